/**
 * Pictures in the visual editor, as a marketer who never saw the JSON would use them: add a picture from the computer
 * to the picture section of /social-media-manager, say what it shows, click where it must stay in sight, save; then
 * the copy of site.json names it, the copy's media/ holds it, and the built page carries its focal point. Also: the
 * media library by keyboard, and a file that is no picture refused in words without losing what was typed; the live
 * check reading the picture files as validate does; the preview drawing a picture as the site serves it.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { PREVIEW_PICTURES_API_PATH } from '../../editor/media-protocol.ts';
import { MAX_PICTURE_BYTES } from '../../site/picture-check.ts';
import { PROJECT_DIR } from '../../site/node/paths.ts';
import { startEditor, validateAndBuild, type RunningEditor } from './support/editor.ts';

let editor: RunningEditor;
test.beforeEach(async () => {
  editor = await startEditor();
});
test.afterEach(async () => {
  await editor.stop();
});
// One test builds the copy, on top of the editor.
test.setTimeout(150_000);

const ALT_LABEL = 'What the picture shows, for people who cannot see it';

/** A picture of a team photo's size whose pixels differ from any other: four coloured quarters. */
async function teamPhoto(): Promise<Buffer> {
  const quarter = (colour: string) =>
    sharp({ create: { width: 300, height: 200, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const [a, b, c, d] = await Promise.all(['#f97316', '#0ea5e9', '#22c55e', '#a855f7'].map(quarter));
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#ffffff' } })
    .composite([
      { input: a!, left: 0, top: 0 },
      { input: b!, left: 300, top: 0 },
      { input: c!, left: 0, top: 200 },
      { input: d!, left: 300, top: 200 },
    ])
    .png()
    .toBuffer();
}

async function openPictureSection(page: Page) {
  await page.goto(editor.url);
  await expect(page.getByRole('heading', { name: 'site.json', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^\/social-media-manager\b/ }).click();
  await page.getByRole('button', { name: /^2 · picture/ }).click();
  const picture = page.getByRole('group', { name: 'Image' });
  await expect(picture).toBeVisible();
  return picture;
}

/** The editor's own page, the control and the library included; the preview is the site, checked by the site's tests. */
async function expectNoAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([]);
}

/** What `npm run validate` says of `siteFile`, its pictures in `mediaFolder`. */
function validate(siteFile: string, mediaFolder: string): string {
  const result = spawnSync('node', ['scripts/run.mjs', 'scripts/validate.ts', siteFile], {
    cwd: PROJECT_DIR,
    encoding: 'utf8',
    env: { ...process.env, SITE_JSON: siteFile, SITE_MEDIA_DIR: mediaFolder, PRODUCT_DATA_FILE: editor.productFile },
  });
  return result.stdout + result.stderr;
}

interface SavedImage {
  src: string;
  alt?: string;
  decorative?: true;
  focus?: { x: number; y: number };
}
const savedImage = () => {
  const site = JSON.parse(editor.read()) as { pages: { route: string; sections: { image?: SavedImage }[] }[] };
  return site.pages.find((entry) => entry.route === '/social-media-manager')!.sections[1]!.image!;
};

test('a picture added from the computer is chosen, described, given a focal point, saved into media/ and site.json, and built', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const picture = await openPictureSection(page);
  const bytes = await teamPhoto();
  await picture
    .getByLabel('Add a picture')
    .setInputFiles({ name: 'Launch Team Photo.PNG', mimeType: 'image/png', buffer: bytes });

  // Chosen at once: its file under the thumbnail, and drawn in the preview from the editor's media/.
  await expect(picture.getByText('media/launch-team-photo.png', { exact: true })).toBeVisible();
  const previewPicture = page.frameLocator('iframe').locator('main figure img');
  // Drawn as the site serves it: the build's files of the new picture, made by the editor's server.
  await expect(previewPicture).toHaveAttribute('src', /^\/media\/launch-team-photo-\d+\.[0-9a-f]{10}\.png$/, {
    timeout: 30_000,
  });
  // The desktop's width takes the widest file made of a picture 600 pixels wide, in AVIF.
  await expect
    .poll(() => previewPicture.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toMatch(/\/media\/launch-team-photo-600\.[0-9a-f]{10}\.avif$/);

  await picture.getByLabel(ALT_LABEL).fill('Our team on launch day, around the publishing calendar on a big screen.');
  // A click a quarter across and three quarters down the thumbnail.
  const thumbnail = picture.getByRole('button', { name: /^Set the focal point of media\/launch-team-photo\.png/ });
  const box = (await thumbnail.boundingBox())!;
  await thumbnail.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
  await expect(picture.getByText(/^Focal point: \d+(\.\d+)?% across, \d+(\.\d+)?% down\.$/)).toBeVisible();
  await picture.screenshot({ path: testInfo.outputPath('picture-control-1280.png') });

  await expect(page.getByRole('heading', { name: 'No problems' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved site.json.' })).toBeVisible();

  const image = savedImage();
  expect(image.src).toBe('media/launch-team-photo.png');
  expect(image.alt).toBe('Our team on launch day, around the publishing calendar on a big screen.');
  expect(image.focus!.x).toBeCloseTo(0.25, 1);
  expect(image.focus!.y).toBeCloseTo(0.75, 1);
  // Two decimals, as the control rounds them, and shown in the same figures.
  for (const value of [image.focus!.x, image.focus!.y]) expect(Math.round(value * 100)).toBe(value * 100);
  await expect(
    picture.getByText(
      `Focal point: ${Math.round(image.focus!.x * 100)}% across, ${Math.round(image.focus!.y * 100)}% down.`,
    ),
  ).toBeVisible();
  expect(readFileSync(path.join(editor.mediaFolder, 'launch-team-photo.png')).equals(bytes)).toBe(true);

  // Visitors get the focal point: the built page's picture carries its classes.
  const { validated, distDir } = await validateAndBuild(editor.siteFile);
  expect(validated).toMatch(/is valid/);
  const html = readFileSync(path.join(distDir, 'client/social-media-manager/index.html'), 'utf8');
  expect(html).toMatch(
    new RegExp(
      `class="picture__img focus-x-${Math.round(image.focus!.x * 100)} focus-y-${Math.round(image.focus!.y * 100)}"`,
    ),
  );
  expect(html).toContain('alt="Our team on launch day, around the publishing calendar on a big screen."');

  // "Clear the focal point" takes it away again.
  await picture.getByRole('button', { name: 'Clear the focal point' }).click();
  await expect(picture.getByText(/^No focal point: a cropped picture keeps its middle in sight\./)).toBeVisible();
});

test('a picture added and saved at once is saved: the check knows the new file before the field names it', async ({
  page,
}) => {
  const picture = await openPictureSection(page);
  const bytes = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer();
  // No wait for the preview or for the editor's next look at media/ (every 2 s): a quick marketer's pace.
  await picture.getByLabel('Add a picture').setInputFiles({ name: 'Quick.png', mimeType: 'image/png', buffer: bytes });
  await expect(picture.getByText('media/quick.png', { exact: true })).toBeVisible();
  await picture.getByLabel(ALT_LABEL).fill('A blue square.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved site.json.' })).toBeVisible();
  expect(savedImage().src).toBe('media/quick.png');
});

test('the media library lists the pictures of media/ and is used by keyboard; axe finds no violation; Decorative removes the alt and brings it back', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const picture = await openPictureSection(page);
  // The library lists the site's pictures by name, and the one added among them.
  const listed = [...readdirSync(editor.mediaFolder), 'team.png'].sort();
  const previous = listed[listed.indexOf('team.png') - 1]!;
  await picture
    .getByLabel('Add a picture')
    .setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: await teamPhoto() });
  await expect(picture.getByText('media/team.png', { exact: true })).toBeVisible();

  await expectNoAxeViolation(page);

  await picture.getByRole('button', { name: 'Choose a picture' }).click();
  const library = page.getByRole('dialog', { name: 'Choose a picture' });
  await expect(library).toBeVisible();
  const choices = library.getByRole('list', { name: 'Pictures in media/' }).getByRole('button');
  await expect(choices).toHaveCount(listed.length);
  await expectNoAxeViolation(page);
  await expect(choices.filter({ hasText: 'team.png' })).toContainText('600 × 400 px');
  // The picture chosen now has the focus; Shift+Tab goes to the one before it, Enter takes it.
  await expect(choices.filter({ hasText: 'team.png' })).toBeFocused();
  await library.screenshot({ path: testInfo.outputPath('media-library-1280.png') });
  await page.keyboard.press('Shift+Tab');
  await expect(choices.filter({ hasText: previous })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(library).toBeHidden();
  await expect(picture.getByText(`media/${previous}`, { exact: true })).toBeVisible();

  // Escape leaves the choice as it was.
  await picture.getByRole('button', { name: 'Choose a picture' }).click();
  await expect(library).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(library).toBeHidden();
  await expect(picture.getByText(`media/${previous}`, { exact: true })).toBeVisible();

  const alt = picture.getByLabel(ALT_LABEL);
  const words = await alt.inputValue();
  await picture.getByLabel('Decorative: it says nothing the words do not').check();
  await expect(alt).toBeHidden();
  await expect(page.getByRole('heading', { name: 'No problems' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved site.json.' })).toBeVisible();
  expect(savedImage()).toEqual({ src: `media/${previous}`, decorative: true });
  await picture.getByLabel('Decorative: it says nothing the words do not').uncheck();
  await expect(picture.getByLabel(ALT_LABEL)).toHaveValue(words);
});

test('a file that is no picture is refused at the control in words, and nothing typed is lost', async ({ page }) => {
  const picture = await openPictureSection(page);
  const mediaBefore = readdirSync(editor.mediaFolder);
  await picture.getByLabel(ALT_LABEL).fill('Words typed before the upload.');
  await picture.getByLabel('Add a picture').setInputFiles({
    name: 'quarterly-report.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.7 a report, not a picture'),
  });
  await expect(picture.getByRole('alert')).toContainText(
    'This file is not a picture by its contents (not PNG, JPEG, GIF, WebP, AVIF or SVG)',
  );
  await expect(picture.getByLabel(ALT_LABEL)).toHaveValue('Words typed before the upload.');
  await expect(picture.getByText('media/publishing-calendar.png', { exact: true })).toBeVisible();
  await picture.getByLabel('Add a picture').setInputFiles({
    name: 'drawing.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="4" height="4"/></svg>'),
  });
  await expect(picture.getByRole('alert')).toContainText('This drawing holds a script');
  expect(readdirSync(editor.mediaFolder)).toEqual(mediaBefore);
});

test('the live check reads the picture files as validate does: each kind of file problem and the warning, in the same words at the same place, gone once the file is put right', async ({
  page,
}) => {
  // Picture fields naming files put into media/ by hand: one missing, one that is no picture, a drawing with a script,
  // one over the size limit, and one too small for its place.
  const { mediaFolder, siteFile } = editor;
  writeFileSync(path.join(mediaFolder, 'notes.png'), 'a text file, named as a picture');
  writeFileSync(path.join(mediaFolder, 'drawing.svg'), '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
  writeFileSync(path.join(mediaFolder, 'huge.png'), '');
  truncateSync(path.join(mediaFolder, 'huge.png'), MAX_PICTURE_BYTES + 1024 * 1024);
  await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0ea5e9' } })
    .png()
    .toFile(path.join(mediaFolder, 'tiny.png'));
  const site = JSON.parse(editor.read()) as {
    pages: {
      route: string;
      sections: { picture?: SavedImage; items?: { logo?: SavedImage }[]; image?: SavedImage }[];
    }[];
  };
  const home = site.pages.find((entry) => entry.route === '/')!;
  home.sections[0]!.picture!.src = 'media/missing.png';
  const logos = home.sections[1]!.items!;
  logos[0]!.logo!.src = 'media/notes.png';
  logos[1]!.logo!.src = 'media/drawing.svg';
  logos[2]!.logo!.src = 'media/huge.png';
  site.pages.find((entry) => entry.route === '/social-media-manager')!.sections[1]!.image!.src = 'media/tiny.png';
  writeFileSync(siteFile, JSON.stringify(site, null, 2));

  await page.goto(editor.url);
  const problems = page.getByRole('region', { name: /^\d+ problems?$/ });
  const shown = problems.getByRole('list', { name: /^\d+ problems?$/ }).getByRole('listitem');
  await expect(shown).toHaveCount(4);
  await expect(problems.getByRole('list', { name: /^1 warning/ }).getByRole('listitem')).toHaveCount(1);

  // `npm run validate` on the same file finds the same problems and warning, in the same words at the same places.
  const validated = validate(siteFile, mediaFolder).split('\n');
  const listed = await problems.getByRole('button').allInnerTexts();
  expect(listed).toHaveLength(5);
  for (const text of listed) {
    const [place, words] = text.split('\n').map((part) => part.trim());
    const [, where, line, column] = /^(.*) \(line (\d+):(\d+)\)$/.exec(place!)!;
    const said = validated.find((entry) => entry.includes(`:${line}:${column}  ${where}  `));
    expect(said, `validate says nothing at ${line}:${column}`).toBeDefined();
    expect(said!.replace(/^.*?  .*?  (warning: )?/, '').replace(/  \[[a-z-]+\]$/, '')).toBe(
      words!.replace(/\s{2,}/g, ' '),
    );
  }
  for (const sentence of [
    'there is no file media/missing.png',
    'the file media/notes.png is not a picture by its contents',
    'the drawing media/drawing.svg holds a script',
    'the file media/huge.png is 21 MB, more than the 20 MB a picture may have',
    'the picture media/tiny.png is 40 × 30 pixels',
  ])
    await expect(problems).toContainText(sentence);

  // The missing picture put into media/ by hand: its problem goes within seconds, nothing else changes.
  await sharp({ create: { width: 2400, height: 1500, channels: 3, background: '#22c55e' } })
    .png()
    .toFile(path.join(mediaFolder, 'missing.png'));
  await expect(shown).toHaveCount(3);
  await expect(problems).not.toContainText('there is no file media/missing.png');
  // The preview, which drew it as a missing file, asks again and draws it from the files the build makes of it.
  const hero = page.frameLocator('iframe').locator('main [data-section]').first().locator('img').first();
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc), { timeout: 30_000 })
    .toMatch(/\/media\/missing-\d+\.[0-9a-f]{10}\.(avif|webp)$/);
});

test("the preview draws a picture as the site serves it: the file of the preview's width, in the best format the browser shows", async ({
  page,
}) => {
  // At a phone's width first: a browser keeps a larger file it has over a smaller one, never the other way round.
  await page.goto(editor.url);
  await page.getByRole('button', { name: 'phone (375 px)' }).click();
  await page.getByRole('button', { name: /^\/social-media-manager\b/ }).click();
  const drawn = page
    .getByTitle('Preview of /social-media-manager', { exact: true })
    .contentFrame()
    .getByRole('img', { name: savedImage().alt! });
  const fileShown = async () => {
    const url = await drawn.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc);
    const made = url && /\/media\/publishing-calendar-(\d+)\.[0-9a-f]{10}\.avif$/.exec(url);
    return made ? { url: made[0], width: Number(made[1]) } : undefined;
  };
  // Looked at, as a person scrolls the preview to it: below the first screen a picture loads only then. The preview
  // may draw the picture anew meanwhile (its element replaced): scrolled to again until it is shown.
  const lookedAt = async () => {
    await drawn.scrollIntoViewIfNeeded({ timeout: 5_000 }).catch(() => undefined);
    return fileShown();
  };
  await expect.poll(lookedAt, { timeout: 30_000 }).toBeDefined();
  const phone = (await fileShown())!;
  const answer = await page.request.get(new URL(phone.url, editor.url).href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/avif');

  await page.getByRole('button', { name: 'desktop (1280 px)' }).click();
  await expect.poll(async () => (await lookedAt())?.width, { timeout: 30_000 }).toBeGreaterThan(phone.width);
});

test("the preview's first drawing of a page takes its pictures' made files, never the originals first", async ({
  page,
}) => {
  // The originals are often megabytes each; drawn first and replaced once their sizes came, they were fetched for
  // nothing, and the page was drawn twice.
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  // The server's answer of the made files held back a quarter of a second, as a slow network would (the preview waits
  // a little longer than that for it, then draws what it has).
  await page.route(`**${PREVIEW_PICTURES_API_PATH}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 250));
    await route.continue();
  });
  await page.goto(editor.url);
  const home = page.getByTitle('Preview of /', { exact: true }).contentFrame();
  const hero = home.locator('main [data-section]').first().locator('img').first();
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc), { timeout: 30_000 })
    .toMatch(/\/media\/[a-z-]+-\d+\.[0-9a-f]{10}\.avif$/);
  // Every picture of the page, the customer logos below the first screen included, scrolled into view to load.
  await home.locator('main [data-section]').last().scrollIntoViewIfNeeded();
  await expect.poll(() => asked.filter((url) => /\/media\/.*\.avif$/.test(url)).length).toBeGreaterThan(1);
  const originals = readdirSync(editor.mediaFolder).map((name) => `/media/${name}`);
  expect(asked.filter((url) => originals.includes(url))).toEqual([]);
});

test('a page whose pictures are still being made is drawn meanwhile, with the pictures as they are', async ({
  page,
}) => {
  // Made files that take long (a new large photo): the preview does not stand still waiting for them.
  await page.route(`**${PREVIEW_PICTURES_API_PATH}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    await route.continue().catch(() => undefined);
  });
  await page.goto(editor.url);
  const hero = page
    .getByTitle('Preview of /', { exact: true })
    .contentFrame()
    .locator('main [data-section]')
    .first()
    .locator('img')
    .first();
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc), { timeout: 5_000 })
    .toMatch(/\/media\/[a-z-]+\.png$/);
});
