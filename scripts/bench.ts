/**
 * `npm run bench`: measures the site and prints one table of figures from this run.
 * 1. Lighthouse (mobile preset) on every route of every language and each language's 404 page of a fresh build, served
 *    as `npm run serve` serves it:
 *    the four scores, LCP, TBT, CLS; JS, CSS and HTML bytes (gzip) of the first load; LCP with scripts blocked and
 *    the ratio of the two.
 *    Then, on a throttled phone (scripts/bench/interactive.ts), the first paint, the moment the page is interactive
 *    (hydration committed) and the time between the two, median of --runs cold loads; how soon each control answers
 *    a tap made at first paint (scripts/bench/first-answers.ts); and the bytes of pictures a
 *    phone downloads on its first screen and on the whole page.
 * 2. `npm run validate` and build times for generated sites of 20, 200 and 2,000 pages, each page in every language
 *    (2,000 pages in two languages are 4,000 routes), and of 2,000 pages in one language (--sizes 200,20000,2000:1 for
 *    others; ":1" is one language): a cold build (whole process, its CPU time and peak memory), then a rebuild after
 *    one text changed, and another after a second text changed (the first that has a standby to bring up to date).
 *    With --astro, Astro builds a site of as many pages right after each cold build (scripts/bench/astro.ts): the
 *    yardstick of the build's cost per route, measured in the same minutes on the same machine.
 * 3. The contact rate limit flooded with 10,000 to 1,000,000 distinct addresses: time per attempt and memory held.
 * 4. The visual editor (`npm run edit`): its page's load time, and the preview's update time after a keystroke; in
 *    team mode, save → commit and Publish → live.
 * Figures vary with the machine's load: they are printed, never asserted.
 *
 * Options: --pages-only, --scale-only (--astro beside it), --limits-only, --editor-only; --routes /,/pricing measures only those routes ("404" for the error page);
 * --dist DIR measures an existing build instead of building one; --runs N throttled loads per route (default 5).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { SiteConfig } from '../schemas/site.types.ts';
import { createSiteServer } from '../server/site-server.ts';
import { measureBuild, NEXT_TEXTS } from './bench/build-scale.ts';
import { deleteSetAside, setAside } from './bench/set-aside.ts';
import { compressionTable } from './bench/compression.ts';
import { measureAstro } from './bench/astro.ts';
import { standbyOf } from './build/reuse.ts';
import { generateSite } from './bench/generate-site.ts';
import { errorPageFile } from './build/error-pages.ts';
import { languagesOf, routeIn } from '../site/languages.ts';
import { benchCheck } from './bench/check.ts';
import { benchEditor } from './bench/editor.ts';
import { benchPublishing } from './bench/publishing.ts';
import { benchRateLimit } from './bench/rate-limit.ts';
import { pictureBytes, type PictureBytes } from './bench/picture-bytes.ts';
import { medianInteractive, MOBILE_LABEL, withBrowser, type InteractiveFigures } from './bench/interactive.ts';
import { CONTROLS, firstAnswers, LOST_LABEL, type Answer } from './bench/first-answers.ts';
import { runLighthouse, withChrome, type LighthouseFigures } from './bench/lighthouse.ts';
import { PROJECT_DIR, SITE_FILE } from '../site/node/paths.ts';
import { MAX_SITE_BYTES_SETTING } from '../site/node/check.ts';

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
/** Generated sites to build: "2000" is 2,000 pages in every language of site.json, "2000:1" in its first alone. */
interface SiteSize {
  pages: number;
  oneLanguage: boolean;
}
// A size named twice is built once: each size has one folder, which a second build would replace.
const SIZES: SiteSize[] = [...new Set((option('--sizes') ?? '20,200,2000,2000:1').split(','))]
  .map((size) => ({ pages: Number(size.split(':')[0]), oneLanguage: size.endsWith(':1') }))
  .filter((size) => size.pages > 0);
const LARGEST = SIZES.reduce((largest, size) => (size.pages > largest.pages ? size : largest));
const sizeName = ({ pages, oneLanguage }: SiteSize) => `${pages}${oneLanguage ? '-1' : ''}`;
const VALIDATE_RUNS = 5;
// Lighthouse refuses to measure a page answered with status 404, so the bench measures the error page's own bytes
// copied to a path answered 200 (in its throwaway build only).
const NOT_FOUND_PATH = '/error-page-as-200';
const workDir = path.join(PROJECT_DIR, '.bench');
const ONLY = ['pages', 'scale', 'limits', 'editor'] as const;
const only = ONLY.find((part) => process.argv.includes(`--${part}-only`)) ?? 'all';
const onlyRoutes = option('--routes')
  ?.split(',')
  .map((route) => (route === '404' ? NOT_FOUND_PATH : route));
const existingDist = option('--dist');
const withAstro = process.argv.includes('--astro');
const RUNS = Number(option('--runs') ?? 5);
/** Cold loads per control and route for the first answers: one load per tap, so fewer than for the other figures. */
const ANSWER_RUNS = Math.min(RUNS, 3);

function run(command: string[], env: Record<string, string> = {}): number {
  const started = performance.now();
  const result = spawnSync(command[0]!, command.slice(1), {
    cwd: PROJECT_DIR,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${command.join(' ')} failed:\n${result.stderr || result.stdout}`);
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number | undefined) => (value === undefined ? '–' : Math.round(value).toString());

function table(head: string[], rows: string[][]): string {
  const widths = head.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;

async function editorFigures(): Promise<string> {
  const sites = await benchEditor();
  const row = (site: string, measure: string, values: number[]) => [
    site,
    measure,
    String(values.length),
    ms(median(values)),
    ms(percentile(values, 0.95)),
    ms(Math.max(...values)),
  ];
  return [
    'Visual editor (npm run edit), desktop Chromium, no throttling (goals on the generated site: first preview ≤ 1,500 ms, key p95 ≤ 100 ms, check ≤ 1,000 ms, heap ≤ 100 MB):',
    table(
      ['site', 'measure', 'runs', 'median ms', 'p95 ms', 'max ms'],
      sites.flatMap(({ site, loadMs, keyMs, checkMs }) => [
        row(site, 'page load to first preview', loadMs),
        row(site, 'key press to visible in the field and the preview', keyMs),
        row(site, "last key to the whole-site check's problems shown", checkMs),
      ]),
    ),
    ...sites.map(
      ({ site, heapMb }) =>
        `${site}: the editor page's JavaScript heap after typing, after garbage collection: ${heapMb.toFixed(1)} MB (the checker's worker holds its own copy of the data, not counted here)`,
    ),
    '',
    "The whole-site check alone, in Node (what the editor's worker runs after the last key; warm, median of 5):",
    ...benchCheck().map(
      (figures) =>
        `${figures.site}: ${Math.round(figures.medianMs)} ms, peak heap ${figures.peakHeapMiB.toFixed(1)} MiB`,
    ),
    '',
    await publishingFigures(),
  ].join('\n');
}

async function publishingFigures(): Promise<string> {
  const { saveToCommitMs, publishToLiveMs } = await benchPublishing();
  const figure = (values: number[]) => `median ${ms(median(values))} ms, max ${ms(Math.max(...values))} ms`;
  return [
    'Team publishing (npm run edit -- --team; the shipped site in a bare repository here; PUBLISH_DIST served), after a first publish:',
    `save → its commit on the drafts (pushed just after): ${figure(saveToCommitMs)} (goal ≤ 200 ms)`,
    `Publish → live (merged, checked, built, pushed, the served folder switched): ${figure(publishToLiveMs)} (goal ≤ 5,000 ms)`,
  ].join('\n');
}

async function pageFigures(): Promise<string> {
  const distDir = existingDist ? path.resolve(existingDist) : path.join(workDir, 'dist');
  const buildMs = existingDist
    ? undefined
    : run(['node', 'scripts/run.mjs', 'scripts/build.ts'], { SITE_DIST_DIR: distDir });
  const site = JSON.parse(readFileSync(SITE_FILE, 'utf8')) as SiteConfig;
  // Lighthouse does not load a page answered 404: each language's error page is copied where it answers 200.
  const probeDirs = languagesOf(site).map((language) => {
    const probeDir = path.join(distDir, 'client', language.prefix, NOT_FOUND_PATH);
    mkdirSync(probeDir, { recursive: true });
    for (const suffix of ['', '.gz', '.br']) {
      const file = path.join(distDir, 'client', `${errorPageFile(language)}${suffix}`);
      if (existsSync(file)) copyFileSync(file, path.join(probeDir, `index.html${suffix}`));
    }
    return probeDir;
  });
  const server = createSiteServer({ distDir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The build's .gz where it wrote one; a page has none, and a client without brotli gets it gzipped per request.
  const gzipSize = (url: string) => {
    const { pathname } = new URL(url);
    const file = path.join(distDir, 'client', pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    for (const candidate of [file, `${file}/index.html`]) {
      if (!statSync(candidate, { throwIfNoEntry: false })?.isFile()) continue;
      const copy = statSync(`${candidate}.gz`, { throwIfNoEntry: false });
      return copy?.isFile() ? copy.size : gzipSync(readFileSync(candidate), { level: 6 }).length;
    }
    return 0;
  };
  const bytesOf = (figures: LighthouseFigures, kind: string) =>
    figures.requests
      .filter((r) => r.url.startsWith(origin) && r.resourceType === kind)
      .reduce((sum, r) => sum + gzipSize(r.url), 0);

  const label = (route: string) =>
    route.endsWith(NOT_FOUND_PATH) ? `${route.slice(0, -NOT_FOUND_PATH.length)} 404 page`.trimStart() : route;
  // Every page in every language, and each language's 404 page.
  const routes =
    onlyRoutes ??
    languagesOf(site).flatMap((language) => [
      ...site.pages.map((page) => routeIn(page.route, language)),
      language.prefix + NOT_FOUND_PATH,
    ]);
  const rows: string[][] = [];
  await withChrome(async (port) => {
    for (const route of routes) {
      const full = await runLighthouse(origin + route, port, {
        categories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const noJs = await runLighthouse(origin + route, port, { categories: ['performance'], blockScripts: true });
      const s = full.scores;
      const ratio = full.lcpMs && noJs.lcpMs ? (full.lcpMs / noJs.lcpMs).toFixed(2) : '–';
      rows.push([
        label(route),
        `${s.performance}`,
        `${s.accessibility}`,
        `${s['best-practices']}`,
        `${s.seo}`,
        ms(full.lcpMs),
        ms(full.tbtMs),
        (full.cls ?? 0).toFixed(3),
        kib(bytesOf(full, 'Script')),
        kib(bytesOf(full, 'Stylesheet')),
        kib(bytesOf(full, 'Document')),
        ms(noJs.lcpMs),
        ratio,
      ]);
      process.stderr.write(`  measured ${route}\n`);
    }
  });
  const phone: InteractiveFigures[] = [];
  const pictures: PictureBytes[] = [];
  const answers: (Answer | undefined)[][] = [];
  await withBrowser(async (browser) => {
    for (const route of routes) {
      phone.push(await medianInteractive(browser, origin + route, RUNS));
      answers.push(await firstAnswers(browser, origin + route, ANSWER_RUNS));
      pictures.push(await pictureBytes(browser, origin + route));
      process.stderr.write(`  measured ${route} on a throttled phone\n`);
    }
  });
  if (existingDist) for (const probeDir of probeDirs) rmSync(probeDir, { recursive: true, force: true });
  server.close();
  return (
    (buildMs === undefined
      ? ''
      : `Build + prerender of site.json (${site.pages.length} pages in ${languagesOf(site).length} languages): ${(buildMs / 1000).toFixed(1)} s\n\n`) +
    table(
      [
        'route',
        'perf',
        'a11y',
        'best',
        'seo',
        'LCP ms',
        'TBT ms',
        'CLS',
        'JS KiB',
        'CSS KiB',
        'HTML KiB',
        'LCP no-JS ms',
        'LCP ratio',
      ],
      rows,
    ) +
    `\n\nOn a throttled phone (${MOBILE_LABEL}), median of ${RUNS} cold loads:\n\n` +
    table(
      ['route', 'first paint ms', 'LCP ms', 'interactive ms', 'paint→interactive ms'],
      phone.map((figures, i) => [
        label(routes[i]!),
        ms(figures.paintMs),
        ms(figures.lcpMs),
        ms(figures.interactiveMs),
        ms(figures.gapMs),
      ]),
    ) +
    `\n\nOn the same phone, each control of the page tapped in the first frame that shows it, from the first paint on: ms after the first paint when it was tapped, then + ms until its answer was drawn ("lost": no answer ${LOST_LABEL}; "–": no such control; median of ${ANSWER_RUNS} cold loads):\n\n` +
    table(
      ['route', ...CONTROLS.map((control) => control.name), 'paint→interactive ms'],
      answers.map((figures, i) => [
        label(routes[i]!),
        ...figures.map((answer) =>
          answer === undefined
            ? '–'
            : `${ms(answer.tapMs)} + ${answer.answerMs === undefined ? 'lost' : ms(answer.answerMs)}`,
        ),
        ms(phone[i]!.gapMs),
      ]),
    ) +
    '\n\nPictures a phone downloads (375 px wide, 2 device pixels a pixel), on routes that show any:\n\n' +
    table(
      ['route', 'first screen KiB', 'whole page KiB', 'files'],
      pictures.flatMap((bytes, i) =>
        bytes.files === 0
          ? []
          : [[label(routes[i]!), kib(bytes.firstScreen), kib(bytes.wholePage), String(bytes.files)]],
      ),
    )
  );
}

function scaleFigures(): string {
  const base = JSON.parse(readFileSync(SITE_FILE, 'utf8')) as SiteConfig;
  const rows = SIZES.map((size) => {
    const name = sizeName(size);
    const file = path.join(workDir, `site-${name}.json`);
    const generated = generateSite(base, size.pages);
    if (size.oneLanguage) delete generated.translations;
    writeFileSync(file, JSON.stringify(generated, null, 2));
    // The largest generated sites are over the checker's default size limit: they are read whatever their size (and
    // the same site with one text changed).
    const limit = { [MAX_SITE_BYTES_SETTING]: String(2 * statSync(file).size) };
    run(['node', 'scripts/run.mjs', 'scripts/validate.ts', file], limit); // warm the script cache
    const validateMs = median(
      Array.from({ length: VALIDATE_RUNS }, () => run(['node', 'scripts/run.mjs', 'scripts/validate.ts', file], limit)),
    );
    const distDir = path.join(workDir, `dist-${name}`);
    const { cold, oneText, nextTexts } = measureBuild(generated, file, distDir, limit);
    const languages = languagesOf(generated).length;
    const routes = size.pages * languages;
    const astro = withAstro ? measureAstro(routes) : undefined;
    if (size !== LARGEST) for (const folder of [distDir, standbyOf(distDir)]) setAside(folder);
    process.stderr.write(`  measured ${routes} routes\n`);
    const seconds = (value: number | undefined) => (value === undefined ? '–' : (value / 1000).toFixed(1));
    return [
      String(size.pages),
      String(languages),
      String(routes),
      ms(validateMs),
      (validateMs / size.pages).toFixed(2),
      seconds(cold.wallMs),
      (cold.wallMs / routes).toFixed(2),
      seconds(cold.cpuMs),
      cold.peakMb === undefined ? '–' : cold.peakMb.toFixed(0),
      seconds(oneText.wallMs),
      `${seconds(median(nextTexts.map(({ wallMs }) => wallMs)))} (${nextTexts.map(({ wallMs }) => seconds(wallMs)).join(', ')})`,
      nextTexts.at(-1)!.summary.split(';')[0]!,
      ...(astro ? [seconds(astro.wallMs), (astro.wallMs / routes).toFixed(2), seconds(astro.cpuMs)] : []),
    ];
  });
  // What each compression level costs and saves, on the files of the shipped site and of the largest generated one.
  run(['node', 'scripts/run.mjs', 'scripts/build.ts'], { SITE_DIST_DIR: path.join(workDir, 'dist-site') });
  const compression = compressionTable([
    { label: 'site.json', clientDir: path.join(workDir, 'dist-site', 'client') },
    { label: `${LARGEST.pages} pages`, clientDir: path.join(workDir, `dist-${sizeName(LARGEST)}`, 'client') },
  ]);
  return (
    'Generated sites (every page in each language):\n' +
    table(
      [
        'pages',
        'languages',
        'routes',
        'validate ms (whole process, median of 5)',
        'ms / page',
        'cold build s (whole process)',
        'ms / route',
        'CPU s',
        'peak MB',
        'one text changed: first rebuild s',
        `another text changed, ${NEXT_TEXTS} times: rebuild s, median (each, over the last)`,
        'what that rebuild did',
        ...(withAstro ? ['Astro, as many pages: cold build s', 'Astro ms / route', 'Astro CPU s'] : []),
      ],
      rows,
    ) +
    `\n\n${compression}`
  );
}

mkdirSync(workDir, { recursive: true });
/** The contact rate limit flooded with distinct addresses (IPv4 and IPv6 /64s): flat time and memory past its cap. */
function rateLimitFigures(): string {
  const rows = benchRateLimit().map((figures) => [
    figures.addresses.toLocaleString('en'),
    figures.microsecondsPerAttempt.toFixed(2),
    figures.heapMiB.toFixed(1),
    figures.remembered.toLocaleString('en'),
  ]);
  return table(['distinct addresses', 'µs per attempt', 'heap held MiB', 'addresses remembered'], rows);
}

const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
console.log(`Benchmark of ${new Date().toISOString().slice(0, 10)} on ${machine}\n`);
if (only === 'all' || only === 'pages') console.log(await pageFigures(), '\n');
if (only === 'all' || only === 'scale') console.log(scaleFigures(), '\n');
if (only === 'all' || only === 'limits') console.log(rateLimitFigures(), '\n');
if (only === 'all' || only === 'editor') console.log(await editorFigures());
deleteSetAside();
rmSync(workDir, { recursive: true, force: true });
