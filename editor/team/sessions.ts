/**
 * Who is signed in to the editor's team mode: a session is a random token (256 bits) in an HttpOnly, SameSite=Strict
 * cookie, held in the server's memory only (a restart signs everyone out). It ends when it expires, when its person
 * signs out (every session of that account ends then: "sign out everywhere"), or when the account is removed.
 */
import { randomBytes } from 'node:crypto';
import type { Role } from './accounts.ts';

export const SESSION_COOKIE = 'editor_session';
/** How long a session lasts from its sign-in: a working day. */
export const SESSION_MS = 12 * 60 * 60 * 1000;

export interface Session {
  email: string;
  role: Role;
  expires: number;
}

export class Sessions {
  private readonly byToken = new Map<string, Session>();

  constructor(private readonly now = () => Date.now()) {}

  start(email: string, role: Role): { token: string; session: Session } {
    this.sweep();
    const token = randomBytes(32).toString('base64url');
    const session = { email, role, expires: this.now() + SESSION_MS };
    this.byToken.set(token, session);
    return { token, session };
  }

  /** The session of a token, while it lasts. */
  of(token: string | undefined): Session | undefined {
    const session = token === undefined ? undefined : this.byToken.get(token);
    if (!session) return undefined;
    if (session.expires > this.now()) return session;
    this.byToken.delete(token!);
    return undefined;
  }

  /** Ends every session of the account. */
  endAll(email: string): void {
    for (const [token, session] of this.byToken) if (session.email === email) this.byToken.delete(token);
  }

  private sweep(): void {
    const now = this.now();
    for (const [token, session] of this.byToken) if (session.expires <= now) this.byToken.delete(token);
  }
}

/** The value of one cookie of a request's Cookie header. */
export function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
