/**
 * The free plan's figures in the copy (site.json's facts) and in the product data (what the comparison table shows)
 * cannot disagree: a difference is reported by `npm run validate` and by the build, at both places.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaFileProblems } from '../../site/node/check.ts';
import { checkSiteText } from '../../site/node/check.ts';
import { WRITTEN_IDS } from '../../sections/section-facts.ts';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
const PRODUCTS = 'tests/fixtures/product-data/products.json';
const BROKEN = 'tests/fixtures/broken/fact-differs-from-product-data.json';
const options = { siteName: BROKEN, productDataFile: PRODUCTS };

/** The problem at the fact in site.json, and the one at the figure of the product data, each at its own file:line:col. */
const expected = [
  {
    code: 'fact-differs-from-product-data',
    pointer: '/facts/freeChannels',
    path: 'facts › freeChannels',
    line: 4,
    column: 137,
    message: `the free plan ("grounded") has 5 channels here but 3 in the product data (${PRODUCTS}:8:50 /features/1/values/grounded), which GET /api/product answers: change one so both say the same. Only this local product data is checked: a build with SITE_API_HOST shows what that API answers`,
  },
  {
    code: 'fact-differs-from-product-data',
    file: PRODUCTS,
    pointer: '/features/1/values/grounded',
    path: 'feature 2 › values › grounded',
    line: 8,
    column: 50,
    message: `the free plan ("grounded") has 3 channels here but 5 in ${BROKEN} (${BROKEN}:4:137 /facts/freeChannels), which the copy shows as {facts.freeChannels}: change one so both say the same`,
  },
];

const run = (script: string, args: string[], env: Record<string, string>) =>
  spawnSync('node', ['scripts/run.mjs', script, ...args], { encoding: 'utf8', env: { ...process.env, ...env } });

describe('facts that repeat a figure of the product data', () => {
  it('uses a product data fixture the API itself would accept', () => {
    expect(schemaFileProblems('api/product-answer.schema.json', JSON.parse(read(PRODUCTS)))).toEqual([]);
  });

  it('reports freeChannels 5 against 3 channels of the free plan at both places', () => {
    const check = checkSiteText(read(BROKEN), options);
    expect(check.ok).toBe(false);
    expect(check.problems).toEqual(expected);
  });

  it('accepts the same copy when the figures agree', () => {
    expect(checkSiteText(read('tests/fixtures/valid-free-plan-facts.json'), options).problems).toEqual([]);
  });

  it('checks the real site.json against the real product data: the comparison table on /pricing would say 3', () => {
    const text = read('site.json');
    expect(checkSiteText(text).problems).toEqual([]);
    const five = text.replace(/"freeChannels": 3,/, '"freeChannels": 5,');
    // The section types' facts tell the checker which sections show the product data, as validate and the build hand them in.
    const problems = checkSiteText(five, { writtenIds: WRITTEN_IDS }).problems;
    expect(problems.map(({ file, pointer }) => ({ file, pointer }))).toEqual([
      { file: undefined, pointer: '/facts/freeChannels' },
      {
        file: path.join('server', 'api', 'data', 'products.json'),
        pointer: expect.stringMatching(/^\/features\/\d+\/values\/grounded$/),
      },
    ]);
    expect(problems[0]!.message).toMatch(
      /^the free plan \("grounded"\) has 5 channels here but 3 in the product data \(server\/api\/data\/products\.json:\d+:\d+ .*\), which the comparison table on \/pricing shows: .*SITE_API_HOST/,
    );
  });

  it('npm run validate prints both at FILE:LINE:COL, in the lines and in --json, and exits 1', () => {
    const lines = run('scripts/validate.ts', [BROKEN], { PRODUCT_DATA_FILE: PRODUCTS });
    expect(lines.status).toBe(1);
    expect(lines.stderr).toContain(`${BROKEN}:4:137  facts › freeChannels  the free plan ("grounded") has 5 channels`);
    expect(lines.stderr).toContain(
      `${PRODUCTS}:8:50  feature 2 › values › grounded  the free plan ("grounded") has 3 channels`,
    );
    expect(lines.stderr).toContain(`✗ 2 problems in ${BROKEN} and ${PRODUCTS}`);
    const json = run('scripts/validate.ts', [BROKEN, '--json'], { PRODUCT_DATA_FILE: PRODUCTS });
    expect(
      (JSON.parse(json.stdout) as { code: string; file: string; line: number; column: number }[]).map(
        ({ code, file, line, column }) => `${code} ${file}:${line}:${column}`,
      ),
    ).toEqual([`fact-differs-from-product-data ${BROKEN}:4:137`, `fact-differs-from-product-data ${PRODUCTS}:8:50`]);
  });

  it('stops the build with both, before anything is built', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'product-facts-build-'));
    try {
      const site = path.join(dir, 'site.json');
      writeFileSync(site, read(BROKEN));
      const build = run('scripts/build.ts', [], {
        SITE_JSON: site,
        SITE_DIST_DIR: path.join(dir, 'dist'),
        PRODUCT_DATA_FILE: PRODUCTS,
      });
      const name = path.relative(process.cwd(), site);
      expect(build.status).toBe(1);
      expect(build.stderr).toContain(
        `${name}:4:137  facts › freeChannels  the free plan ("grounded") has 5 channels here but 3 in the product data (${PRODUCTS}:8:50`,
      );
      expect(build.stderr).toContain(
        `${PRODUCTS}:8:50  feature 2 › values › grounded  the free plan ("grounded") has 3 channels here but 5 in ${name} (${name}:4:137 /facts/freeChannels)`,
      );
      expect(build.stderr).toContain('Build stopped');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
