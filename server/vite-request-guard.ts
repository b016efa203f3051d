/**
 * `npm run dev`: Vite's own request handling reads the target with Node's legacy URL parser, which throws on an
 * absolute form such as "GET http://[" before any plugin's middleware runs. This puts the one guard every server of
 * the project has (answer-errors.ts) in front of Vite's: an unreadable target is answered 400, a throw 500, and an
 * absolute-form target reaches Vite as the path it names.
 */
import type { Server } from 'node:http';
import type { Plugin } from 'vite';
import { answeringErrors, refuseTunnels } from './answer-errors.ts';

export function requestGuardDevPlugin(): Plugin {
  return {
    name: 'request-guard',
    apply: 'serve',
    configureServer(server) {
      const httpServer = server.httpServer;
      if (!httpServer) return;
      // Vite's app is attached when its HTTP server is made, before any plugin runs: it is taken off and put back behind the guard.
      const handlers = httpServer.listeners('request') as Array<(...args: unknown[]) => void>;
      httpServer.removeAllListeners('request');
      httpServer.on(
        'request',
        answeringErrors(
          (request, response, { pathname, search }) => {
            if (!request.url?.startsWith('/')) request.url = pathname + search;
            for (const handle of handlers) handle.call(httpServer, request, response);
          },
          (line) => server.config.logger.error(line),
        ),
      );
      refuseTunnels(httpServer as Server);
    },
  };
}
