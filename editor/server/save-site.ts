/**
 * PUT /api/site: saves the editor's text over site.json, only if the file is still the version the editor started
 * from and only if the site's own checker finds nothing wrong. Anything else writes nothing. The steps every save of
 * the editor takes (the request's body, the version compared, the atomic write) are exported for the product data's.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { WRITTEN_IDS } from '../../sections/section-facts.ts';
import { readBody } from '../../server/api/read-body.ts';
import { sendJson } from '../../server/api/json-response.ts';
import { checkSiteText } from '../../site/node/check.ts';
import { jsonReport } from '../../site/report.ts';
import { writeFileAtomically } from './atomic-write.ts';
import { oneAtATime } from './one-at-a-time.ts';
import { readSiteFile, versionOf } from './site-file.ts';

/** Far above any real site.json (~50 KiB) or product data, low enough that a runaway request cannot fill the memory. */
export const SAVE_BODY_LIMIT_BYTES = 5 * 1024 * 1024;

/** What a PUT of a file's text sends: the text, and the version of the file it was made from. */
export interface SaveRequest {
  text: string;
  baseVersion: string;
}

export type SiteSaver = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/**
 * Told of each file written by a save, after its answer is sent (team mode commits it): the request, the file, its
 * name. The next save is written once it has ended, so each save is committed alone, with its own words.
 */
export type OnSaved = (request: IncomingMessage, file: string, name: string) => void | Promise<void>;

/**
 * `queue` runs one save at a time; the editor's API hands the same one to every file it saves, so a check that reads
 * another file (site.json's reads the product data) never runs while that file is being written.
 */
export function siteSaver(
  siteFile: string,
  log: (line: string) => void,
  queue = oneAtATime(),
  onSaved?: OnSaved,
): SiteSaver {
  return async (request, response) => {
    const wanted = await readSaveRequest(request, response);
    if (!wanted) return;
    // Read, compare, check and write as one step: a second save waits and then sees the first one's version.
    await queue(async () => {
      if (await save(siteFile, wanted, response, log)) await onSaved?.(request, siteFile, 'site.json');
    });
  };
}

/** The body of a save, or undefined once the refusal is answered (413 over the size limit, 400 not a save request). */
export async function readSaveRequest(
  request: IncomingMessage,
  response: ServerResponse,
): Promise<SaveRequest | undefined> {
  const body = await readBody(request, SAVE_BODY_LIMIT_BYTES);
  if (!body.ok) {
    // The rest of the body is never read, so the connection cannot carry another request.
    if (body.reason === 'too-large')
      sendJson(
        response,
        413,
        {
          error: 'too-large',
          message: `The text is larger than ${SAVE_BODY_LIMIT_BYTES / 1024 / 1024} MB; nothing was saved.`,
        },
        { Connection: 'close' },
      );
    return undefined;
  }
  const wanted = saveRequestOf(body.text);
  if (typeof wanted !== 'string') return wanted;
  sendJson(response, 400, { error: 'bad-request', message: wanted });
  return undefined;
}

/** The request's fields, or a sentence saying what is wrong with the body. */
function saveRequestOf(body: string): SaveRequest | string {
  const shape = 'The body must be JSON of the form {"text": "…", "baseVersion": "…"}.';
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return `${shape} It is not JSON.`;
  }
  if (typeof data !== 'object' || data === null) return shape;
  const { text, baseVersion } = data as Record<string, unknown>;
  if (typeof text !== 'string') return `${shape} "text" is missing or not a string.`;
  if (typeof baseVersion !== 'string') return `${shape} "baseVersion" is missing or not a string.`;
  return { text, baseVersion };
}

async function save(
  siteFile: string,
  { text, baseVersion }: SaveRequest,
  response: ServerResponse,
  log: (line: string) => void,
): Promise<boolean> {
  if (!(await unchangedSince(siteFile, 'site.json', baseVersion, response))) return false;
  const check = checkSiteText(text, { siteName: 'site.json', writtenIds: WRITTEN_IDS });
  // Texts still to translate do not stop a save: `npm run validate -- --missing` lists them, and the build refuses them.
  if (!check.ok && !check.draft) {
    sendJson(response, 422, { error: 'invalid', problems: jsonReport('site.json', check) });
    return false;
  }
  return writeAndAnswer(siteFile, 'site.json', text, response, log);
}

/**
 * True when `file` is still the version `baseVersion`; otherwise answers 404 when it is gone, or 409 with its text and
 * version now, so the editor can show what changed, and returns false.
 */
export async function unchangedSince(
  file: string,
  name: string,
  baseVersion: string,
  response: ServerResponse,
): Promise<boolean> {
  const current = await readSiteFile(file);
  if (!current) {
    sendJson(response, 404, { error: 'missing', message: `${name} is no longer there; nothing was saved.` });
    return false;
  }
  if (current.version === baseVersion) return true;
  sendJson(response, 409, { error: 'changed-on-disk', version: current.version, text: current.text });
  return false;
}

/**
 * Writes `text` over `file` atomically and answers its new version; when the disk refuses, answers 500 with the reason
 * in words (`name` is the file as the editor names it) and leaves the file as it was. True when written.
 */
export async function writeAndAnswer(
  file: string,
  name: string,
  text: string,
  response: ServerResponse,
  log: (line: string) => void,
): Promise<boolean> {
  const bytes = Buffer.from(text, 'utf8');
  try {
    await writeFileAtomically(file, bytes);
  } catch (error) {
    const message = `${name} could not be saved: ${whyNotWritten(error as NodeJS.ErrnoException)}. The file on disk is unchanged.`;
    log(message);
    sendJson(response, 500, { error: 'write-failed', message });
    return false;
  }
  sendJson(response, 200, { version: versionOf(bytes) });
  return true;
}

/** Why a write failed, in words rather than Node's error codes. */
export function whyNotWritten(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied (this account may not write the file or its folder)';
    case 'ENOSPC':
      return 'the disk is full';
    case 'EDQUOT':
      return 'the disk quota is used up';
    case 'EROFS':
      return 'the file system is read-only';
    default:
      return `the system refused (${error.code ?? error.message})`;
  }
}
