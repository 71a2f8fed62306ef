/**
 * A visitor whose system asks for reduced motion, in a browser that no automation drives (the
 * theme turns motion off by itself only under automation, for stable screenshots). Their app
 * must hydrate the prerendered page with its own classes (one theme for everyone, stilled by a
 * media query), or it inserts its styles again and restyles the page at start-up.
 */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../setup/chromium';

import { expect, test } from './fixtures';
import { appStarted, loginForm } from './support/ui';

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--disable-blink-features=AutomationControlled'],
  },
  reducedMotion: 'reduce',
});

test("the app takes over with the prerendered page's own classes, and nothing moves", async ({
  page,
}) => {
  await page.goto('/login');
  expect(await page.evaluate(() => navigator.webdriver)).toBe(false);
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(
    true,
  );
  const controls = '#root button, #root a, #root input, #root label';
  const prerendered = await page.evaluate(async (selector) => {
    const html = await (await fetch('/login')).text();
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    return [...parsed.querySelectorAll(selector)].map((element) => element.className);
  }, controls);
  await appStarted(page);
  const app = await page
    .locator(controls)
    .evaluateAll((elements) => elements.map((element) => element.className));
  expect(prerendered.length).toBeGreaterThan(3);
  expect(app).toEqual(prerendered);
  // Stilled by the theme's media query: no transition on the buttons.
  const submit = loginForm(page).submit;
  expect(await submit.evaluate((button) => getComputedStyle(button).transitionDuration)).toBe('0s');
});
