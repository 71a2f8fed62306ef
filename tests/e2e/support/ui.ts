/**
 * Journey steps through the real UI, located the way a user (or a screen reader) finds things:
 * roles, labels and the exact strings of src/domain/messages.ts.
 */
import { expect, type Locator, type Page } from '@playwright/test';

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
    createAccount: page.getByRole('button', exact(m.login.createAccount)),
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

/** Reads the code from the e-mail the server sent, types it, ACESSAR -> /perfil. */
export async function enterCodeViaUi(page: Page, mailbox: Mailbox, voter: Voter): Promise<void> {
  const code = await mailbox.waitForCode(voter.email);
  const form = accessForm(page);
  await form.code.fill(code);
  await expect(form.code).toHaveValue(code);
  await form.submit.click();
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

/**
 * The focused element shows a visible focus indicator: it matches :focus-visible and it (or the
 * MUI wrapper drawing its focus ring: input root, checkbox/switch base) has a non-empty outline,
 * box-shadow or a thicker/changed border.
 */
export async function expectVisibleFocus(page: Page): Promise<string> {
  const result = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { ok: false, why: 'nothing focused', what: '' };
    const what = `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    if (!el.matches(':focus-visible')) return { ok: false, why: 'not :focus-visible', what };
    const shows = (node: Element): boolean => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
      return outline || shadow;
    };
    if (shows(el)) return { ok: true, why: '', what };
    // MUI draws a text field's focus on the notched outline next to the input.
    const inputRoot = el.closest('.MuiInputBase-root');
    if (inputRoot?.classList.contains('Mui-focused')) {
      const fieldset = inputRoot.querySelector('fieldset');
      if (fieldset && parseFloat(getComputedStyle(fieldset).borderTopWidth) >= 2) {
        return { ok: true, why: '', what };
      }
      if (shows(inputRoot)) return { ok: true, why: '', what };
    }
    // Checkbox, radio, switch: the hidden native input's ButtonBase parent draws the ring.
    let node: Element | null = el.parentElement;
    for (let i = 0; node && i < 3; i++, node = node.parentElement) {
      if (shows(node)) return { ok: true, why: '', what };
    }
    return { ok: false, why: 'no outline, box-shadow or focused border', what };
  });
  expect(result.ok, `visible focus on ${result.what}: ${result.why}`).toBe(true);
  return result.what;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking at every stop on the way
 * that the focused element shows a visible focus indicator. Fails after `max` presses.
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
    // evaluateAll neither waits for the target nor minds several matches.
    const focused = await target.evaluateAll((els) =>
      els.some((el) => el === document.activeElement),
    );
    const stop = await page.evaluate(() => document.activeElement !== document.body);
    if (stop) visited.push(await expectVisibleFocus(page));
    if (focused) return;
  }
  throw new Error(`${key} x${max} never reached the target; focus visited:\n${visited.join('\n')}`);
}
