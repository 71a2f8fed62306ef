/**
 * The one-line Portuguese summaries of the integrity flags (what an operator reads on the
 * Integridade page and in GET /api/admin/integrity).
 */
import { INVALIDATION_CATEGORIES } from '../../../domain/admin';
import { invalidationCategoryLabels } from '../../../domain/integrityMessages';
import { countOf, noun } from '../../../domain/plural';

/** "1 cadastro", "3 cadastros": Intl.PluralRules through the domain's helper. */
const n = (count: number, one: string, many: string) => countOf(count, noun(one, many));

/** How long a group's sign-ups took: "20 min", "5 horas", "3 dias". */
export function spanText(ms: number): string {
  const minute = 60_000;
  const hour = 60 * minute;
  const day = 24 * hour;
  if (ms < hour) return `${Math.max(1, Math.round(ms / minute))} min`;
  if (ms < 2 * day) return n(Math.round(ms / hour), 'hora', 'horas');
  return n(Math.ceil(ms / day), 'dia', 'dias');
}

/**
 * What a group of accounts voted for, as the end of a summary: ", votaram só em X (Categoria)"
 * when every account voted only for it, ", 9 de 12 votaram em X (Categoria)" otherwise; empty
 * when the group did not vote one way.
 */
export interface VotedFor {
  company: string;
  category: string;
  members: number;
  voted: number;
  only: number;
}

export function votedForText(context: VotedFor | null, short = false, sealed = false): string {
  if (!context) return '';
  // Sealed (results/seal.ts): that they voted one way, never for whom (issue 36) nor where.
  if (sealed) return votedSameWayText(context);
  const where = short ? context.company : `${context.company} (${context.category})`;
  if (context.only === context.members) {
    return context.members === 1 ? `, votou só em ${where}` : `, votaram só em ${where}`;
  }
  if (context.voted === context.members) return `, votaram todas em ${where}`;
  return `, ${context.voted} de ${context.members} votaram em ${where}`;
}

/**
 * While results are sealed: ", votaram todas na mesma empresa", ", votaram só na mesma empresa",
 * ", 9 de 12 votaram na mesma empresa". Neither the company nor its category (issue 37): beside
 * the flag's voters, a category in which only one company has votes would say whom they chose.
 */
function votedSameWayText(context: VotedFor): string {
  if (context.only === context.members) {
    return context.members === 1 ? ', votou só numa empresa' : ', votaram só na mesma empresa';
  }
  if (context.voted === context.members) return ', votaram todas na mesma empresa';
  return `, ${context.voted} de ${context.members} votaram na mesma empresa`;
}

/** A summary is one line on the Integridade page: shorter than this. */
export const SUMMARY_MAX = 160;

export const integrityMessages = {
  signupBurst: (count: number, prefix: string, minutes: number, times: number) =>
    `${n(count, 'cadastro', 'cadastros')} da rede ${prefix} em ${minutes} min, ` +
    `${times}× o ritmo habitual dessa rede`,
  emailCounter: (count: number, domain: string, pattern: string, step = 1) =>
    `${n(count, 'endereço', 'endereços')} em ${domain} que só diferem por um número` +
    `${step > 1 ? `, de ${step} em ${step}` : ''} (${pattern})`,
  emailLetterRun: (count: number, domain: string, pattern: string) =>
    `${n(count, 'endereço', 'endereços')} em ${domain} que só diferem pela última letra (${pattern})`,
  emailNameFamily: (count: number, domain: string, pattern: string) =>
    `${n(count, 'endereço', 'endereços')} em ${domain} com o mesmo nome e sufixos diferentes (${pattern})`,
  emailNearIdentical: (count: number, mailbox: string, span: string) =>
    `${n(count, 'conta', 'contas')} na mesma caixa de e-mail (${mailbox}), criadas em ${span}`,
  disposable: (count: number, domain: string) =>
    `${n(count, 'endereço', 'endereços')} em provedor de e-mail descartável (${domain})`,
  catchAllDomain: (count: number, domain: string, span: string) =>
    `${n(count, 'conta', 'contas')} do domínio ${domain}, criadas em ${span}`,
  numberedDomains: (count: number, domains: number, family: string, span: string) =>
    `${n(count, 'conta', 'contas')} em ${domains} domínios numerados (${family}), criadas em ${span}`,
  voteBurst: (count: number, company: string, category: string, share: number, before: number) =>
    `${n(count, 'voto', 'votos')} em ${company} (${category}) numa janela curta: ` +
    `${share}% dos votos da categoria, antes ${before}%`,
  /**
   * While sealed: the window and the share, never the company, its share before, nor its
   * category (issue 37: with one voted company in it, the category would name the company).
   */
  voteBurstSealed: (count: number, share: number) =>
    `${n(count, 'voto', 'votos')} numa mesma empresa numa janela curta: ` +
    `${share}% dos votos da categoria dela nessa janela`,
  /**
   * The evidence's "Padrão" of a sealed flag about one company: no company and no category (a
   * category in which one company alone has votes would name it; issue 37).
   */
  sealedPattern: 'empresa e categoria lacradas até o encerramento',
  sharedContact: (count: number, celular: string) =>
    `${n(count, 'eleitor', 'eleitores')} com o mesmo celular ${celular}`,
  /**
   * A company whose votes look unlike the rest of the election's; `parts` from profilePart, as
   * many as fit in one line (the evidence has every number, and the category).
   */
  companyProfile: (company: string, parts: string[], sealed = false) => {
    // Sealed: "Uma empresa foge do padrão: …" (never which one, nor its category: issue 37).
    const head = sealed ? 'Uma empresa foge do padrão: ' : `${company} foge do padrão: `;
    let line = head + parts[0];
    for (const part of parts.slice(1)) {
      if (`${line}; ${part}`.length >= SUMMARY_MAX) break;
      line += `; ${part}`;
    }
    return line;
  },
  profilePart: {
    singleCategory: (percent: number, rest: number) =>
      `${percent}% dos votos de quem só votou nesta categoria (demais ${rest}%)`,
    curve: (percent: number, days: string[]) =>
      `${percent}% em ${n(days.length, 'dia', 'dias')} de pico (${days.join(', ')})`,
    fresh: (percent: number, minutes: number, rest: number) =>
      `${percent}% de contas criadas até ${minutes} min antes (demais ${rest}%)`,
  },
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
  reasonRequired: 'Informe os detalhes do motivo (ficam só na trilha de auditoria).',
  categoryRequired: `Escolha o motivo (category): ${INVALIDATION_CATEGORIES.map(
    (c) => `${c} (${invalidationCategoryLabels[c]})`,
  ).join(', ')}.`,
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
};
