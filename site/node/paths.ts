/** Where the project's inputs live. Found from the nearest package.json above this module that sits beside schemas/, so
 * the paths hold for the source file, for its bundle in node_modules/.cache (see scripts/run.mjs) and for Vike's server
 * bundle (whose output folder has a package.json of its own). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function projectDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (
    !existsSync(path.join(dir, 'package.json')) ||
    !existsSync(path.join(dir, 'schemas')) ||
    dir.endsWith('node_modules')
  ) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

export const PROJECT_DIR = projectDir();
export const SCHEMA_DIR = path.join(PROJECT_DIR, 'schemas');
/** One folder per section type (section-folders.ts), its schema among them. */
export const SECTIONS_DIR = path.join(PROJECT_DIR, 'sections');
/** The folder of the pictures site.json names as "media/NAME", unless SITE_MEDIA_DIR names another (a test's copy). */
export function mediaDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.SITE_MEDIA_DIR ? path.resolve(env.SITE_MEDIA_DIR) : path.join(PROJECT_DIR, 'media');
}
/** Files copied as they are to the site's root (favicon, share image). */
export const PUBLIC_DIR = path.join(PROJECT_DIR, 'public');
/** SITE_JSON builds another site file (the benchmark's generated sites) without touching site.json. */
export const SITE_FILE = process.env.SITE_JSON
  ? path.resolve(process.env.SITE_JSON)
  : path.join(PROJECT_DIR, 'site.json');
export const DEFAULT_SITE_FILE = path.join(PROJECT_DIR, 'site.json');
/** SITE_DIST_DIR lets parallel test runs build and serve their own copy. */
export const DIST_DIR = process.env.SITE_DIST_DIR
  ? path.resolve(process.env.SITE_DIST_DIR)
  : path.join(PROJECT_DIR, 'dist');

/** Schemas that describe a whole document (each becomes a root of the generated types). */
export const ROOT_SCHEMAS = [
  'site.schema.json',
  'api/product-answer.schema.json',
  'api/contact-request.schema.json',
  'api/contact-answer.schema.json',
] as const;
/** The product data the local API answers GET /api/product from, unless PRODUCT_DATA_FILE names another. */
export const DEFAULT_PRODUCT_DATA_FILE = path.join(PROJECT_DIR, 'server/api/data/products.json');

export function productDataFile(env: NodeJS.ProcessEnv = process.env): string {
  return env.PRODUCT_DATA_FILE ? path.resolve(env.PRODUCT_DATA_FILE) : DEFAULT_PRODUCT_DATA_FILE;
}
