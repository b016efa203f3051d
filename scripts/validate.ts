/**
 * `npm run validate [FILE]`: checks site.json (or FILE), prints every problem, exits 0 when valid and 1 otherwise.
 * `--json` prints the problems as a JSON array for tools; `--watch` checks again on every save and never exits by itself.
 * `--missing LANGUAGE` lists the texts not yet translated into LANGUAGE instead, and its translations to review, exiting
 * 0 when no text is left to translate.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { WRITTEN_IDS } from '../sections/section-facts.ts';
import { checkSiteFile, sizeRefusal } from '../site/node/check.ts';
import { SITE_FILE } from '../site/node/paths.ts';
import { watchSiteFile } from '../site/node/watch.ts';
import { jsonReport, report } from '../site/report.ts';
import { missingReport, missingTranslations } from '../site/missing-translations.ts';
import { compiledSchema } from '../site/node/schema-cache.ts';

const OPTIONS = ['--watch', '--json', '--missing'];
const USAGE = 'Usage: npm run validate -- [FILE] [--watch] [--json] [--missing LANGUAGE]';
const args = process.argv.slice(2);
const missingAt = args.indexOf('--missing');
const missingLanguage = missingAt === -1 ? undefined : args[missingAt + 1];
if (missingAt !== -1 && (missingLanguage === undefined || missingLanguage.startsWith('-'))) {
  console.error(`validate: --missing needs a language code, for example --missing nl. ${USAGE}`);
  process.exit(2);
}
const unknown = args.find((arg) => arg.startsWith('-') && !OPTIONS.includes(arg));
const files = args.filter((arg, i) => !arg.startsWith('-') && !(missingAt !== -1 && i === missingAt + 1));
if (unknown !== undefined || files.length > 1) {
  console.error(`validate: ${unknown !== undefined ? `unknown option ${unknown}` : 'give one file at most'}. ${USAGE}`);
  process.exit(2);
}
const given = files[0];
const file = given ? path.resolve(given) : SITE_FILE;
const name = given ?? 'site.json';
const json = args.includes('--json');

if (missingLanguage !== undefined) {
  let text: string;
  try {
    const refusal = sizeRefusal(statSync(file).size);
    if (refusal) {
      console.error(`validate: ${name}: ${refusal}.`);
      process.exit(2);
    }
    text = readFileSync(file, 'utf8');
  } catch (error) {
    console.error(
      `validate: could not read ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'there is no such file' : (error as Error).message}`,
    );
    process.exit(2);
  }
  const result = missingTranslations(text, missingLanguage, compiledSchema('site.schema.json').texts);
  if (!result.ok) {
    console.error(
      result.reason === 'unreadable'
        ? `validate: ${name} is not valid JSON; run \`npm run validate\` to see where.`
        : `validate: ${name} declares no "${missingLanguage}" translation${result.declared.length ? `; it declares ${result.declared.map((code) => `"${code}"`).join(', ')}` : ' (it has no "translations")'}.`,
    );
    process.exit(2);
  }
  const inFile = <T extends object>(entries: T[]) => entries.map((entry) => ({ file: name, ...entry }));
  if (json)
    console.log(
      JSON.stringify(
        {
          language: result.language,
          untranslated: result.untranslated,
          total: result.total,
          missing: inFile(result.missing),
          review: inFile(result.review),
          unused: inFile(result.unused),
        },
        null,
        2,
      ),
    );
  else (result.missing.length ? console.error : console.log)(missingReport(name, result));
  process.exitCode = result.missing.length ? 1 : 0;
} else if (args.includes('--watch')) {
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
