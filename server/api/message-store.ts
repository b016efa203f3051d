/**
 * Where accepted contact messages are kept. Two stores keep the same promise: `add` resolves only once the message is
 * durably stored (the API answers success after that, never before), and rejects within the store's time bound when
 * it cannot be. The JSON Lines file (json-lines-store.ts) is the default; PostgreSQL (postgres-store.ts) is for
 * several API processes sharing one store.
 */
import { randomUUID } from 'node:crypto';
import type { ContactRequest } from '../../schemas/site.types.ts';

export interface StoredMessage {
  id: string;
  receivedAt: string;
  fullName: string;
  email: string;
  message: string;
}

export interface MessageStore {
  /** Resolves once the store can take messages; rejects with a one-line reason when it cannot (checked at start). */
  ready(): Promise<void>;
  /** Resolves with the stored message once it is durably stored; rejects when it is not. */
  add(request: ContactRequest): Promise<StoredMessage>;
  close(): Promise<void>;
}

/** The message as stored: the request's fields, a new id and the time it arrived. */
export function stamp(request: ContactRequest): StoredMessage {
  return {
    id: randomUUID(),
    receivedAt: new Date().toISOString(),
    fullName: request.fullName,
    email: request.email,
    message: request.message,
  };
}
