/**
 * Every server's request handler goes through here, so no request can end the process: a target that cannot be read
 * as a path is answered 400 before the handler runs, and a handler that throws (at once or later, in a promise) is
 * answered 500 and logged. The server goes on with the next request either way.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { requestTargetOf, type RequestTarget } from './request-target.ts';
import { plainAnswer } from './plain-answer.ts';

export type TargetHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  target: RequestTarget,
) => void | Promise<void>;

/** A plain-text answer that closes the connection; a half-sent answer is cut instead (its length is already promised). */
function answerPlain(response: ServerResponse, status: number, text: string): void {
  if (response.headersSent) return void response.destroy();
  plainAnswer(response, status, text, { Connection: 'close' });
}

export function answeringErrors(handler: TargetHandler, log: (line: string) => void = console.error) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const target = requestTargetOf(request.url);
    if (!target) return answerPlain(response, 400, 'Bad request: the address asked for is not a path on this server.');
    const failed = (error: unknown) => {
      log(
        `${request.method} ${target.pathname} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      answerPlain(response, 500, 'The server could not answer this request.');
    };
    try {
      const answered = handler(request, response, target);
      if (answered instanceof Promise) answered.catch(failed);
    } catch (error) {
      failed(error);
    }
  };
}

/**
 * CONNECT asks for a tunnel, which no server here offers. Node hands such a request to a "connect" listener and,
 * without one, closes the connection with no answer at all; this answers it 405 instead.
 */
export function refuseTunnels(server: Server): void {
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => undefined);
    socket.end(
      'HTTP/1.1 405 Method Not Allowed\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 32\r\nConnection: close\r\n\r\nThis server offers no tunnels.\r\n',
    );
  });
}
