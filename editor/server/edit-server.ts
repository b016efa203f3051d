/**
 * The server of `npm run edit`: one HTTP server on 127.0.0.1 that first guards every request (request-guard.ts),
 * then answers the editor's API (site-api.ts) and hands everything else to Vite, which serves the browser app of
 * editor/app/ (../vite.config.ts).
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import editorViteConfig from '../vite.config.ts';
import { refusalOf, sendRefusal } from './request-guard.ts';
import { siteApi } from './site-api.ts';
import { editorViteLogger } from './vite-logger.ts';
import { passOnRequestErrors } from './vite-request-errors.ts';

export interface EditServerOptions {
  /** The only file the editor reads and writes. */
  siteFile: string;
  /** 0 picks a free port (tests). */
  port: number;
  /** 127.0.0.1 unless given: the editor writes files, so it is never reachable from another machine. */
  host?: string;
  log?: (line: string) => void;
}

export interface EditServer {
  server: Server;
  /** http://localhost:PORT, with the port actually listened on. */
  url: string;
  close(): Promise<void>;
}

const OPEN_IN_EDITOR = '/__open-in-editor';

/** Rejects with Node's error (code EADDRINUSE when the port is taken), after releasing whatever it had started. */
export async function createEditServer({ siteFile, port, host = '127.0.0.1', log = console.error }: EditServerOptions): Promise<EditServer> {
  const api = siteApi(siteFile, log);
  let ownPort = port;
  let vite: ViteDevServer | undefined;

  const server = createHttpServer((request, response) => {
    const refusal = refusalOf(request, ownPort);
    if (refusal) return sendRefusal(response, refusal);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    // Only the editor's own pages may frame its pages (the preview), so no other page can overlay them to steer clicks.
    response.setHeader('X-Frame-Options', 'SAMEORIGIN');
    if (api.handle(request, response)) return;
    // Vite's route that starts a code editor on this machine: the visual editor has no use for it.
    if (request.url!.toLowerCase().startsWith(OPEN_IN_EDITOR)) return answerUnserved(request, response, 404, `There is no ${OPEN_IN_EDITOR} here.`);
    if (!vite) return answerUnserved(request, response, 503, 'The editor is still starting: reload the page in a moment.');
    vite.middlewares(request, response, (error?: unknown) => {
      // Vite has told the terminal already, with the file and line.
      if (error) answerUnserved(request, response, 500, `The editor's page could not be prepared: ${(error as Error).message ?? String(error)}`);
      else answerUnserved(request, response, 404, `There is no ${request.url} in the editor.`);
    });
  });

  // Listening first: a taken port is told at once, before Vite's few seconds of start-up.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  ownPort = (server.address() as AddressInfo).port;
  server.on('error', (error) => log(`The editor's server: ${error.message}`));
  const closeServer = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  try {
    vite = await createViteServer({ ...editorViteConfig, configFile: false, customLogger: editorViteLogger() });
    passOnRequestErrors(vite);
  } catch (error) {
    await closeServer();
    throw error;
  }
  const started = vite;
  return {
    server,
    url: `http://localhost:${ownPort}`,
    async close() {
      await started.close();
      await closeServer();
    },
  };
}

/** A plain-text answer for what the API and Vite did not serve. */
function answerUnserved(request: IncomingMessage, response: ServerResponse, status: number, text: string): void {
  if (response.headersSent) return void response.destroy();
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(request.method === 'HEAD' ? undefined : `${text}\n`);
}
