/**
 * Accepted contact messages, kept in a JSON Lines file (one message a line). A message counts as stored only once its
 * line is written and fsync'ed: the API answers success after that, never before. Messages that arrive while a write
 * is under way wait and go out together in the next write (one fsync for many), in order, each exactly once.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { ContactRequest } from '../../schemas/site.types.ts';

export interface StoredMessage {
  id: string;
  receivedAt: string;
  fullName: string;
  email: string;
  message: string;
}

interface Waiting {
  line: string;
  done: (error?: Error) => void;
}

export class MessageStore {
  private waiting: Waiting[] = [];
  private writing = false;
  private handle: Promise<FileHandle> | undefined;

  constructor(readonly file: string) {}

  /** Resolves with the stored message once it is on disk. */
  add(request: ContactRequest): Promise<StoredMessage> {
    const stored: StoredMessage = {
      id: randomUUID(),
      receivedAt: new Date().toISOString(),
      fullName: request.fullName,
      email: request.email,
      message: request.message,
    };
    return new Promise((resolve, reject) => {
      this.waiting.push({ line: `${JSON.stringify(stored)}\n`, done: (error) => (error ? reject(error) : resolve(stored)) });
      void this.writeWaiting();
    });
  }

  async close(): Promise<void> {
    const handle = this.handle;
    this.handle = undefined;
    if (handle) await (await handle).close();
  }

  private async writeWaiting(): Promise<void> {
    if (this.writing) return;
    this.writing = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting;
      this.waiting = [];
      try {
        const handle = await this.openFile();
        await handle.appendFile(batch.map((entry) => entry.line).join(''));
        await handle.sync();
        for (const entry of batch) entry.done();
      } catch (error) {
        // Reopen next time: the file may have been moved or its disk freed meanwhile.
        this.handle = undefined;
        for (const entry of batch) entry.done(error as Error);
      }
    }
    this.writing = false;
  }

  private openFile(): Promise<FileHandle> {
    this.handle ??= (async () => {
      await mkdir(path.dirname(this.file), { recursive: true });
      const handle = await open(this.file, 'a', 0o600);
      // Make the file's own directory entry durable too, the first time it is created.
      const directory = await open(path.dirname(this.file), 'r');
      await directory.sync().finally(() => directory.close());
      return handle;
    })();
    const pending = this.handle;
    pending.catch(() => {
      if (this.handle === pending) this.handle = undefined;
    });
    return pending;
  }
}
