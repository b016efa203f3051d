/**
 * The product facts a visitor looks for are on the pages where they belong, read from the rendered page: the free
 * plan, the trial and what happens after it, frozen items, repeat posting, the connections, the launch year, the team
 * roles with what each may do and the FAQ lists of the feature pages.
 */
import { expect, type Page } from '@playwright/test';
import { hydrated, test } from './navigation-helpers.ts';

/** The words of the page's main content, answers of closed FAQ items included, one space between blocks. */
const mainText = async (page: Page) =>
  (await page.locator('main').locator('h1, h2, h3, p, li, dt, dd, summary').allTextContents())
    .join(' ')
    .replace(/\s+/g, ' ');

test('home: free plan, trial without a card, the drop to the free plan, frozen items, repeats and connections', async ({
  page,
}) => {
  await page.goto('/');
  const text = await mainText(page);
  expect(text).toMatch(/3 channels and 15 scheduled posts per week/);
  expect(text).toMatch(/14-day free trial · no credit card needed/);
  expect(text).toMatch(/drops to the free plan/);
  expect(text).toMatch(
    /beyond the free limits are frozen\. Your first 3 channels and first 15 scheduled items keep working/,
  );
  expect(text).toMatch(/daily, weekly, monthly or yearly/);
  for (const network of [
    'Facebook',
    'Instagram',
    'LinkedIn',
    'Twitter',
    'YouTube',
    'Google My Business',
    'Google Analytics',
  ])
    expect(text).toContain(network);
});

test('publish: repeat posting daily, weekly, monthly or yearly, with its own anchor', async ({ page }) => {
  await page.goto('/publish#repeat');
  await hydrated(page);
  await expect(page.locator('#repeat')).toBeInViewport();
  await expect(page.locator('#repeat')).toContainText('Repeat daily, weekly, monthly or yearly');
});

test('analytics: the Google Analytics connection', async ({ page }) => {
  await page.goto('/analytics');
  await expect(page.locator('main h2', { hasText: 'Follow the click' })).toBeVisible();
  expect(await mainText(page)).toMatch(/Connect Google Analytics/);
});

test('about: launched in 2021, and who it is for', async ({ page }) => {
  await page.goto('/about');
  const text = await mainText(page);
  expect(text).toMatch(/launched in 2021/);
  for (const audience of ['small-business', 'entrepreneur', 'social-media-manager', 'marketing-team']) {
    await expect(page.locator(`main a[href="/${audience}"]`)).toBeVisible();
  }
});

test('teams: the five roles, each with what it may do', async ({ page }) => {
  await page.goto('/teams');
  const roles: Record<string, RegExp[]> = {
    'Team owner': [/Invites members/, /Assigns each member’s role/],
    Maintainer: [
      /Creates, updates and removes content/,
      /projects and media libraries/,
      /Assigns members to projects/,
      /Tracks analytics/,
    ],
    Editor: [/Creates, updates and removes their own content/, /Leaves comments/],
    Client: [/Invites members/, /Comments on drafts/, /Approves drafts/, /Tracks analytics/],
    Viewer: [/Views scheduled content only/],
  };
  const section = page.locator('main #roles');
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(Object.keys(roles));
  for (const [role, permissions] of Object.entries(roles)) {
    const card = section.locator('li.role', { has: page.getByRole('heading', { name: role, exact: true }) });
    for (const permission of permissions) await expect(card.locator('.checklist')).toContainText(permission);
  }
});

for (const route of ['/publish', '/analytics', '/teams', '/media-libraries', '/ai-assistant']) {
  test(`${route} has an FAQ list whose answers open by keyboard`, async ({ page }) => {
    await page.goto(route);
    await hydrated(page);
    const questions = page.locator('main #faq details');
    expect(await questions.count()).toBeGreaterThanOrEqual(4);
    const first = questions.first();
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
    await expect(first.locator('p')).toBeVisible();
  });
}
