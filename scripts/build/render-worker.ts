/**
 * One thread of the prerender (render-pool.ts, thread-pool.ts), started from its bundle. It loads the server bundle
 * Vike built (workerData.serverEntry) as it starts (workerData.loadNow), when told to (LOAD_NOW) or at its first page,
 * then for each { id, url, file, status, compress, live, pageData } renders the address and writes the page to `file`,
 * the compressed copies of the page if `compress` (unless the build keeps the live build's `live` instead), and the
 * page's data to `pageData` if given, from the site's own `pageDataOf` setting (renderer/+pageDataOf.ts). It answers
 * { id, result } once written, `result` saying whether it wrote the copies, or { id, error }: an answer of another
 * status than `status` is an error, with the cause Vike caught.
 *
 * The first page is rendered by Vike's renderPage, as a server would answer its address. Every page has the same
 * scripts and styles added by Vike (one page config serves every address), so what Vike added to the first one is
 * learned: the same document drawn by the site's own `documentOf` setting (renderer/+documentOf.ts) must be Vike's
 * page without those additions, or nothing is learned. The pages after it are drawn by `documentOf` with the same
 * additions: less than half the cost of a request through Vike for each. A page answered with another status than OK
 * (the default language's 404 page) always goes through Vike. workerData.throughVike sends every page through it (the
 * build's tests compare both).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { PageContextServer } from 'vike/types';
import type documentOfSetting from '../../renderer/+documentOf.ts';
import type { DocumentRequest } from '../../renderer/+documentOf.ts';
import type pageDataOfSetting from '../../renderer/+pageDataOf.ts';
import { writeCopies } from './compress-file.ts';
import { hasCopies } from './compression-levels.ts';
import { LOAD_NOW, OK, type PageToRender } from './render-pool.ts';

type DocumentOf = typeof documentOfSetting;
type PageDataOf = typeof pageDataOfSetting;

/** What Vike adds to every page, learned from the first, with what draws a page's own document. */
interface Additions {
  Page: DocumentRequest['Page'];
  documentOf: DocumentOf;
  /** Vike's tags just after `<head>`, and just before `</body>`. */
  headStart: string;
  bodyEnd: string;
}

const {
  serverEntry,
  throughVike: alwaysThroughVike,
  loadNow,
} = workerData as { serverEntry: string; throughVike: boolean; loadNow: boolean };

/**
 * What the server bundle imports from node_modules, loaded as the thread starts: the build may start it before Vite
 * has made the bundle (render-pool.ts, startThreadsAhead). One missing here is loaded with the bundle; one that cannot
 * load fails there, with Vike's or Node's own words.
 */
const BUNDLE_IMPORTS = ['react', 'react/jsx-runtime', 'react-dom/server', 'react-router-dom', 'jotai', 'vike/server'];
// The environment is the build's, a worker's copy of it. React picks its build by NODE_ENV as it loads (and so did the
// bundle's JSX runtime): unset, the production one, as Vike's server sets it for the bundle.
process.env.NODE_ENV ??= 'production';
await Promise.all(BUNDLE_IMPORTS.map((name) => import(name))).catch(() => undefined);

/**
 * The server bundle, loaded once it is made and the thread's site file written: at once if they are, when the build
 * says they are, else at the first page.
 */
let server: Promise<typeof import('vike/server')> | undefined;
const loadServer = () => (server ??= import(pathToFileURL(serverEntry).href).then(() => import('vike/server')));
// A failure to load is the first page's error, with its cause.
if (loadNow) loadServer().catch(() => undefined);

type Message = (PageToRender & { id: number }) | typeof LOAD_NOW;

/** Undefined until a page has gone through Vike; null when what Vike adds could not be told. */
let learned: Additions | null | undefined;
/** The site's `pageDataOf` setting, read from the first page's context. */
let pageDataOf: PageDataOf | undefined;

parentPort!.on('message', async (message: Message) => {
  if ('loadNow' in message) {
    loadServer().catch(() => undefined);
    return;
  }
  const { id, url, file, status, compress, live, pageData } = message;
  try {
    const html = status === OK && learned ? drawn(learned, url) : await throughVike(url, status);
    const content = Buffer.from(html);
    writeNewFile(file, content);
    const copied = compress && !keptFromLive(content, live) && writeCopies(file, content).length > 0;
    if (pageData) writeNewFile(pageData, Buffer.from(dataOf(url)));
    parentPort!.postMessage({ id, result: copied });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

/** Writes a file of the build: never through one already there, which may be a hard link to the live build's (reuse.ts). */
function writeNewFile(file: string, content: Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content, { flag: 'wx' });
}

/** The data of the page at `url`, as the site's `pageDataOf` makes it. */
function dataOf(url: string): string {
  const data = pageDataOf?.(new URL(url, 'http://localhost').pathname);
  if (typeof data !== 'string') throw new Error(`the site's pageDataOf setting gave no data for ${url}`);
  return data;
}

/**
 * Whether the build keeps the live build's file `live` instead of this page (reuse.ts, keepLiveWhereSame): it has the
 * same bytes and the copies the build writes of them.
 */
function keptFromLive(content: Buffer, live: string | undefined): boolean {
  if (!live) return false;
  try {
    const bytes = readFileSync(live);
    return bytes.equals(content) && hasCopies(live, bytes.length);
  } catch {
    return false; // none there: this page is new
  }
}

async function throughVike(url: string, status: number): Promise<string> {
  const { renderPage } = await loadServer();
  const pageContext = await renderPage({ urlOriginal: url });
  const setting = (pageContext.config as { pageDataOf?: unknown }).pageDataOf;
  if (typeof setting === 'function') pageDataOf ??= setting as PageDataOf;
  const response = pageContext.httpResponse;
  if (!response || response.statusCode !== status) {
    const cause = pageContext.errorWhileRendering as Error | undefined;
    throw new Error(
      `answered ${response?.statusCode ?? 'nothing'} instead of ${status}${cause ? `: ${cause.stack ?? cause}` : ''}`,
    );
  }
  if (status === OK && learned === undefined && !alwaysThroughVike) {
    learned = additions(pageContext as unknown as PageContextServer, response.body);
    if (!learned)
      console.warn(
        'The prerender could not tell what Vike adds to a page: every page goes through Vike (the same pages, slower).',
      );
  }
  return response.body;
}

/**
 * Where Vike's additions go in `html`, Vike's page for `pageContext`: its tags after `<head>` and before `</body>`,
 * and nothing else changed. Null when the page is anything else: every page then goes through Vike.
 */
function additions(pageContext: PageContextServer, html: string): Additions | null {
  const { urlPathname, urlOriginal } = pageContext;
  const Page = pageContext.Page as DocumentRequest['Page'];
  const setting = (pageContext.config as { documentOf?: unknown }).documentOf;
  if (typeof setting !== 'function') return null;
  const documentOf = setting as DocumentOf;
  const document = documentOf({ urlPathname, urlOriginal, Page });
  const [headAt, bodyAt] = splitPoints(document);
  if (headAt < 0 || bodyAt < headAt) return null;
  const start = document.slice(0, headAt);
  const middle = document.slice(headAt, bodyAt);
  const end = document.slice(bodyAt);
  if (!html.startsWith(start) || !html.endsWith(end)) return null;
  const inner = html.slice(start.length, html.length - end.length);
  const middleAt = inner.indexOf(middle);
  if (middleAt < 0) return null;
  return {
    Page,
    documentOf,
    headStart: inner.slice(0, middleAt),
    bodyEnd: inner.slice(middleAt + middle.length),
  };
}

/** Just after the document's `<head>`, and just before its `</body>`. */
function splitPoints(document: string): [number, number] {
  const head = document.indexOf('<head>');
  return [head < 0 ? -1 : head + '<head>'.length, document.lastIndexOf('</body>')];
}

function drawn({ Page, documentOf, headStart, bodyEnd }: Additions, url: string): string {
  const urlPathname = new URL(url, 'http://localhost').pathname;
  const document = documentOf({ urlPathname, urlOriginal: url, Page });
  const [headAt, bodyAt] = splitPoints(document);
  return document.slice(0, headAt) + headStart + document.slice(headAt, bodyAt) + bodyEnd + document.slice(bodyAt);
}
