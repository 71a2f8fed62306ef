/**
 * The one-line Portuguese summaries of the integrity flags (what an operator reads on the
 * Integridade page and in GET /api/admin/integrity).
 */
import { countOf, noun } from '../../domain/plural';

/** "1 cadastro", "3 cadastros": Intl.PluralRules through the domain's helper. */
const n = (count: number, one: string, many: string) => countOf(count, noun(one, many));

export const integrityMessages = {
  signupBurst: (count: number, prefix: string, minutes: number, times: number) =>
    `${n(count, 'cadastro', 'cadastros')} da rede ${prefix} em ${minutes} min, ` +
    `${times}× o ritmo habitual dessa rede`,
  emailCounter: (count: number, domain: string, pattern: string) =>
    `${n(count, 'endereço', 'endereços')} em ${domain} que só diferem por um número (${pattern})`,
  emailNearIdentical: (count: number, domain: string, mailbox: string) =>
    `${n(count, 'endereço quase idêntico', 'endereços quase idênticos')} em ${domain} ` +
    `(variações de ${mailbox})`,
  disposable: (count: number, domain: string) =>
    `${n(count, 'endereço', 'endereços')} em provedor de e-mail descartável (${domain})`,
  voteBurst: (count: number, company: string, category: string, share: number, before: number) =>
    `${n(count, 'voto', 'votos')} em ${company} (${category}) numa janela curta: ` +
    `${share}% dos votos da categoria, antes ${before}%`,
  sharedContact: (count: number, celular: string) =>
    `${n(count, 'eleitor', 'eleitores')} com o mesmo celular ${celular}`,
};

/** (11) 9****-4321: enough for the operator to tell contacts apart, not to call anyone. */
export function maskCelular(digits: string): string {
  if (digits.length < 6) return '*'.repeat(digits.length);
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  return `(${area}) ${rest.slice(0, 1)}${'*'.repeat(Math.max(0, rest.length - 5))}-${rest.slice(-4)}`;
}

/** Answers of the integrity and audit calls (422/404 bodies). */
export const integrityApiMessages = {
  reasonRequired: 'Informe o motivo.',
  reasonTooLong: (max: number) => `O motivo deve ter no máximo ${max} caracteres.`,
  voterNotFound: 'Eleitor não encontrado.',
  votersNotFound: (ids: number[]) =>
    `Eleitores não encontrados: ${ids.slice(0, 10).join(', ')}${ids.length > 10 ? '…' : ''}.`,
  noVoters: 'Informe ao menos um eleitor.',
  tooManyVoters: (max: number) => `No máximo ${max} eleitores por vez.`,
  badIds: 'Informe os ids dos eleitores separados por vírgula (ids=1,2,3).',
  badSearch: (min: number, max: number) =>
    `Informe de ${min} a ${max} caracteres para buscar (nome, e-mail ou CPF).`,
  badLimit: (max: number) => `limit: de 1 a ${max}.`,
  badDate: (field: string) => `${field}: use uma data ISO (2026-11-01 ou 2026-11-01T12:00:00Z).`,
};
