/**
 * The accounts of the editor's team mode, in one JSON file on the server (storage/editor-accounts.json, or the file
 * EDITOR_ACCOUNTS_FILE names), readable by its owner only. A password is stored only as a slow salted hash (scrypt,
 * from Node): the file holds nothing a stolen copy could sign in with. Checking a password takes as long whether or
 * not the e-mail has an account, so the time of an answer tells nothing either.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_DIR } from '../../site/node/paths.ts';
import { writeFileAtomically } from '../server/atomic-write.ts';

export const DEFAULT_ACCOUNTS_FILE = path.join(PROJECT_DIR, 'storage/editor-accounts.json');
export const accountsFile = (env: NodeJS.ProcessEnv = process.env) =>
  env.EDITOR_ACCOUNTS_FILE ? path.resolve(env.EDITOR_ACCOUNTS_FILE) : DEFAULT_ACCOUNTS_FILE;

export const ROLES = ['editor', 'publisher'] as const;
export type Role = (typeof ROLES)[number];

/** The shortest password taken: long enough that guessing it, even slowed down, takes longer than anyone has. */
export const MIN_PASSWORD_LENGTH = 12;

/** scrypt's cost: about 50 ms and 32 MB a check on this kind of machine, too slow to guess many passwords a second. */
const COST: ScryptOptions = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_BYTES = 32;

interface StoredAccount {
  email: string;
  role: Role;
  /** "scrypt$N$r$p$salt$key", salt and key in base64url. */
  password: string;
  created: string;
}

export interface Account {
  email: string;
  role: Role;
  created: string;
}

const scrypt = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [kind, N, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const options = { N: Number(N), r: Number(r), p: Number(p), maxmem: COST.maxmem };
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), options);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** An e-mail as accounts are keyed: trimmed, lowercase. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** Why an e-mail cannot name an account, or undefined. */
export function emailProblem(email: string): string | undefined {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254
    ? undefined
    : `"${email}" is not an e-mail address (name@example.com)`;
}

export function passwordProblem(password: string): string | undefined {
  return [...password].length >= MIN_PASSWORD_LENGTH
    ? undefined
    : `the password must have at least ${MIN_PASSWORD_LENGTH} characters`;
}

export class AccountStore {
  // A hash of a password no one has, checked when an e-mail has no account: the answer takes as long as for one.
  private readonly decoy = hashPassword(randomBytes(16).toString('hex'));

  // The file as last read, and which file that was: every request of a session asks for its account, so the file is
  // read again only once it is another (a write renames a new file over it) or was changed in place.
  private kept: { stamp: string; accounts: StoredAccount[] } | undefined;

  constructor(readonly file = accountsFile()) {}

  private async read(): Promise<StoredAccount[]> {
    let text: string;
    let stamp: string;
    try {
      const facts = await stat(this.file, { bigint: true });
      stamp = `${facts.ino}:${facts.size}:${facts.mtimeNs}:${facts.ctimeNs}`;
      if (this.kept?.stamp === stamp) return this.kept.accounts;
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const parsed = JSON.parse(text) as { accounts?: StoredAccount[] };
    const accounts = Array.isArray(parsed.accounts) ? parsed.accounts : [];
    this.kept = { stamp, accounts };
    return accounts;
  }

  private async write(accounts: StoredAccount[]): Promise<void> {
    await mkdir(path.dirname(this.file), { recursive: true, mode: 0o700 });
    const text = `${JSON.stringify({ accounts }, null, 2)}\n`;
    await writeFileAtomically(this.file, new TextEncoder().encode(text));
  }

  async list(): Promise<Account[]> {
    return (await this.read()).map(({ email, role, created }) => ({ email, role, created }));
  }

  /** Adds an account; throws with a sentence when the e-mail has one already or a value is refused. */
  async add(email: string, role: Role, password: string): Promise<Account> {
    const key = normalEmail(email);
    const problem = emailProblem(key) ?? (ROLES.includes(role) ? undefined : `the role must be editor or publisher`);
    if (problem) throw new Error(problem);
    const weak = passwordProblem(password);
    if (weak) throw new Error(weak);
    const accounts = await this.read();
    if (accounts.some((account) => account.email === key)) throw new Error(`${key} has an account already`);
    const account = { email: key, role, password: await hashPassword(password), created: new Date().toISOString() };
    await this.write([...accounts, account]);
    return { email: key, role, created: account.created };
  }

  /** Removes an account; false when there was none. */
  async remove(email: string): Promise<boolean> {
    const key = normalEmail(email);
    const accounts = await this.read();
    const kept = accounts.filter((account) => account.email !== key);
    if (kept.length === accounts.length) return false;
    await this.write(kept);
    return true;
  }

  /** The account, when the password is its own; undefined otherwise, after as long. */
  async signIn(email: string, password: string): Promise<Account | undefined> {
    const found = (await this.read()).find((account) => account.email === normalEmail(email));
    const matches = await passwordMatches(password, found?.password ?? (await this.decoy));
    return found && matches ? { email: found.email, role: found.role, created: found.created } : undefined;
  }

  /** The account as it is now (removed, or its role changed, since a session began). */
  async find(email: string): Promise<Account | undefined> {
    const found = (await this.read()).find((account) => account.email === normalEmail(email));
    return found && { email: found.email, role: found.role, created: found.created };
  }
}
