/**
 * Pictures in the visual editor, as a marketer who never saw the JSON would use them: add a picture from the computer
 * to the picture section of /social-media-manager, say what it shows, click where it must stay in sight, save; then
 * the copy of site.json names it, the copy's media/ holds it, and the built page carries its focal point. Also: the
 * media library by keyboard, and a file that is no picture refused in words without losing what was typed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
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
  await expect(previewPicture).toHaveAttribute('src', '/media/launch-team-photo.png');
  await expect.poll(() => previewPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);

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
