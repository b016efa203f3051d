/** The editor server's API (editor/server/site-api.ts): site.json's text and version, the schemas, saving; the product data. */
import type { SchemaDocument } from '../../site/schema-compile.ts';
import type { JsonProblem } from '../../site/report.ts';
import { SITE_NAME_HEADER, SITE_VERSION_HEADER } from '../site-protocol.ts';
import { startedRequest } from './started-requests.ts';

export interface SiteFile {
  text: string;
  /** A hash of the file's bytes: a save names the version it was made from, and the server refuses a stale one. */
  version: string;
}

export type SaveResult =
  | { ok: true; version: string }
  | { ok: false; reason: 'changed-on-disk'; file: SiteFile }
  | { ok: false; reason: 'invalid'; problems: JsonProblem[] }
  | { ok: false; reason: 'failed'; message: string };

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** The file as opened, with its own name ("site.json", or the file SITE_JSON names). */
export interface OpenedFile extends SiteFile {
  name: string;
  /** Its bytes as read, for the checker's worker to take as they are (then they are its own, and empty here). */
  bytes?: Uint8Array;
}

export async function loadSite(): Promise<OpenedFile> {
  const response = await (startedRequest('site') ?? fetch('/api/site', { cache: 'no-store' }));
  if (!response.ok) throw new Error(`site.json could not be read (HTTP ${response.status})`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    // As the server reads the file: a byte-order mark is kept, so the text saved back is the same.
    text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
    bytes,
    version: response.headers.get(SITE_VERSION_HEADER) ?? '',
    name: decodeURIComponent(response.headers.get(SITE_NAME_HEADER) ?? 'site.json'),
  };
}

/** The version of site.json on disk now, or undefined when it cannot be told (the server stopped, the file is gone). */
export async function versionOnDisk(): Promise<string | undefined> {
  try {
    const response = await fetch('/api/site/version', { cache: 'no-store' });
    return response.ok ? (await json<{ version: string }>(response)).version : undefined;
  } catch {
    return undefined;
  }
}

export async function loadSchemas(): Promise<SchemaDocument[]> {
  const response = await (startedRequest('schemas') ?? fetch('/api/schemas'));
  if (!response.ok) throw new Error(`the schemas could not be read (HTTP ${response.status})`);
  return (await json<{ documents: SchemaDocument[] }>(response)).documents;
}

export async function saveSite(text: string, baseVersion: string): Promise<SaveResult> {
  return putText('/api/site', text, baseVersion);
}

/** The product data (the file GET /api/product answers from): its path as the problems name it, text and version. */
export async function loadProductData(): Promise<OpenedFile> {
  const response = await (startedRequest('product') ?? fetch('/api/product-data', { cache: 'no-store' }));
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(
      typeof body.message === 'string' ? body.message : `the product data could not be read (HTTP ${response.status})`,
    );
  return body as unknown as OpenedFile;
}

/** Saves the product data over the version it was made from, if it matches the product answer's schema. */
export async function saveProductData(text: string, baseVersion: string): Promise<SaveResult> {
  return putText('/api/product-data', text, baseVersion);
}

/** What saving site.json together with the product data did (see saveWithProductData). */
export interface SaveBothResult {
  /** The product data's save; undefined when its text had not changed. */
  product?: SaveResult;
  /** site.json's save; undefined when it was not tried, because the product data's was refused. */
  site?: SaveResult;
  /** site.json was refused after the product data was saved: whether the product data was put back as it was. */
  productPutBack?: boolean;
}

/**
 * Saves the product data, then site.json, so the figures both hold never differ on disk. The product data goes
 * first: site.json's check reads it, and a fact that follows a changed figure passes only once the product data on
 * disk says the same. When site.json is then refused, the product data is put back as it was.
 */
export async function saveWithProductData(
  site: { text: string; baseVersion: string },
  product?: { text: string; saved: SiteFile },
): Promise<SaveBothResult> {
  if (!product || product.text === product.saved.text) return { site: await saveSite(site.text, site.baseVersion) };
  const productSave = await saveProductData(product.text, product.saved.version);
  if (!productSave.ok) return { product: productSave };
  const siteSave = await saveSite(site.text, site.baseVersion);
  if (siteSave.ok) return { product: productSave, site: siteSave };
  const putBack = await saveProductData(product.saved.text, productSave.version);
  return { product: productSave, site: siteSave, productPutBack: putBack.ok };
}

/** A save of a file's text over the version it was made from, and what the server said, in the editor's words. */
async function putText(path: string, text: string, baseVersion: string): Promise<SaveResult> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text, baseVersion }),
    });
  } catch {
    return {
      ok: false,
      reason: 'failed',
      message: "the editor's server does not answer: is `npm run edit` still running?",
    };
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, version: String(body.version) };
  if (response.status === 409)
    return { ok: false, reason: 'changed-on-disk', file: { text: String(body.text), version: String(body.version) } };
  if (response.status === 422) return { ok: false, reason: 'invalid', problems: body.problems as JsonProblem[] };
  return {
    ok: false,
    reason: 'failed',
    message: typeof body.message === 'string' ? body.message : `the server refused (HTTP ${response.status})`,
  };
}
