/**
 * The door of the editor's team mode, before everything else it serves: the sign-in page and its form, signing out,
 * and, for anyone not signed in, nothing at all: no page of the editor, no answer of its API, no file of the site.
 * A page is sent to the sign-in page; the API answers 401 in words. Signing out ends every session of the account.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../../server/api/read-body.ts';
import { sendJson } from '../../server/api/json-response.ts';
import type { RequestTarget } from '../../server/request-target.ts';
import { AccountStore, normalEmail } from './accounts.ts';
import { cookieOf, SESSION_COOKIE, SESSION_MS, Sessions, type Session } from './sessions.ts';
import { HISTORY_API_PATH, historyApi, RESTORE_API_PATH } from './history-api.ts';
import { PUBLISH_API_PATH, publishApi, type PublishOptions } from './publish-api.ts';
import { signInPage } from './sign-in-page.ts';
import { SignInThrottle } from './sign-in-throttle.ts';

export const SIGN_IN_PATH = '/sign-in';
export const SIGN_OUT_PATH = '/sign-out';
/** GET: who is signed in (`{ email, role }`), for the editor's bar. */
export const SESSION_API_PATH = '/api/session';

const MOST_FORM_BYTES = 4096;
const NOT_MATCHED = 'That e-mail and password do not match an account. Check both, or ask whoever runs the editor.';

export interface TeamGateOptions {
  accounts: AccountStore;
  sessions?: Sessions;
  throttle?: SignInThrottle;
  /** Git as the store: each save a commit of its author's, and Publish for publishers (publish-api.ts). */
  publishing?: PublishOptions;
}

// The session each request came with, for what it saves to be committed as its person's.
const sessionOfRequest = new WeakMap<IncomingMessage, Session>();
/** Who sent a request the gate let through. */
export const signedInAs = (request: IncomingMessage) => sessionOfRequest.get(request);

/** Said by the API to a request without a session. */
export const SIGNED_OUT_MESSAGE = 'You are signed out (the session ended or expired): sign in again at /sign-in.';

export function teamGate({
  accounts,
  sessions = new Sessions(),
  throttle = new SignInThrottle(),
  publishing,
}: TeamGateOptions) {
  const publish = publishing && publishApi(publishing);
  const history = publishing && historyApi(publishing.store);
  const page = (response: ServerResponse, status: number, html: string, head: boolean) => {
    response.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    });
    response.end(head ? undefined : html);
  };
  const redirect = (response: ServerResponse, location: string, cookie?: string) => {
    response.writeHead(303, {
      Location: location,
      'Cache-Control': 'no-store',
      ...(cookie ? { 'Set-Cookie': cookie } : {}),
    });
    response.end();
  };

  async function signIn(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request, MOST_FORM_BYTES);
    const form = new URLSearchParams(body.ok ? body.text : '');
    const email = normalEmail(form.get('email') ?? '');
    const password = form.get('password') ?? '';
    const address = clientAddress(request);
    const paused = throttle.pausedUntil(email, address);
    if (paused !== undefined) {
      const minutes = Math.ceil((paused - Date.now()) / 60_000);
      return page(
        response,
        429,
        signInPage({
          email,
          problem: `Too many wrong passwords for this e-mail or from this address: signing in is paused for ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        }),
        false,
      );
    }
    const account = email && password ? await accounts.signIn(email, password) : undefined;
    if (!account) {
      const wait = throttle.failed(email, address);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return page(response, 401, signInPage({ email, problem: NOT_MATCHED }), false);
    }
    throttle.succeeded(email);
    const { token } = sessions.start(account.email, account.role);
    redirect(response, '/', sessionCookie(request, token, SESSION_MS / 1000));
  }

  /** Answers the request and resolves true, unless it comes from someone signed in: then the editor answers it. */
  return async (request: IncomingMessage, response: ServerResponse, target: RequestTarget): Promise<boolean> => {
    const reading = request.method === 'GET' || request.method === 'HEAD';
    const session = await sessionOf(request);
    if (target.pathname === SIGN_IN_PATH) {
      if (request.method === 'POST') await signIn(request, response);
      else if (!reading)
        sendJson(response, 405, { error: 'method', message: 'Use GET or POST.' }, { Allow: 'GET, HEAD, POST' });
      else if (session) redirect(response, '/');
      else page(response, 200, signInPage(), request.method === 'HEAD');
      return true;
    }
    if (target.pathname === SIGN_OUT_PATH) {
      if (request.method !== 'POST')
        return (sendJson(response, 405, { error: 'method', message: 'Use POST.' }, { Allow: 'POST' }), true);
      if (session) sessions.endAll(session.email);
      redirect(response, SIGN_IN_PATH, sessionCookie(request, '', 0));
      return true;
    }
    if (session) {
      sessionOfRequest.set(request, session);
      if (target.pathname === SESSION_API_PATH) {
        const canPublish = session.role === 'publisher' && publish !== undefined;
        sendJson(response, 200, {
          email: session.email,
          role: session.role,
          publishing: publish !== undefined,
          canPublish,
        });
        return true;
      }
      const publishingPaths = [PUBLISH_API_PATH, HISTORY_API_PATH, RESTORE_API_PATH];
      if (!publishingPaths.includes(target.pathname)) return false;
      if (!publish || !history)
        sendJson(response, 404, {
          error: 'not-set-up',
          message: 'Publishing is not set up here: the editor is started without PUBLISH_REMOTE.',
        });
      else if (target.pathname === PUBLISH_API_PATH) await publish(request, response, session);
      else if (target.pathname === HISTORY_API_PATH) await history.history(request, response);
      else await history.restore(request, response, session);
      return true;
    }
    if (target.pathname === '/api' || target.pathname.startsWith('/api/'))
      sendJson(response, 401, { error: 'signed-out', message: SIGNED_OUT_MESSAGE });
    else if (reading) redirect(response, SIGN_IN_PATH);
    else sendJson(response, 401, { error: 'signed-out', message: SIGNED_OUT_MESSAGE });
    return true;
  };

  /** The request's session, while it lasts and its account is there (a removed account's sessions end). */
  async function sessionOf(request: IncomingMessage): Promise<Session | undefined> {
    const session = sessions.of(cookieOf(request.headers.cookie, SESSION_COOKIE));
    if (!session) return undefined;
    const account = await accounts.find(session.email);
    if (!account) {
      sessions.endAll(session.email);
      return undefined;
    }
    // A role changed on the command line counts at once.
    session.role = account.role;
    return session;
  }
}

/** Secure everywhere but on this machine's own addresses, where the editor is reached without TLS. */
function sessionCookie(request: IncomingMessage, token: string, maxAgeSeconds: number): string {
  const host = (request.headers.host ?? '').replace(/:\d+$/, '');
  const local = host === 'localhost' || host === '127.0.0.1';
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${local ? '' : '; Secure'}`;
}

/**
 * Whom wrong passwords are counted for: the connection's address, or, from a front server on this machine (the
 * README's nginx), the address it names in X-Real-IP.
 */
function clientAddress(request: IncomingMessage): string {
  const remote = request.socket.remoteAddress ?? '';
  const forwarded = request.headers['x-real-ip'];
  const local = remote === '127.0.0.1' || remote === '::1' || remote === '::ffff:127.0.0.1';
  return local && typeof forwarded === 'string' && forwarded ? forwarded : remote;
}
