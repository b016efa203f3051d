/**
 * The build's pictures: for each picture file site.json names, the files picture-recipes.ts makes, written into
 * dist/client/media/ under names that carry a hash of their bytes (so they can be cached for a year), and what the
 * pages need to draw them (site/picture-outputs.ts).
 *
 * Making AVIF files takes seconds, so what a source makes is kept in node_modules/.cache/site-pictures/, in a folder
 * named by the hash of the source's bytes and of the recipes: a build whose pictures did not change makes none. A
 * folder is written under a temporary name and renamed, so a build that stops halfway leaves no partial entry.
 */
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { PROJECT_DIR } from '../../site/node/paths.ts';
import { pictureFilePath } from '../../site/node/picture-files.ts';
import {
  MEDIA_FOLDER,
  type PictureFormat,
  type PictureManifest,
  type PictureOutputs,
} from '../../site/picture-outputs.ts';
import { makePicture, RECIPE_VERSION } from './picture-recipes.ts';

export const PICTURE_CACHE_DIR = path.join(PROJECT_DIR, 'node_modules/.cache/site-pictures');
const ENTRY_FILE = 'entry.json';
/** The characters of a file's hash its name carries: enough that two versions never share a name. */
const NAME_HASH_LENGTH = 10;
const EXTENSION: Record<PictureFormat, string> = {
  avif: 'avif',
  webp: 'webp',
  png: 'png',
  jpeg: 'jpg',
  gif: 'gif',
  svg: 'svg',
};

/** A cache entry: a picture's outputs, each file by its name in the entry's folder. */
interface Entry extends Omit<PictureOutputs, 'files'> {
  files: { format: PictureFormat; width: number; file: string; hash: string }[];
}

export interface BuiltPictures {
  manifest: PictureManifest;
  /** Each file to write into the site: its path under dist/client/ → the cache's file that holds it. */
  files: Map<string, string>;
  /** How many sources were made now rather than taken from the cache. */
  made: number;
}

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** Makes (or takes from the cache) the files of each picture `srcs` names; the checker has seen each is a picture. */
export async function buildPictures(
  srcs: readonly string[],
  { projectDir, cacheDir = PICTURE_CACHE_DIR }: { projectDir?: string; cacheDir?: string } = {},
): Promise<BuiltPictures> {
  const built: BuiltPictures = { manifest: {}, files: new Map(), made: 0 };
  const folders = srcs.map((src) => {
    const file = pictureFilePath(src, projectDir);
    if (!file) throw new Error(`the picture "${src}" is outside media/ and public/`);
    return { src, file, folder: path.join(cacheDir, sha256(RECIPE_VERSION + sha256(readFileSync(file)))) };
  });
  // The sources not in the cache (on a fresh clone, every one: seconds of AVIF each) are made a core's worth at a
  // time: one source's files are encoded side by side, and an AVIF encoder keeps about one core busy.
  const missing = [
    ...new Map(
      folders.filter(({ folder }) => !existsSync(path.join(folder, ENTRY_FILE))).map((made) => [made.folder, made]),
    ).values(),
  ];
  const makeNext = async (): Promise<void> => {
    for (let next = missing.pop(); next; next = missing.pop()) {
      await writeEntry(next.folder, readFileSync(next.file));
      built.made++;
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, makeNext));
  for (const { src, folder } of folders) {
    const entry = JSON.parse(readFileSync(path.join(folder, ENTRY_FILE), 'utf8')) as Entry;
    const name = baseName(src);
    const files = entry.files.map((made) => {
      const url = `/${MEDIA_FOLDER}/${name}-${made.width}.${made.hash.slice(0, NAME_HASH_LENGTH)}.${EXTENSION[made.format]}`;
      built.files.set(url.slice(1), path.join(folder, made.file));
      return { format: made.format, width: made.width, url };
    });
    built.manifest[src] = {
      width: entry.width,
      height: entry.height,
      fallback: entry.fallback,
      files,
      ...(entry.placeholder ? { placeholder: entry.placeholder } : {}),
    };
  }
  return built;
}

/** Writes each file of `built` into `clientDir`: a hard link to the cache's file (a copy on another file system). */
export function writePictures(clientDir: string, built: BuiltPictures): void {
  for (const [file, cached] of built.files) {
    const target = path.join(clientDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    try {
      linkSync(cached, target);
    } catch {
      copyFileSync(cached, target);
    }
  }
}

/** The picture's file name without its extension, in the characters an address keeps as they are. */
const baseName = (src: string) =>
  (src.split('/').pop() ?? 'picture').replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9_-]/g, '-') || 'picture';

async function writeEntry(folder: string, source: Buffer): Promise<void> {
  const made = await makePicture(source);
  const temporary = `${folder}.tmp-${process.pid}`;
  rmSync(temporary, { recursive: true, force: true });
  mkdirSync(temporary, { recursive: true });
  const files = made.files.map(({ format, width, bytes }) => {
    const file = `${width}.${EXTENSION[format]}`;
    writeFileSync(path.join(temporary, file), bytes);
    return { format, width, file, hash: sha256(bytes) };
  });
  const entry: Entry = {
    width: made.width,
    height: made.height,
    fallback: made.fallback,
    files,
    ...(made.placeholder ? { placeholder: made.placeholder } : {}),
  };
  writeFileSync(path.join(temporary, ENTRY_FILE), JSON.stringify(entry));
  try {
    renameSync(temporary, folder);
  } catch {
    // Another build wrote the same entry meanwhile: theirs is as good.
    rmSync(temporary, { recursive: true, force: true });
  }
}
