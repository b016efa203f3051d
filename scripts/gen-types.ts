/**
 * Writes what is generated from schemas/ and the section folders: the section union, registry, facts and stylesheet
 * (gen/section-files.ts), the focal points' classes (gen/focal-point-styles.ts), then the TypeScript types of every root schema (gen/site-types.ts), which read that union.
 * `--check` writes nothing and exits 1 when a written file is stale (npm test runs it). `--dir DIR` works on the
 * project in DIR (a test's copy).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { focalPointStyles } from './gen/focal-point-styles.ts';
import { sectionFiles, type GeneratedFile } from './gen/section-files.ts';
import { siteTypes } from './gen/site-types.ts';
import { PROJECT_DIR } from '../site/node/paths.ts';

const dirAt = process.argv.indexOf('--dir');
const projectDir = dirAt >= 0 ? path.resolve(process.argv[dirAt + 1]!) : PROJECT_DIR;
const check = process.argv.includes('--check');
const stale: string[] = [];

async function keep({ file, text }: GeneratedFile): Promise<void> {
  const at = path.join(projectDir, file);
  const written = await readFile(at, 'utf8').catch(() => '');
  if (written === text) return;
  if (check) stale.push(file);
  else {
    await writeFile(at, text);
    console.log(`Wrote ${file}`);
  }
}

for (const file of sectionFiles(projectDir)) await keep(file);
await keep(focalPointStyles());
// The types are read from the section union on disk: with --check, a stale union is reported above.
await keep(await siteTypes(projectDir));

if (stale.length > 0) {
  console.error(
    `Out of date with schemas/ and sections/: ${stale.join(', ')}. Run \`npm run gen:types\` and commit the result.`,
  );
  process.exit(1);
}
console.log(check ? 'Generated files are up to date.' : 'Generated files are written.');
