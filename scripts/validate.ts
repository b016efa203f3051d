/**
 * `npm run validate [FILE]`: checks site.json (or FILE), prints every problem, exits 0 when valid and 1 otherwise.
 * `--json` prints the problems as a JSON array for tools; `--watch` checks again on every save and never exits by itself.
 */
import path from 'node:path';
import { WRITTEN_IDS } from '../sections/section-facts.ts';
import { checkSiteFile } from '../site/node/check.ts';
import { SITE_FILE } from '../site/node/paths.ts';
import { watchSiteFile } from '../site/node/watch.ts';
import { jsonReport, report } from '../site/report.ts';

const OPTIONS = ['--watch', '--json'];
const args = process.argv.slice(2);
const unknown = args.find((arg) => arg.startsWith('-') && !OPTIONS.includes(arg));
const files = args.filter((arg) => !arg.startsWith('-'));
if (unknown !== undefined || files.length > 1) {
  console.error(`validate: ${unknown !== undefined ? `unknown option ${unknown}` : 'give one file at most'}. Usage: npm run validate -- [FILE] [--watch] [--json]`);
  process.exit(2);
}
const given = files[0];
const file = given ? path.resolve(given) : SITE_FILE;
const name = given ?? 'site.json';
const json = args.includes('--json');

if (args.includes('--watch')) {
  const watcher = watchSiteFile(file, name, { json, check: { writtenIds: WRITTEN_IDS } });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      watcher.close();
      process.exit(0);
    });
  }
} else {
  try {
    const check = await checkSiteFile(file, { siteName: name, writtenIds: WRITTEN_IDS });
    if (json) console.log(JSON.stringify(jsonReport(name, check), null, 2));
    else (check.ok ? console.log : console.error)(report(name, check));
    process.exitCode = check.ok ? 0 : 1;
  } catch (error) {
    // A bug in the validator itself: still one plain line, never a stack trace for an editor.
    console.error(`validate: could not check ${file}: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
