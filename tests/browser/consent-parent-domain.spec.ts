/**
 * Google Analytics writes its cookies on the widest domain it may (".example.com" from www.example.com): turning
 * analytics off must delete them there too. The browser resolves a made-up www host to the test server, so the site
 * runs under a name with a parent domain. Needs a build with a measurement id, like consent-analytics.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { ANALYTICS_BEHAVIOUR } from '../../browser/consent/constants.ts';
import { TEST_PORT } from './support/test-server.ts';
import { analyticsCookies, banner, categories, guardGoogle, notice, settingsRoute } from './consent-helpers.ts';

const HOST = 'www.consent-test.example';
const PARENT = HOST.slice(HOST.indexOf('.'));
const analytics = categories.find((category) => category.drives === ANALYTICS_BEHAVIOUR)!;

test.use({
  baseURL: `http://${HOST}:${TEST_PORT}`,
  launchOptions: async ({ launchOptions }, use) => {
    await use({
      ...launchOptions,
      args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
    });
  },
});

test('turning analytics off deletes the _ga cookies of the parent domain and of the host', async ({
  page,
  context,
}) => {
  await guardGoogle(context);
  await page.goto('/');
  await notice(page).getByRole('button', { name: banner.acceptLabel }).click();
  await expect.poll(() => analyticsCookies(context)).toContain(`_ga@${PARENT}`);
  await context.addCookies([{ name: '_ga_HOSTONLY', value: 'GS1.1.1', url: `http://${HOST}:${TEST_PORT}` }]);
  expect(await analyticsCookies(context)).toContain(`_ga_HOSTONLY@${HOST}`);
  await page.goto(settingsRoute);
  await page.getByRole('switch', { name: analytics.title }).click();
  await expect.poll(() => analyticsCookies(context)).toEqual([]);
});
