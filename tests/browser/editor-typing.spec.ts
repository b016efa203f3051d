/**
 * Typing in the visual editor at full speed: every key typed, pasted or typed over a selection ends up in the saved
 * site.json, in order, whatever the kind of text box (a one-line heading, a copy field with markup buttons, a field
 * of a list entry) and however long its text grows.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { startEditor, type RunningEditor } from './support/editor.ts';

let editor: RunningEditor;
test.beforeEach(async () => {
  editor = await startEditor();
});
test.afterEach(async () => {
  await editor.stop();
});
test.setTimeout(150_000);

interface SavedSite {
  pages: { route: string; sections: Record<string, unknown>[] }[];
}

/** `length` characters of plain words (no markup, no placeholders), ending in a full stop. */
function words(start: string, length = 500): string {
  const filler = ' posts go out on time across every channel, and the calendar shows what comes next';
  let text = start;
  while (text.length < length) text += filler;
  return `${text.slice(0, length - 2)}s.`;
}

async function open(page: Page, route: string, section: RegExp) {
  await page.goto(editor.url);
  await expect(page.getByRole('heading', { name: 'site.json', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${route.replace(/\//g, '\\/')}\\b`) }).click();
  await page.getByRole('button', { name: section }).click();
}

const field = (page: Page, pointer: string): Locator =>
  page.locator('.section-fields').locator(`[data-pointer="${pointer}"]`).locator('input, textarea').first();

async function save(page: Page): Promise<SavedSite> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved site.json.' })).toBeVisible();
  return JSON.parse(editor.read()) as SavedSite;
}

const sectionOf = (site: SavedSite, route: string, index: number) =>
  site.pages.find((entry) => entry.route === route)!.sections[index]!;

/** Selects everything in the box and types `text` over it at full speed, without waiting between keys. */
async function typeOver(page: Page, box: Locator, text: string) {
  await box.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
}

test('500 characters typed at full speed into a one-line heading are saved, every one in order', async ({ page }) => {
  await open(page, '/pricing', /^1 · hero/);
  const text = words('Plans typed fast');
  await typeOver(page, field(page, '/heading'), text);
  // The box keeps the focus and every key, and the preview follows.
  await expect(field(page, '/heading')).toBeFocused();
  await expect(field(page, '/heading')).toHaveValue(text);
  await expect(page.frameLocator('iframe').locator('main h1')).toHaveText(text);
  expect(sectionOf(await save(page), '/pricing', 0).heading).toBe(text);
});

test('a copy field with markup buttons, typed from one letter past 500, keeps the focus, its box and every key', async ({
  page,
}) => {
  await open(page, '/pricing', /^1 · hero/);
  const lead = field(page, '/lead');
  const text = words('Start free');
  await lead.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('S');
  // The same box from the first letter to the last: it never turns into another element under the caret.
  const box = await lead.elementHandle();
  await page.keyboard.type(text.slice(1));
  await expect(lead).toHaveValue(text);
  expect(await lead.evaluate((element, before) => element === before && element === document.activeElement, box)).toBe(
    true,
  );
  // The box grows with its text: all of it shows, no scrolling inside it.
  expect(await lead.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
  expect(sectionOf(await save(page), '/pricing', 0).lead).toBe(text);
});

test('typing over a whole FAQ answer (Ctrl+A) and then at its start keeps every key where it was typed', async ({
  page,
}) => {
  await open(page, '/publish', /^6 · faq/);
  const answer = field(page, '/items/0/answer');
  const text = words('Facebook and Instagram');
  await typeOver(page, answer, text);
  await expect(answer).toHaveValue(text);
  // The caret stays where the editor puts it: words typed at the start land at the start.
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('Yes. ');
  await expect(answer).toHaveValue(`Yes. ${text}`);
  expect((sectionOf(await save(page), '/publish', 5).items as { answer: string }[])[0]!.answer).toBe(`Yes. ${text}`);
});

test("a feature item's text in a list, typed over at full speed, is saved whole", async ({ page }) => {
  await open(page, '/publish', /^5 · features/);
  const text = words('Pick the exact minute');
  await typeOver(page, field(page, '/items/0/text'), text);
  await expect(field(page, '/items/0/text')).toHaveValue(text);
  const items = sectionOf(await save(page), '/publish', 4).items as { title: string; text: string }[];
  expect(items[0]).toEqual({ icon: 'clock', title: 'Scheduling to the minute', text });
});

test("a paste that makes a short list entry's text long, then keys typed straight after it, are saved whole", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/publish', /^5 · features/);
  // "Group posts, media and people per campaign or client.": a short text, made long by the paste.
  const text = field(page, '/items/2/text');
  const pasted = words('Group posts', 450);
  const typed = ' More on the pricing page, any time.';
  await page.evaluate((words) => navigator.clipboard.writeText(words), pasted);
  await text.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Control+v');
  await page.keyboard.type(typed);
  await expect(text).toHaveValue(pasted + typed);
  await expect(text).toBeFocused();
  const items = sectionOf(await save(page), '/publish', 4).items as { title: string; text: string }[];
  expect(items[2]!.text).toBe(pasted + typed);
});

test('a fact typed at full speed keeps every key, a number only where it reads back as typed ("-0.5%" stays "-0.5%")', async ({
  page,
}) => {
  await page.goto(editor.url);
  await page.getByRole('button', { name: 'Facts', exact: true }).click();
  const fact = page.locator('.fields [data-pointer="/priceChangeNoticeDays"]').getByRole('textbox');
  await typeOver(page, fact, '-0.5%');
  await expect(fact).toHaveValue('-0.5%');
  await typeOver(page, fact, '45');
  await expect(fact).toHaveValue('45');
  await typeOver(page, fact, '-0.25% a month');
  await expect(fact).toHaveValue('-0.25% a month');
  expect(((await save(page)) as unknown as { facts: Record<string, unknown> }).facts.priceChangeNoticeDays).toBe(
    '-0.25% a month',
  );
});
