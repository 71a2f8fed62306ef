/** Layout assertions shared by play functions (kept apart from fixtures.ts, which is plain data). */
import { expect, within } from 'storybook/test';

/** Width of the `mobile360` viewport (.storybook/viewports.ts). */
export const PHONE_WIDTH = 360;

/**
 * Asserts nothing sticks out sideways (long names wrap). On a `mobileGlobals` story it first checks
 * the page really is 360 px wide, so the assertion is not vacuous on a wide screen.
 */
export async function expectNoHorizontalOverflow(element: HTMLElement, phone = false) {
  if (phone) await expect(window.innerWidth).toBe(PHONE_WIDTH);
  await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/**
 * A whole screen: exactly one `<main>` and exactly one h1, whose text is `h1` exactly (when given).
 */
export async function expectOnePage(canvasElement: HTMLElement, h1?: string) {
  const page = within(canvasElement);
  await expect(page.getAllByRole('main')).toHaveLength(1);
  const headings = page.getAllByRole('heading', { level: 1 });
  await expect(headings).toHaveLength(1);
  if (h1 !== undefined) await expect(headings[0]?.textContent).toBe(h1);
}
