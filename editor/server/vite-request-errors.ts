/**
 * In middleware mode Vite logs a request it failed (a module that does not compile) and then passes the request on
 * without the error, so the server behind it could only answer 404. This hands the error on with the request, so the
 * editor answers 500 and says what failed. Should a later Vite name its error handler otherwise, nothing changes and
 * such a request is answered 404, its cause still in the terminal.
 */
import type { Connect, ViteDevServer } from 'vite';

type ErrorHandler = Connect.ErrorHandleFunction;

export function passOnRequestErrors(vite: ViteDevServer): void {
  for (const layer of vite.middlewares.stack) {
    const handle = layer.handle as ErrorHandler;
    if (handle.name !== 'viteErrorMiddleware') continue;
    // Four parameters: connect calls a handler with an error only when it takes four.
    layer.handle = ((error, request, response, next) => handle(error, request, response, () => next(error))) satisfies ErrorHandler;
  }
}
