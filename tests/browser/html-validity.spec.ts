/**
 * Every prerendered page of every language, the 404 pages too, is valid HTML to the W3C's Nu Html Checker (vnu.jar):
 * no error, but for the one the standard itself contradicts (below). Its warnings are listed in the output, not
 * failed. It reads the built files in dist/ (no browser), all in one run of Java, whose start alone takes seconds.
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { DIST_DIR } from '../../site/node/paths.ts';
import { dutchRoutes, routes } from '../site.ts';

/** The checker's jar, as the vnu-jar package names it. */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));
/** Debian's Java (scripts/ensure-test-tools.sh installs it when missing). */
const JAVA = '/usr/bin/java';
const CLIENT_DIR = path.join(DIST_DIR, 'client');

/** One message of `--format json`: an error, or an info, which is a warning when its subType says so. */
interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

async function check(files: string[]): Promise<VnuMessage[]> {
  // The checker exits 1 when it finds an error; --exit-zero-always leaves the verdict to the test.
  const { stderr } = await promisify(execFile)(
    JAVA,
    ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
}

/**
 * The one error of the checker's that the HTML standard contradicts: it still allows `blocking` on a stylesheet link
 * only, where the standard defines `<link rel="expect" href="#…" blocking="render">` (each page's head holds one, so
 * that it is first painted whole). Matched by its words and by the element it is about, so any other `blocking`
 * misuse still fails.
 */
const isCheckerLagOnExpectLinks = ({ message, extract }: VnuMessage) =>
  message === 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.' &&
  /<link rel="expect" href="#[^"]+" blocking="render">/.test(extract ?? '');

/** A message's page and line, as the site's address of the file: "/nl/pricing/index.html:36". */
const placeOf = ({ url, lastLine }: VnuMessage) =>
  `${url ? '/' + path.relative(CLIENT_DIR, new URL(url).pathname) : 'a file'}:${lastLine ?? '?'}`;

test('every prerendered page, in every language and the 404 pages, is valid HTML to the Nu Html Checker', async () => {
  test.setTimeout(120_000);
  const pages = readdirSync(CLIENT_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  expect(pages).toEqual(
    expect.arrayContaining(['404.html', 'nl/404.html', 'index.html', 'nl/index.html', 'nl/pricing/index.html']),
  );
  expect(pages.length, 'a page for every route of every language, and the two 404 pages').toBeGreaterThanOrEqual(
    routes.length + dutchRoutes.length + 2,
  );

  const messages = await check(pages.map((file) => path.join(CLIENT_DIR, file)));
  const errors = messages
    .filter((message) => message.type !== 'info' && !isCheckerLagOnExpectLinks(message))
    .map((message) => `${placeOf(message)} ${message.message} «${message.extract ?? ''}»`);
  expect(errors).toEqual([]);

  const warnings = new Map<string, string[]>();
  for (const message of messages.filter((candidate) => candidate.type === 'info')) {
    const kind = `${message.subType === 'warning' ? 'warning' : 'info'}: ${message.message}`;
    warnings.set(kind, [...(warnings.get(kind) ?? []), placeOf(message)]);
  }
  if (warnings.size > 0) {
    const lines = [...warnings].map(([kind, places]) => `  ${kind} ${places.length}×, first ${places[0]}`);
    console.log(
      `The Nu Html Checker's warnings on ${pages.length} pages, to look at (not failures):\n${lines.join('\n')}`,
    );
  }
});
