/**
 * GET and POST /api/media: the pictures of media/ (the folder the checker and the build read them from), and adding
 * one. An upload is the picture's bytes as the body (Content-Type: application/octet-stream) with its name on the
 * computer it came from in X-File-Name (URI-encoded). It is refused over the size the checker allows, before more
 * than that is read; it must be a picture by its bytes, as the checker tells one (site/picture-check.ts); its name is
 * cleaned (media-names.ts). Bytes already in media/ are answered with that file's name; otherwise the picture is
 * written, atomically, under a name no other file has. Nothing is ever written outside media/.
 */
import { mkdir, open, readdir, readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { readBodyBytes } from '../../server/api/read-body.ts';
import { sendJson } from '../../server/api/json-response.ts';
import {
  MAX_PICTURE_BYTES,
  PICTURE_HEAD_BYTES,
  pictureKind,
  svgHasScript,
  type PictureKind,
} from '../../site/picture-check.ts';
import { MEDIA_FOLDER } from '../../site/picture-outputs.ts';
import { mediaDir } from '../../site/node/paths.ts';
import { writeFileAtomically } from './atomic-write.ts';
import { FILE_NAME_HEADER, TOO_LARGE_MESSAGE, type MediaPicture, type UploadAnswer } from '../media-protocol.ts';
import { cleanBaseName, EXTENSION_OF, freeName } from './media-names.ts';
import { oneAtATime } from './one-at-a-time.ts';
import { whyNotWritten } from './save-site.ts';

export interface MediaApi {
  list(response: ServerResponse): Promise<void>;
  upload(request: IncomingMessage, response: ServerResponse): Promise<void>;
}

const KINDS_IN_WORDS = 'PNG, JPEG, GIF, WebP, AVIF or SVG';

export function mediaApi(log: (line: string) => void): MediaApi {
  // One upload at a time: two of the same name never both find it free.
  const uploads = oneAtATime();
  const sizes = sizeCache();

  return {
    async list(response) {
      const folder = mediaDir();
      const names = await pictureNames(folder);
      const pictures: MediaPicture[] = [];
      for (const name of names) {
        const picture = await sizes.describe(folder, name);
        if (picture) pictures.push(picture);
      }
      sendJson(response, 200, { pictures });
    },

    async upload(request, response) {
      const body = await readBodyBytes(request, MAX_PICTURE_BYTES);
      // The rest of the body is never read, so the connection cannot carry another request.
      if (!body.ok) {
        if (body.reason === 'too-large')
          sendJson(response, 413, { error: 'too-large', message: TOO_LARGE_MESSAGE }, { Connection: 'close' });
        return;
      }
      const { bytes } = body;
      if (bytes.length === 0)
        return sendJson(response, 400, { error: 'empty', message: 'The file is empty: choose the picture again.' });
      const kind = pictureKind(bytes.subarray(0, PICTURE_HEAD_BYTES));
      if (!kind)
        return sendJson(response, 422, {
          error: 'not-a-picture',
          message: `This file is not a picture by its contents (not ${KINDS_IN_WORDS}), whatever its name says: save it again in one of those formats.`,
        });
      if (kind === 'svg' && svgHasScript(bytes.toString('utf8'))) {
        return sendJson(response, 422, {
          error: 'svg-with-script',
          message:
            'This drawing holds a script (a <script> element, an "on…" attribute or a javascript: address), which the site refuses to show: export the drawing again without scripts.',
        });
      }
      await uploads(() => save(bytes, kind, uploadedName(request), response));
    },
  };

  async function save(bytes: Buffer, kind: PictureKind, uploaded: string, response: ServerResponse): Promise<void> {
    const folder = mediaDir();
    try {
      await mkdir(folder, { recursive: true });
      const names = await fileNames(folder);
      const same = await sameBytes(folder, names, bytes);
      if (same)
        return sendJson(response, 200, {
          ...(await sizes.describe(folder, same)),
          existing: true,
        } satisfies Partial<UploadAnswer>);
      const taken = new Set(names.map((name) => name.toLowerCase()));
      const name = freeName(cleanBaseName(uploaded), EXTENSION_OF[kind], (candidate) => taken.has(candidate));
      const file = path.join(folder, name);
      // The cleaned name has no slash and no "..": this holds it, should that ever change.
      if (path.dirname(file) !== folder) throw new Error(`refused to write ${name} outside ${folder}`);
      await writeFileAtomically(file, bytes);
      log(`Added the picture ${MEDIA_FOLDER}/${name}.`);
      sendJson(response, 201, {
        ...(await sizes.describe(folder, name)),
        existing: false,
      } satisfies Partial<UploadAnswer>);
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code
        ? whyNotWritten(error as NodeJS.ErrnoException)
        : (error as Error).message;
      const message = `The picture could not be saved into ${MEDIA_FOLDER}/: ${reason}.`;
      log(message);
      sendJson(response, 500, { error: 'write-failed', message });
    }
  }
}

/** The uploaded file's own name, as the app sent it; an undecodable one counts as none. */
function uploadedName(request: IncomingMessage): string {
  const header = request.headers[FILE_NAME_HEADER.toLowerCase()];
  const raw = Array.isArray(header) ? header[0] : header;
  try {
    return decodeURIComponent(raw ?? '');
  } catch {
    return '';
  }
}

/** The files of the folder (no folders, no hidden files such as a write's temporary one); none when it is missing. */
async function fileNames(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

/** The files of the folder a picture field can name ("media/NAME": a letter or digit first), in name order. */
async function pictureNames(folder: string): Promise<string[]> {
  return (await fileNames(folder)).filter((name) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name));
}

/** The name of a file of the folder that holds exactly `bytes`, if one does. */
async function sameBytes(folder: string, names: string[], bytes: Buffer): Promise<string | undefined> {
  for (const name of names) {
    const file = path.join(folder, name);
    if ((await stat(file)).size !== bytes.length) continue;
    if ((await readFile(file)).equals(bytes)) return name;
  }
  return undefined;
}

/**
 * What the list tells of each picture, kept by its name, size and time of change: the list is asked for each time the
 * library opens, and reading a picture's size costs sharp a look at its header.
 */
function sizeCache() {
  const known = new Map<string, { version: string; picture: MediaPicture | undefined }>();
  return {
    async describe(folder: string, name: string): Promise<MediaPicture | undefined> {
      const file = path.join(folder, name);
      const stats = await stat(file);
      const version = `${stats.size}:${stats.mtimeMs}`;
      const kept = known.get(file);
      if (kept?.version === version) return kept.picture;
      const picture = await describeFile(file, name, stats.size);
      known.set(file, { version, picture });
      return picture;
    },
  };
}

/** The picture's facts, or undefined when the file is no picture by its bytes. */
async function describeFile(file: string, name: string, bytes: number): Promise<MediaPicture | undefined> {
  const handle = await open(file, 'r');
  const head = Buffer.alloc(Math.min(bytes, PICTURE_HEAD_BYTES));
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  if (!pictureKind(head)) return undefined;
  const { width, height } = await sharp(file)
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  return { name, src: `${MEDIA_FOLDER}/${name}`, bytes, width: width ?? null, height: height ?? null };
}
