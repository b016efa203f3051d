/** `npm run validate [FILE]`: checks site.json (or FILE), prints every problem, exits 0 when valid and 1 otherwise. */
import path from 'node:path';
import { SITE_FILE } from './site/paths.ts';
import { checkSiteFile, report } from './site/validate-site.ts';

const file = process.argv[2] ? path.resolve(process.argv[2]) : SITE_FILE;
try {
  const check = await checkSiteFile(file);
  (check.ok ? console.log : console.error)(report(process.argv[2] ?? 'site.json', check));
  process.exitCode = check.ok ? 0 : 1;
} catch (error) {
  // A bug in the validator itself: still one plain line, never a stack trace for an editor.
  console.error(`validate: could not check ${file}: ${(error as Error).message}`);
  process.exitCode = 1;
}
