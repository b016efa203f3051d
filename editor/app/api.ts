/** The editor server's API (editor/server/site-api.ts): site.json's text and version, the schemas, saving. */
import type { SchemaDocument } from '../../site/schema-compile.ts';
import type { JsonProblem } from '../../site/report.ts';

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
}

export async function loadSite(): Promise<OpenedFile> {
  const response = await fetch('/api/site', { cache: 'no-store' });
  if (!response.ok) throw new Error(`site.json could not be read (HTTP ${response.status})`);
  return json<OpenedFile>(response);
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
  const response = await fetch('/api/schemas');
  if (!response.ok) throw new Error(`the schemas could not be read (HTTP ${response.status})`);
  return (await json<{ documents: SchemaDocument[] }>(response)).documents;
}

export async function saveSite(text: string, baseVersion: string): Promise<SaveResult> {
  let response: Response;
  try {
    response = await fetch('/api/site', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text, baseVersion }) });
  } catch {
    return { ok: false, reason: 'failed', message: 'the editor\'s server does not answer: is `npm run edit` still running?' };
  }
  const body = await response.json().catch(() => ({})) as Record<string, unknown>;
  if (response.ok) return { ok: true, version: String(body.version) };
  if (response.status === 409) return { ok: false, reason: 'changed-on-disk', file: { text: String(body.text), version: String(body.version) } };
  if (response.status === 422) return { ok: false, reason: 'invalid', problems: body.problems as JsonProblem[] };
  return { ok: false, reason: 'failed', message: typeof body.message === 'string' ? body.message : `the server refused (HTTP ${response.status})` };
}
