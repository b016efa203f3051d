/**
 * The site as the build validated it, with its pictures as the build made them, handed from `npm run build` (scripts/build.ts) to the prerender as a file: the
 * build checks site.json once and writes it; the prerender reads it from disk when it starts, so site.json is neither
 * checked twice nor carried inside the server bundle. The file's path travels in the environment variable below.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../schemas/site.types.ts';
import type { PictureManifest } from '../picture-outputs.ts';
import type { TextShape } from '../text-shape.ts';

export const VALIDATED_SITE_SETTING = 'SITE_VALIDATED_JSON';

export interface ValidatedSite {
  /** site.json as the check read it. */
  source: SiteConfig;
  /** Which of its strings are texts to translate (the schema's text shape). */
  texts: TextShape | null;
  /** What the build made of each picture the site shows (scripts/build/pictures.ts). */
  pictures: PictureManifest;
}

export function writeValidatedSite(file: string, site: ValidatedSite): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(site));
}

/** The site the build handed over; a build started another way than `npm run build` has none, and stops here. */
export function readValidatedSite(env: NodeJS.ProcessEnv = process.env): ValidatedSite {
  const file = env[VALIDATED_SITE_SETTING];
  if (!file)
    throw new Error(
      `no validated site to prerender (${VALIDATED_SITE_SETTING} is unset): build with \`npm run build\`, which checks site.json first`,
    );
  return JSON.parse(readFileSync(file, 'utf8')) as ValidatedSite;
}
