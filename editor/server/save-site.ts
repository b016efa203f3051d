/**
 * PUT /api/site: saves the editor's text over site.json, only if the file is still the version the editor started
 * from and only if the site's own checker finds nothing wrong. Anything else writes nothing.
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

/** Far above any real site.json (~50 KiB), low enough that a runaway request cannot fill the memory. */
export const SAVE_BODY_LIMIT_BYTES = 5 * 1024 * 1024;

interface SaveRequest {
  text: string;
  baseVersion: string;
}

export type SiteSaver = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export function siteSaver(siteFile: string, log: (line: string) => void): SiteSaver {
  const queue = oneAtATime();
  return async (request, response) => {
    const body = await readBody(request, SAVE_BODY_LIMIT_BYTES);
    if (!body.ok) {
      // The rest of the body is never read, so the connection cannot carry another request.
      if (body.reason === 'too-large') sendJson(response, 413, { error: 'too-large', message: `The text is larger than ${SAVE_BODY_LIMIT_BYTES / 1024 / 1024} MB; nothing was saved.` }, { Connection: 'close' });
      return;
    }
    const wanted = saveRequestOf(body.text);
    if (typeof wanted === 'string') return sendJson(response, 400, { error: 'bad-request', message: wanted });
    // Read, compare, check and write as one step: a second save waits and then sees the first one's version.
    await queue(() => save(siteFile, wanted, response, log));
  };
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

async function save(siteFile: string, { text, baseVersion }: SaveRequest, response: ServerResponse, log: (line: string) => void): Promise<void> {
  const current = await readSiteFile(siteFile);
  if (!current) return sendJson(response, 404, { error: 'missing', message: 'site.json is no longer there; nothing was saved.' });
  if (current.version !== baseVersion) return sendJson(response, 409, { error: 'changed-on-disk', version: current.version, text: current.text });
  const check = checkSiteText(text, { siteName: 'site.json', writtenIds: WRITTEN_IDS });
  // Texts still to translate do not stop a save: `npm run validate -- --missing` lists them, and the build refuses them.
  if (!check.ok && !check.draft) return sendJson(response, 422, { error: 'invalid', problems: jsonReport('site.json', check) });
  const bytes = Buffer.from(text, 'utf8');
  try {
    await writeFileAtomically(siteFile, bytes);
  } catch (error) {
    const message = `site.json could not be saved: ${whyNotWritten(error as NodeJS.ErrnoException)}. The file on disk is unchanged.`;
    log(message);
    return sendJson(response, 500, { error: 'write-failed', message });
  }
  sendJson(response, 200, { version: versionOf(bytes) });
}

/** Why a write failed, in words rather than Node's error codes. */
function whyNotWritten(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'EACCES':
    case 'EPERM': return 'permission denied (this account may not write the file or its folder)';
    case 'ENOSPC': return 'the disk is full';
    case 'EDQUOT': return 'the disk quota is used up';
    case 'EROFS': return 'the file system is read-only';
    default: return `the system refused (${error.code ?? error.message})`;
  }
}
