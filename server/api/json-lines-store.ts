/**
 * The default message store: a JSON Lines file, one message a line. A message counts as stored only once its line is
 * written and fsync'ed. Messages that arrive while a write is under way wait and go out together in the next write
 * (one fsync for many), in order, each exactly once. What keeps the file whole:
 * - one write at a time: a batch starts only once the one before it has ended, even one that timed out;
 * - whole lines or nothing: when a batch's write or fsync fails, the file is cut back to its size before the batch;
 * - a torn last line left by a crash is set aside when the file is opened (torn-line.ts);
 * - an answer within the time bound: past it, a waiting message is dropped unwritten, and a batch under way is
 *   answered as failed and cut back off the file if its write ends later. A stalled disk thus answers 500, not never.
 */
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import type { ContactRequest } from '../../schemas/site.types.ts';
import { stamp, type MessageStore, type StoredMessage } from './message-store.ts';
import { setAsideTornLine } from './torn-line.ts';

/** What the store needs of its open file: node's FileHandle is one. */
export interface AppendFile {
  appendFile(data: string): Promise<void>;
  sync(): Promise<void>;
  stat(): Promise<{ size: number }>;
  truncate(length: number): Promise<void>;
  close(): Promise<void>;
}

export interface JsonLinesStoreOptions {
  /** How long a message may wait for its line to be written and synced before it is answered as not stored. */
  timeoutMs: number;
  log?: (line: string) => void;
  /** Wraps the opened file, to make its disk fail or stall (tests). */
  wrapFile?: (file: AppendFile) => AppendFile;
}

interface Entry {
  line: string;
  /** Answers the message's request, once: stored when there is no error. */
  settle(error?: Error): void;
}

interface Batch {
  entries: Entry[];
  /** Its requests were answered as failed (timed out): its lines must not stay in the file. */
  abandoned: boolean;
}

export class JsonLinesStore implements MessageStore {
  private waiting: Entry[] = [];
  private current: Batch | undefined;
  private writing = false;
  private loop: Promise<void> = Promise.resolve();
  private handle: Promise<AppendFile> | undefined;
  private closed = false;
  private readonly log: (line: string) => void;

  constructor(
    readonly file: string,
    private readonly options: JsonLinesStoreOptions,
  ) {
    this.log = options.log ?? console.error;
  }

  /** Opens the file (setting aside a torn last line), so that a store that cannot work is known at start. */
  async ready(): Promise<void> {
    await this.openFile();
  }

  add(request: ContactRequest): Promise<StoredMessage> {
    if (this.closed) return Promise.reject(new Error('the message store is closed'));
    const stored = stamp(request);
    return new Promise((resolve, reject) => {
      let settled = false;
      const entry: Entry = {
        line: `${JSON.stringify(stored)}\n`,
        settle(error) {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          if (error) reject(error);
          else resolve(stored);
        },
      };
      const timer = setTimeout(() => this.expire(entry), this.options.timeoutMs);
      this.waiting.push(entry);
      if (!this.writing) this.loop = this.writeWaiting();
    });
  }

  /** Lets the write under way end (for at most the time bound), then closes the file. Later messages are refused. */
  async close(): Promise<void> {
    this.closed = true;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.loop, new Promise((resolve) => (timer = setTimeout(resolve, this.options.timeoutMs)))]);
    clearTimeout(timer);
    const handle = this.handle;
    this.handle = undefined;
    const file = await handle?.catch(() => undefined);
    await file?.close();
  }

  private expire(entry: Entry): void {
    const error = new Error(
      `the message store did not write the message within ${this.options.timeoutMs} ms (a stalled disk?)`,
    );
    const index = this.waiting.indexOf(entry);
    if (index >= 0) {
      this.waiting.splice(index, 1);
      entry.settle(error);
    } else if (this.current?.entries.includes(entry)) {
      this.current.abandoned = true;
      for (const inBatch of this.current.entries) inBatch.settle(error);
    }
  }

  private async writeWaiting(): Promise<void> {
    this.writing = true;
    while (this.waiting.length > 0) {
      const batch: Batch = { entries: this.waiting, abandoned: false };
      this.waiting = [];
      this.current = batch;
      const error = await this.append(batch);
      this.current = undefined;
      for (const entry of batch.entries) entry.settle(error);
    }
    this.writing = false;
  }

  /** Appends the batch's lines and syncs them; returns the error when they are not all stored. */
  private async append(batch: Batch): Promise<Error | undefined> {
    let file: AppendFile;
    let sizeBefore: number;
    try {
      file = await this.openFile();
      sizeBefore = (await file.stat()).size;
    } catch (error) {
      this.dropFile();
      return error as Error;
    }
    try {
      await file.appendFile(batch.entries.map((entry) => entry.line).join(''));
      await file.sync();
    } catch (error) {
      await this.cutBack(file, sizeBefore);
      // Reopen next time: the file may have been moved or its disk freed meanwhile.
      this.dropFile();
      return error as Error;
    }
    if (batch.abandoned) {
      await this.cutBack(file, sizeBefore);
      this.log(
        `The message store ${this.file} ended a write after its time bound: its ${batch.entries.length} message(s), answered as not stored, were cut back off the file`,
      );
    }
    return undefined;
  }

  /** Cuts the file back to its size before a batch; when even that fails, reopening it sets a torn line aside. */
  private async cutBack(file: AppendFile, size: number): Promise<void> {
    try {
      await file.truncate(size);
      await file.sync();
    } catch (error) {
      this.log(
        `The message store ${this.file} could not be cut back to ${size} bytes after a failed write: ${(error as Error).message}`,
      );
      this.dropFile();
    }
  }

  private dropFile(): void {
    const handle = this.handle;
    this.handle = undefined;
    handle?.then((file) => file.close()).catch(() => {});
  }

  private openFile(): Promise<AppendFile> {
    this.handle ??= (async () => {
      const directory = path.dirname(this.file);
      await mkdir(directory, { recursive: true });
      await setAsideTornLine(this.file, this.log);
      const handle: AppendFile = await open(this.file, 'a', 0o600);
      // Make the file's own directory entry durable too, the first time it is created.
      const dir = await open(directory, 'r');
      await dir.sync().finally(() => dir.close());
      return this.options.wrapFile ? this.options.wrapFile(handle) : handle;
    })();
    const pending = this.handle;
    pending.catch(() => {
      if (this.handle === pending) this.handle = undefined;
    });
    return pending;
  }
}
