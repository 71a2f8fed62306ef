/**
 * Journey steps through the real UI, located the way a user (or a screen reader) finds things:
 * roles, labels and the exact strings of src/domain/messages.ts.
 */
import { expect, type Locator, type Page } from '@playwright/test';

import { APP_STARTED_ATTRIBUTE } from '../../../src/app/appStarted';
import { messages } from '../../../src/domain/messages';

import type { Mailbox } from './mailbox';
import type { Voter } from './people';

export const m = messages;

const exact = (name: string) => ({ name, exact: true });

/** The register form's fields. */
export function registerForm(page: Page) {
  return {
    nome: page.getByLabel(m.register.nomeLabel),
    email: page.getByLabel(m.register.emailLabel),
    celular: page.getByLabel(m.register.celularLabel),
    cpf: page.getByLabel(m.register.cpfLabel),
    botCheck: page.getByRole('checkbox', { name: m.botCheck.devLabel }),
    submit: page.getByRole('button', exact(m.register.submit)),
  };
}

export async function fillRegisterForm(page: Page, voter: Voter): Promise<void> {
  const form = registerForm(page);
  await form.nome.fill(voter.nome);
  await form.email.fill(voter.email);
  // Masked inputs: type digits, the mask adds the punctuation.
  await form.celular.fill(voter.celular);
  await expect(form.celular).toHaveValue(voter.celularMasked);
  await form.cpf.fill(voter.cpf);
  await expect(form.cpf).toHaveValue(voter.cpfMasked);
  await form.botCheck.check();
}

/** /cadastro -> form -> CADASTRAR -> /login (status 201). */
export async function registerViaUi(page: Page, voter: Voter): Promise<void> {
  await page.goto('/cadastro');
  await expect(page.getByRole('heading', exact(m.register.heading))).toBeVisible();
  await fillRegisterForm(page, voter);
  await registerForm(page).submit.click();
  await expect(page).toHaveURL(/\/login$/);
}

export function loginForm(page: Page) {
  return {
    cpf: page.getByLabel(m.login.cpfLabel),
    submit: page.getByRole('button', exact(m.login.submit)),
    createAccount: page.getByRole('link', exact(m.login.createAccount)),
  };
}

export function accessForm(page: Page) {
  return {
    code: page.getByLabel(m.access.codeLabel),
    submit: page.getByRole('button', exact(m.access.submit)),
    resend: page.getByRole('button', exact(m.access.resend)),
  };
}

/** /login -> CPF -> ENTRAR -> /acesso (the code is on its way). */
export async function requestCodeViaUi(page: Page, voter: Voter): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', exact(m.login.heading))).toBeVisible();
  const form = loginForm(page);
  await form.cpf.fill(voter.cpf);
  await expect(form.cpf).toHaveValue(voter.cpfMasked);
  await form.submit.click();
  await expect(page).toHaveURL(/\/acesso$/);
  await expect(page.getByRole('heading', exact(m.access.heading))).toBeVisible();
}

/**
 * Reads the code from the e-mail the server sent and types it: the sixth digit submits by itself
 * (no ACESSAR click: the page has already moved on) -> /perfil.
 */
export async function enterCodeViaUi(page: Page, mailbox: Mailbox, voter: Voter): Promise<void> {
  const code = await mailbox.waitForCode(voter.email);
  const form = accessForm(page);
  await form.code.fill(code);
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(page.getByRole('heading', exact(m.profile.greeting(voter.firstName)))).toBeVisible();
}

/** CPF -> ENTRAR -> code from the mailbox -> ACESSAR -> /perfil. */
export async function signInViaUi(page: Page, mailbox: Mailbox, voter: Voter): Promise<void> {
  await requestCodeViaUi(page, voter);
  await enterCodeViaUi(page, mailbox, voter);
}

/** The card of one category on /perfil (a list item with the category name as its heading). */
export function categoryCard(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', exact(name)) });
}

/** The row of one company on /empresas. */
export function companyRow(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
}

/** The category cards shown on /perfil, waiting until the list has loaded. */
export async function categoryNames(page: Page): Promise<string[]> {
  const headings = page.getByRole('list').getByRole('listitem').getByRole('heading', { level: 2 });
  await expect(headings.first()).toBeVisible();
  return headings.allInnerTexts();
}

/** The visible notification/alert with this text (MUI Snackbar + Alert, or helper text). */
export function notice(page: Page, text: string): Locator {
  return page.getByText(text, { exact: true });
}

/** The confirmation dialog of a vote. */
export function confirmDialog(page: Page): Locator {
  return page.getByRole('dialog');
}

type FocusProbeMode = 'snap' | 'compare';

interface FocusSnapshot {
  /** Short description of the element, for messages. */
  what: string;
  /** Null when nothing (or the body) has the focus. */
  focusVisible: boolean | null;
}

interface FocusComparison {
  what: string;
  /** Null when the element left the page (navigation), so nothing can be compared. */
  changed: boolean | null;
}

/**
 * In the page: 'snap' records how the focused element (and the wrappers MUI draws focus on: up to
 * three ancestors and a text field's outline) looks while focused; 'compare', after the focus has
 * moved away, tells whether that look differs from the unfocused one. A focus indicator is a
 * difference in outline, box-shadow, border or background.
 */
function focusProbe(mode: FocusProbeMode): FocusSnapshot | FocusComparison {
  type Probe = { node: Element; what: string; look: string[] };
  const w = window as unknown as { __focusProbe?: Probe };
  const keys = [
    'outlineStyle',
    'outlineWidth',
    'outlineColor',
    'outlineOffset',
    'boxShadow',
    'borderTopColor',
    'borderTopWidth',
    'borderBottomColor',
    'borderBottomWidth',
    'backgroundColor',
    'textDecorationLine',
  ] as const;
  const look = (node: Element): string[] => {
    const nodes: Element[] = [];
    let current: Element | null = node;
    for (let i = 0; current && i < 4; i++, current = current.parentElement) nodes.push(current);
    const fieldset = node.closest('.MuiInputBase-root')?.querySelector('fieldset');
    if (fieldset) nodes.push(fieldset);
    return nodes.map((n) => {
      const style = getComputedStyle(n);
      // A transparent node (MUI's native checkbox input) draws nothing, outline included.
      if (style.opacity === '0' || style.visibility === 'hidden') return 'invisible';
      return keys.map((k) => style[k]).join('|');
    });
  };
  if (mode === 'snap') {
    const el = document.activeElement;
    if (!el || el === document.body) {
      delete w.__focusProbe;
      return { what: 'nothing', focusVisible: null };
    }
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    const role = el.getAttribute('role');
    const type = el.getAttribute('type');
    const what = `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${type ? `[type=${type}]` : ''} "${label}"${el.id ? ` #${el.id}` : ''}`;
    // Out of the Tab order (tabindex="-1": a page's heading the app focuses on arrival, issue 27
    // item 9): focused by script, never by a key, so no keyboard indicator is asked of it. A
    // screen change can land that focus between two key presses of a Tab walk.
    if (el instanceof HTMLElement && el.tabIndex < 0) {
      delete w.__focusProbe;
      return { what, focusVisible: true };
    }
    w.__focusProbe = { node: el, what, look: look(el) };
    return { what, focusVisible: el.matches(':focus-visible') };
  }
  const probe = w.__focusProbe;
  delete w.__focusProbe;
  if (!probe) return { what: 'nothing', changed: null };
  if (!probe.node.isConnected || probe.node === document.activeElement) {
    return { what: probe.what, changed: null };
  }
  const now = look(probe.node);
  return { what: probe.what, changed: now.some((value, i) => value !== probe.look[i]) };
}

const reported = new WeakMap<Page, Set<string>>();

/** A soft failure, once per element and page, however often a Tab walk passes the element. */
function reportOnce(page: Page, what: string, ok: boolean, message: string): void {
  const seen = reported.get(page) ?? new Set<string>();
  reported.set(page, seen);
  if (ok || seen.has(what)) return;
  seen.add(what);
  expect.soft(ok, message).toBe(true);
}

async function snapFocus(page: Page): Promise<FocusSnapshot> {
  const snap = (await page.evaluate(focusProbe, 'snap' as FocusProbeMode)) as FocusSnapshot;
  if (snap.focusVisible !== null) {
    reportOnce(
      page,
      snap.what,
      snap.focusVisible,
      `${snap.what} has the focus but is not :focus-visible`,
    );
  }
  return snap;
}

async function compareFocus(page: Page): Promise<void> {
  const result = (await page.evaluate(focusProbe, 'compare' as FocusProbeMode)) as FocusComparison;
  if (result.changed === null) return;
  reportOnce(
    page,
    result.what,
    result.changed,
    `${result.what} looks the same focused and unfocused: no visible focus indicator`,
  );
}

/**
 * The focused element shows a visible focus indicator: it matches :focus-visible, and it looks
 * different (outline, box-shadow, border, background of it or of the MUI wrapper that draws its
 * ring) from when it is not focused. Checked by pressing Tab and Shift+Tab, so the focus ends
 * where it was. Soft: the test goes on and lists every element without an indicator.
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const snap = await snapFocus(page);
  if (snap.focusVisible === null) {
    expect.soft(false, 'expected an element to have the focus').toBe(true);
    return;
  }
  await page.keyboard.press('Tab');
  await compareFocus(page);
  await page.keyboard.press('Shift+Tab');
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus. Every element the focus passes on the
 * way, and the target itself, must show a visible focus indicator (see expectVisibleFocus).
 * Fails after `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 60 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  const visited: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    // The element focused before this press is unfocused now: did it look different?
    await compareFocus(page);
    // evaluateAll neither waits for the target nor minds several matches.
    const focused = await target.evaluateAll((els) =>
      els.some((el) => el === document.activeElement),
    );
    if (focused) {
      await expectVisibleFocus(page);
      return;
    }
    const snap = await snapFocus(page);
    visited.push(snap.what);
  }
  throw new Error(`${key} x${max} never reached the target; focus visited:\n${visited.join('\n')}`);
}

/**
 * Waits until the app has hydrated a prerendered page (decision 160): before that, its buttons
 * and fields are the HTML's, without the app's handlers.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator(`html[${APP_STARTED_ATTRIBUTE}="started"]`)).toBeAttached();
}
