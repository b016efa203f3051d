/**
 * A picture with fewer pixels than its place shows on a screen of 2 device pixels a pixel is warned of, at its `src`,
 * in words that say how many pixels it needs: the file stays valid and builds. Held for every picture field of the
 * shipped site.json (every kind of place it uses, by its section type's box), each given a picture of exactly the
 * pixels its place needs (no warning) and one pixel fewer (a warning); and for `npm run validate`, whose warning line
 * VS Code's problem matcher reads as a warning.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITTEN_IDS } from '../../sections/section-facts.ts';
import { checkSiteText } from '../../site/node/check.ts';
import { PROJECT_DIR } from '../../site/node/paths.ts';
import { pixelsFor } from '../../site/picture-check.ts';
import { pictureFieldsOf } from '../../site/picture-fields.ts';

const shipped = readFileSync(path.join(PROJECT_DIR, 'site.json'), 'utf8');
const project = mkdtempSync(path.join(tmpdir(), 'picture-too-small-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** A PNG of `width` × `height` pixels, written as media/NAME. */
async function writePicture(name: string, width: number, height: number): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#4338ca' } })
    .png()
    .toBuffer();
  mkdirSync(path.join(project, 'media'), { recursive: true });
  writeFileSync(path.join(project, 'media', name), bytes);
  return `media/${name}`;
}

/** The section type holding a picture field of site.json. */
const typeAt = (data: { pages: { sections: { type: string }[] }[] }, pointer: string) => {
  const [, page, section] = /^\/pages\/(\d+)\/sections\/(\d+)\//.exec(pointer)!;
  return data.pages[Number(page)]!.sections[Number(section)]!.type;
};

/** site.json with each picture field's src replaced by a picture of the pixels `size` gives its place, or none. */
async function siteWithPictures(
  size: (needed: { width: number; height: number }) => { width: number; height: number },
) {
  const data = JSON.parse(shipped);
  const expected: string[] = [];
  for (const [i, field] of pictureFieldsOf(data).entries()) {
    const box = WRITTEN_IDS.pictureBoxes[typeAt(data, field.pointer)];
    expect(box, `the section type at ${field.pointer} says the box of its pictures`).toBeDefined();
    const needed = pixelsFor(box!);
    const pixels = size({ width: needed.width ?? 64, height: needed.height ?? 64 });
    const src = await writePicture(`picture-${i}.png`, pixels.width, pixels.height);
    const target = field.pointer
      .split('/')
      .slice(1)
      .reduce((value, key) => value[key], data);
    target.src = src;
    expected.push(`${field.pointer}/src`);
  }
  return { text: JSON.stringify(data, null, 2), pointers: expected };
}

describe('a picture too small for its place', () => {
  let exact: ReturnType<typeof checkSiteText>;
  let short: ReturnType<typeof checkSiteText>;
  let pointers: string[];
  beforeAll(async () => {
    exact = checkSiteText((await siteWithPictures((needed) => needed)).text, {
      writtenIds: WRITTEN_IDS,
      projectDir: project,
    });
    const shortSite = await siteWithPictures(({ width, height }) => ({ width: width - 1, height: height - 1 }));
    pointers = shortSite.pointers;
    short = checkSiteText(shortSite.text, { writtenIds: WRITTEN_IDS, projectDir: project });
  }, 60_000);

  it('is not warned of with exactly the pixels its place needs, in every place the site shows pictures', () => {
    expect(pointers.length).toBeGreaterThanOrEqual(5);
    expect(exact.ok).toBe(true);
    expect(exact.warnings ?? []).toEqual([]);
  });

  it('is warned of, one pixel short, at each of those places, and the file stays valid', () => {
    expect(short.ok).toBe(true);
    expect((short.warnings ?? []).map((warning) => warning.pointer).sort()).toEqual([...pointers].sort());
    for (const warning of short.warnings ?? []) {
      expect(warning).toMatchObject({ code: 'picture-too-small', severity: 'warning' });
      expect(warning.line).toBeGreaterThan(1);
      expect(warning.message).toMatch(
        /^the picture media\/picture-\d+\.png is [\d,]+ × [\d,]+ pixels, and this place shows it up to /,
      );
      expect(warning.hint).toMatch(/^Use a picture at least [\d,]+ pixels (wide|high)/);
    }
  });

  it('asks no more pixels across than the widest the build makes, nor any of a drawing', () => {
    expect(pixelsFor({ width: 1152 })).toEqual({ width: 1440 });
    expect(pixelsFor({ width: 544 })).toEqual({ width: 1088 });
    expect(pixelsFor({ height: 32 })).toEqual({ height: 64 });
  });
});

describe('npm run validate', () => {
  it('prints the warning at its place, says the file is valid, exits 0, and VS Code reads the line as a warning', async () => {
    const data = JSON.parse(shipped);
    const hero = data.pages.find((page: { route: string }) => page.route === '/').sections[0];
    hero.picture.src = await writePicture('small-hero.png', 600, 400);
    // The site's other pictures beside it, so the one too small is all there is to say.
    cpSync(path.join(PROJECT_DIR, 'media'), path.join(project, 'media'), { recursive: true });
    const file = path.join(project, 'site.json');
    writeFileSync(file, JSON.stringify(data, null, 2));
    const run = spawnSync('node', ['scripts/run.mjs', 'scripts/validate.ts', file], {
      cwd: PROJECT_DIR,
      encoding: 'utf8',
      env: { ...process.env, SITE_MEDIA_DIR: path.join(project, 'media') },
    });
    expect(run.status).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines.at(-1)).toMatch(/is valid \(20 pages in 2 languages: en, nl, 1 warning above\)$/);
    const tasks = JSON.parse(readFileSync(path.join(PROJECT_DIR, '.vscode/tasks.json'), 'utf8')) as {
      tasks: { problemMatcher: { pattern: Record<string, string | number> } }[];
    };
    for (const { problemMatcher } of tasks.tasks) {
      const { regexp, severity, message, code } = problemMatcher.pattern;
      const match = new RegExp(regexp as string).exec(lines[0]!)!;
      expect(match, lines[0]).not.toBeNull();
      expect(match[severity as number]).toBe('warning');
      expect(match[code as number]).toBe('picture-too-small');
      expect(match[message as number]).toMatch(
        /^the picture media\/small-hero\.png is 600 × 400 pixels, and this place shows it up to 544 pixels wide: .*\. Use a picture at least 1,088 pixels wide;/,
      );
    }
  }, 60_000);
});
