import { CATEGORY_PARAM } from '../../domain/categoryPage';
import { CPF_DIGITS } from '../../domain/cpf';
import { onlyDigits } from '../../domain/digits';
import { readSendCodeAnswer } from '../../domain/sendCodeAnswer';
import type { Category, Company, SendCodeAnswer } from '../../domain/types';

/** Navigation state login -> /acesso: the CPF (digits) and when the code was sent. */
export interface AccessState {
  cpf: string;
  /** Date.now() when the code was sent; starts the resend cool-down. */
  codeSentAt?: number;
  /** The send-code answer: where the code went, for how long, and whether it was already sent. */
  delivery?: SendCodeAnswer;
}

/**
 * Navigation state to /login: the CPF just registered after a 201 (/login then says the account
 * was created), or a CPF to fill in (ENTRAR after 'Usuário já existe.', the back arrow of
 * /acesso). Digits only.
 */
export type LoginState = { registeredCpf: string } | { cpf: string };

/** Navigation state /perfil -> /empresas: the chosen category. */
export interface CompaniesState {
  category: Category;
}

/**
 * Why the server refused a vote (issue 40 §2): 'taken' (409, another tab or device voted first in
 * that category) or 'closed' (403, the voting window closed meanwhile).
 */
export type VoteRefusal = 'taken' | 'closed';

/**
 * Navigation state /empresas -> /perfil after a vote (or a refused one): the category whose card
 * the voter returns to, and whether the vote was stored or why it was refused.
 */
export interface ProfileState {
  categoryId: number;
  /** The vote was stored (201): the card says so itself (issue 40 §9). */
  voted?: true;
  refused?: VoteRefusal;
}

export { readCategoryParam } from '../../domain/categoryPage';

/** The address of a category's companies: /empresas?categoria=ID. */
export function companiesPath(categoryId: number): string {
  return `/empresas?${new URLSearchParams({ [CATEGORY_PARAM]: String(categoryId) }).toString()}`;
}

/** The card to return to on /perfil, or null. */
export function readProfileState(state: unknown): ProfileState | null {
  if (!isRecord(state)) return null;
  const id = state['categoryId'];
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return null;
  const result: ProfileState = { categoryId: id };
  const refused = state['refused'];
  if (refused === 'taken' || refused === 'closed') result.refused = refused;
  else if (state['voted'] === true) result.voted = true;
  return result;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

/** The CPF carried to /acesso, or null (then the screen goes back to /login). */
export function readAccessState(state: unknown): AccessState | null {
  if (!isRecord(state) || typeof state['cpf'] !== 'string') return null;
  const cpf = onlyDigits(state['cpf']);
  if (cpf.length !== CPF_DIGITS) return null;
  const result: AccessState = { cpf };
  const sentAt = state['codeSentAt'];
  if (typeof sentAt === 'number' && Number.isFinite(sentAt)) result.codeSentAt = sentAt;
  const delivery = readSendCodeAnswer(state['delivery']);
  if (delivery) result.delivery = delivery;
  return result;
}

/** The CPF carried to /login (digits) and whether it was just registered, or null. */
export function readLoginState(state: unknown): { cpf: string; registered: boolean } | null {
  if (!isRecord(state)) return null;
  const registered = typeof state['registeredCpf'] === 'string';
  const raw = registered ? state['registeredCpf'] : state['cpf'];
  if (typeof raw !== 'string') return null;
  const cpf = onlyDigits(raw);
  return cpf.length === CPF_DIGITS ? { cpf, registered } : null;
}

function isCompany(value: unknown): value is Company {
  return isRecord(value) && typeof value['id'] === 'number' && typeof value['name'] === 'string';
}

/** The category carried to /empresas, or null ('Desconhecida'). */
export function readCompaniesState(state: unknown): Category | null {
  if (!isRecord(state) || !isRecord(state['category'])) return null;
  const category = state['category'];
  if (typeof category['id'] !== 'number' || typeof category['name'] !== 'string') return null;
  const companies = Array.isArray(category['companies'])
    ? category['companies'].filter(isCompany)
    : [];
  const voted = category['votedCompanyId'];
  return {
    id: category['id'],
    name: category['name'],
    hasVoted: category['hasVoted'] === true,
    votedCompanyId: typeof voted === 'number' ? voted : null,
    companies,
  };
}
