/**
 * Contact messages in PostgreSQL (CONTACT_DATABASE_URL): one store for several API processes. A message counts as
 * stored once its INSERT has committed, and the answer waits for that. The table is created when missing. Each message
 * has the store's time bound: past it the request is answered as not stored, and the database drops the statement at
 * the same bound (statement_timeout). A message answered 200 is committed; one answered 500 at the bound may, rarely,
 * have committed at that very moment.
 */
import pg from 'pg';
import type { ContactRequest } from '../../schemas/site.types.ts';
import { stamp, type MessageStore, type StoredMessage } from './message-store.ts';

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS contact_messages (
  id uuid PRIMARY KEY,
  received_at timestamptz NOT NULL,
  full_name text NOT NULL,
  email text NOT NULL,
  message text NOT NULL
)`;
/** PostgreSQL's error code for a statement ended by statement_timeout. */
const QUERY_CANCELED = '57014';
const INSERT = 'INSERT INTO contact_messages (id, received_at, full_name, email, message) VALUES ($1, $2, $3, $4, $5)';

export interface PostgresStoreOptions {
  /** How long a message may wait for its INSERT to commit before it is answered as not stored. */
  timeoutMs: number;
  log?: (line: string) => void;
}

export class PostgresStore implements MessageStore {
  private readonly pool: pg.Pool;
  private table: Promise<void> | undefined;
  private ended = false;
  /** The address without its password, for messages. */
  readonly label: string;

  constructor(
    url: string,
    private readonly options: PostgresStoreOptions,
  ) {
    this.label = databaseLabel(url);
    const bound = options.timeoutMs;
    // Every wait has the bound, so no connection stays taken by a database that stopped answering.
    this.pool = new pg.Pool({
      connectionString: url,
      connectionTimeoutMillis: bound,
      query_timeout: bound,
      statement_timeout: bound,
      application_name: 'contact-api',
    });
    // A pooled connection that breaks while idle (a database restart) is replaced on next use; it must not end the process.
    this.pool.on('error', (error) =>
      (options.log ?? console.error)(
        `The contact database ${this.label}: an idle connection failed: ${reasonOf(error)}`,
      ),
    );
  }

  /** Connects and creates the table when missing; rejects with one line naming the database and the reason. */
  async ready(): Promise<void> {
    try {
      await within(this.options.timeoutMs, `no answer within ${this.options.timeoutMs} ms`, () => this.createTable());
    } catch (error) {
      throw new Error(`cannot use the contact database ${this.label}: ${reasonOf(error as Error)}`);
    }
  }

  async add(request: ContactRequest): Promise<StoredMessage> {
    if (this.ended) throw new Error('the message store is closed');
    const stored = stamp(request);
    const tooLate = `the contact database did not store the message within ${this.options.timeoutMs} ms`;
    await within(this.options.timeoutMs, tooLate, async () => {
      await this.createTable();
      await this.pool
        .query(INSERT, [stored.id, stored.receivedAt, stored.fullName, stored.email, stored.message])
        .catch((error: Error) => {
          // The database's own deadline may end the statement just before ours: the same reason, told the same way.
          throw (error as { code?: string }).code === QUERY_CANCELED ? new Error(tooLate) : error;
        });
    });
    return stored;
  }

  async close(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    await this.pool.end();
  }

  /** Once per process, tried again after a failure. Processes starting together take turns (CREATE TABLE IF NOT EXISTS alone can collide). */
  private createTable(): Promise<void> {
    this.table ??= (async () => {
      const client = await this.pool.connect();
      try {
        await client.query('BEGIN');
        await client.query("SELECT pg_advisory_xact_lock(hashtext('contact_messages'))");
        await client.query(CREATE_TABLE);
        await client.query('COMMIT');
        client.release();
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
    })();
    const pending = this.table;
    pending.catch(() => {
      if (this.table === pending) this.table = undefined;
    });
    return pending;
  }
}

/** The database's address without its password (nor query parameters, which may hold one). */
export function databaseLabel(url: string): string {
  try {
    const address = new URL(url);
    address.password = '';
    address.search = '';
    return address.href;
  } catch {
    return '(CONTACT_DATABASE_URL)';
  }
}

/** Rejects with `reason` when `work` has not settled within `ms`. The deadline starts first, so that it fires before pg's own timeouts of the same length. */
function within<T>(ms: number, reason: string, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(reason)), ms)));
  return Promise.race([work(), deadline]).finally(() => clearTimeout(timer));
}

/** One line, even for a connection refused on every address of a name (an AggregateError without a message). */
function reasonOf(error: Error): string {
  const nested = (error as Partial<AggregateError>).errors;
  const text =
    error.message ||
    (Array.isArray(nested) ? nested.map((inner: Error) => inner.message).join('; ') : '') ||
    String((error as NodeJS.ErrnoException).code ?? error);
  return text.replace(/\s+/g, ' ').trim();
}
