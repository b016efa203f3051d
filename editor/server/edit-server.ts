/**
 * The server of `npm run edit`: one HTTP server on 127.0.0.1 that first guards every request (request-guard.ts),
 * then answers the editor's API (site-api.ts), serves the pictures of media/ to the preview, as they are
 * (media-files.ts) and in the sizes and formats the build makes (preview-pictures.ts), and the browser app of
 * editor/app/, built by Vite when the server starts (../vite.config.ts).
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import sirv from 'sirv';
import { build } from 'vite';
import editorViteConfig, { EDITOR_APP_DIR } from '../vite.config.ts';
import { answeringErrors, refuseTunnels } from '../../server/answer-errors.ts';
import { normalizeRange } from '../../server/byte-ranges.ts';
import { mediaFiles } from './media-files.ts';
import { previewPictures } from './preview-pictures.ts';
import { signedInAs, teamGate, type TeamGateOptions } from '../team/team-gate.ts';
import { mediaDir } from '../../site/node/paths.ts';
import { existsSync } from 'node:fs';
import { refusalOf, sendRefusal } from './request-guard.ts';
import { siteApi } from './site-api.ts';
import { editorViteLogger } from './vite-logger.ts';

export interface EditServerOptions {
  /** The only file the editor reads and writes. */
  siteFile: string;
  /** 0 picks a free port (tests). */
  port: number;
  /** 127.0.0.1 unless given: the editor writes files, so it is never reachable from another machine. */
  host?: string;
  log?: (line: string) => void;
  /**
   * Team mode: nothing is served before signing in with an account of `accounts` (editor/team/team-gate.ts);
   * `publicOrigin` is the address people reach it at through its front server (TLS), answered as well.
   */
  team?: TeamGateOptions & { publicOrigin?: string };
}

export interface EditServer {
  server: Server;
  /** http://localhost:PORT, with the port actually listened on. */
  url: string;
  close(): Promise<void>;
}

/** Rejects with Node's error (code EADDRINUSE when the port is taken), after releasing whatever it had started. */
export async function createEditServer({
  siteFile,
  port,
  host = '127.0.0.1',
  log = console.error,
  team,
}: EditServerOptions): Promise<EditServer> {
  const gate = team && teamGate(team);
  // In team mode with git as the store, each save is committed as its person's.
  const store = team?.publishing?.store;
  const api = siteApi(
    siteFile,
    log,
    store &&
      ((request, file, name) =>
        store.save(
          [file, mediaDir()].filter((path) => existsSync(path)),
          signedInAs(request)?.email ?? 'editor@localhost',
          name,
        )),
  );
  const media = mediaFiles();
  const pictures = previewPictures(log);
  let ownPort = port;
  let app: ReturnType<typeof sirv> | undefined;
  // A folder of its own: two editors (or a test beside a running editor) never build over each other's files.
  const appDir = path.join(EDITOR_APP_DIR, String(process.pid));

  const server = createHttpServer(
    answeringErrors(async (request, response, target) => {
      const refusal = refusalOf(request, ownPort, team?.publicOrigin);
      if (refusal) return sendRefusal(response, refusal);
      response.setHeader('X-Content-Type-Options', 'nosniff');
      // Only the editor's own pages may frame its pages (the preview), so no other page can overlay them to steer clicks.
      response.setHeader('X-Frame-Options', 'SAMEORIGIN');
      if (gate && (await gate(request, response, target))) return;
      if (pictures(request, response, target)) return;
      if (api.handle(request, response, target)) return;
      if (
        media(request, response, target, () =>
          answerUnserved(request, response, 404, `There is no picture ${target.pathname}.`),
        )
      )
        return;
      if (!app)
        return answerUnserved(request, response, 503, 'The editor is still starting: reload the page in a moment.');
      app(request, response, () =>
        answerUnserved(request, response, 404, `There is no ${target.pathname} in the editor.`),
      );
    }, log),
  );
  refuseTunnels(server);

  // Listening first: a taken port is told at once, before the app's build.
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
    await build({
      ...editorViteConfig,
      configFile: false,
      customLogger: editorViteLogger(),
      logLevel: 'warn',
      build: { ...editorViteConfig.build, outDir: appDir },
    });
  } catch (error) {
    await closeServer();
    throw error;
  }
  // The app's files change only with a new build: the browser asks again each time (no-cache), answered 304.
  app = sirv(appDir, {
    dev: false,
    etag: true,
    setHeaders(response, _pathname, stats) {
      response.setHeader('Cache-Control', 'no-cache');
      // sirv itself throws on a range that ends before it starts: ranges are put right first, as the site's server does.
      normalizeRange(response.req, stats.size);
    },
  });
  return {
    server,
    url: `http://localhost:${ownPort}`,
    async close() {
      await closeServer();
      await rm(appDir, { recursive: true, force: true });
    },
  };
}

/** A plain-text answer for what the API and Vite did not serve. */
function answerUnserved(request: IncomingMessage, response: ServerResponse, status: number, text: string): void {
  if (response.headersSent) return void response.destroy();
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(request.method === 'HEAD' ? undefined : `${text}\n`);
}
