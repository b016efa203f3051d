/**
 * GET /api/media/files: what each file of media/ and public/ holds, told as the checker reads it from disk
 * (site/node/picture-files.ts), so the editor's live check says of a picture what `npm run validate` says: missing,
 * not a picture, too large, a drawing with a script, too small for its place. A file is read again only once its size
 * or time of change differs; hidden files (a write's temporary one) are not listed.
 */
import { readdir, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { sendJson } from '../../server/api/json-response.ts';
import type { PictureFile } from '../../site/picture-check.ts';
import { MEDIA_FOLDER } from '../../site/picture-outputs.ts';
import { mediaDir, PUBLIC_DIR } from '../../site/node/paths.ts';
import { readFacts } from '../../site/node/picture-files.ts';
import type { PictureFilesAnswer } from '../media-protocol.ts';

export function pictureFilesApi() {
  const known = new Map<string, { version: string; facts: PictureFile | undefined }>();

  async function factsOf(file: string): Promise<PictureFile | undefined> {
    const stats = await stat(file);
    const version = `${stats.size}:${stats.mtimeMs}`;
    const kept = known.get(file);
    if (kept?.version === version) return kept.facts;
    const facts = readFacts(file);
    known.set(file, { version, facts });
    return facts;
  }

  /** Each file under `folder`, by the address a field gives it: `prefix` and its path there. */
  async function filesIn(folder: string, prefix: string, into: Record<string, PictureFile>): Promise<void> {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const file = path.join(entry.parentPath, entry.name);
      const relative = path.relative(folder, file).split(path.sep);
      if (!entry.isFile() || relative.some((part) => part.startsWith('.'))) continue;
      // A file removed since the folder was read is simply not there.
      const facts = await factsOf(file).catch(() => undefined);
      if (facts) into[prefix + relative.join('/')] = facts;
    }
  }

  return {
    async list(response: ServerResponse): Promise<void> {
      const files: Record<string, PictureFile> = {};
      await filesIn(mediaDir(), `${MEDIA_FOLDER}/`, files);
      await filesIn(PUBLIC_DIR, '/', files);
      sendJson(response, 200, { files } satisfies PictureFilesAnswer);
    },
  };
}
