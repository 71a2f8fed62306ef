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

/** Navigation state /cadastro -> /login after a 201: the CPF just registered (digits). */
export interface LoginState {
  registeredCpf: string;
}

/** Navigation state /perfil -> /empresas: the chosen category. */
export interface CompaniesState {
  category: Category;
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

/** The CPF just registered, carried to /login, or null. */
export function readLoginState(state: unknown): LoginState | null {
  if (!isRecord(state) || typeof state['registeredCpf'] !== 'string') return null;
  const cpf = onlyDigits(state['registeredCpf']);
  return cpf.length === CPF_DIGITS ? { registeredCpf: cpf } : null;
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
