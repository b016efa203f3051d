/**
 * Checking site.json in Node: the core check (../check-site.ts) with what it needs read from disk — the compiled
 * schema, the public/ folder, the product data file. Used by `npm run validate`, the build and the dev server.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkSite, type SiteCheck } from '../check-site.ts';
import type { ProductDataFile } from '../product-facts.ts';
import type { Problem } from '../problems.ts';
import type { WrittenIds } from '../reserved-ids.ts';
import { readablePath } from '../readable-path.ts';
import { schemaProblems } from '../schema-check.ts';
import { productDataFile, PUBLIC_DIR } from './paths.ts';
import { compiledSchema } from './schema-cache.ts';

export interface CheckOptions {
  /** How the problems name the checked file inside their messages ("site.json"). */
  siteName?: string;
  /** The product data whose free-plan figures the facts must repeat; PRODUCT_DATA_FILE or the local API's by default. */
  productDataFile?: string;
  /** The ids the renderer and the section components write (sections/section-facts.ts). */
  writtenIds?: WrittenIds;
}

export function checkSiteText(text: string, options: CheckOptions = {}): SiteCheck {
  return checkSite(text, {
    schema: compiledSchema('site.schema.json'),
    siteName: options.siteName ?? 'site.json',
    hasPublicFile: (src) => existsSync(path.join(PUBLIC_DIR, src)),
    ...(options.writtenIds ? { writtenIds: options.writtenIds } : {}),
    ...productData(options.productDataFile ?? productDataFile()),
  });
}

/** A product data file that cannot be read adds nothing to the check: the local API reports it when it starts. */
function productData(file: string): { productData?: ProductDataFile } {
  try {
    return { productData: { name: path.relative(process.cwd(), file) || file, text: readFileSync(file, 'utf8') } };
  } catch {
    return {};
  }
}

export async function checkSiteFile(file: string, options: CheckOptions = {}): Promise<SiteCheck> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const message = `cannot read the file: ${unreadable(error as NodeJS.ErrnoException)}`;
    return { ok: false, problems: [{ code: 'unreadable-file', pointer: '', path: readablePath('', undefined), line: 1, column: 1, message }] };
  }
  return checkSiteText(text, { siteName: path.relative(process.cwd(), file) || file, ...options });
}

/** Why a file could not be read, in words rather than Node's error codes. */
export function unreadable(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ENOENT': return 'no such file';
    case 'EISDIR': return 'this is a folder, not a file: give the path of the .json file itself';
    case 'EACCES':
    case 'EPERM': return 'permission denied: this account may not read it, so change the file\'s permissions or copy it somewhere readable';
    default: return `the system refused (${error.code ?? error.message})`;
  }
}

/** The problems of a document against another schema of schemas/ (the API's requests and answers). */
export function schemaFileProblems(schemaFile: string, data: unknown): Problem[] {
  return schemaProblems(compiledSchema(schemaFile), data);
}
