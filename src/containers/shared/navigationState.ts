import { CPF_DIGITS } from '../../domain/cpf';
import { onlyDigits } from '../../domain/digits';
import type { Category, Company } from '../../domain/types';

/** Navigation state login -> /acesso: the CPF (digits) and when the code was sent. */
export interface AccessState {
  cpf: string;
  /** Date.now() when the code was sent; starts the resend cool-down. */
  codeSentAt?: number;
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
  const sentAt = state['codeSentAt'];
  return typeof sentAt === 'number' && Number.isFinite(sentAt)
    ? { cpf, codeSentAt: sentAt }
    : { cpf };
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
