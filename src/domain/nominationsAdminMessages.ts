/**
 * The console's Indicações page around its groups (issue 41 §3, decision 305): the phase's window
 * (open it, move it, end it now) and what each of the operator's actions answers. The groups'
 * own texts are in awardsMessages.groups; the server's refusals come in its own words
 * (operatorApiMessages.nominations).
 */
import { adminMessages } from './adminMessages';

const n = (count: number) => count.toLocaleString('pt-BR');

export const nominationsAdminMessages = {
  loading: 'Carregando as indicações...',
  loadFailed: 'Não foi possível carregar as indicações.',
  window: {
    title: 'Período das indicações',
    /** Before any window: what the phase is, and that it is optional. */
    none: 'Esta edição ainda não tem indicações. Defina o período para que os eleitores indiquem uma empresa por categoria antes da votação; sem indicações, a cédula é o catálogo.',
    scheduled: (opens: string, closes: string) =>
      `As indicações abrem em ${opens} e se encerram em ${closes}.`,
    open: (closes: string) => `As indicações estão abertas até ${closes}.`,
    closed: (opens: string, closes: string, received: number) =>
      `As indicações foram de ${opens} a ${closes}: ${n(received)} ${received === 1 ? 'indicação recebida' : 'indicações recebidas'}.`,
    published: (at: string) => `Cédula publicada em ${at}.`,
    opensAtLabel: 'Abertura (horário de Brasília)',
    closesAtLabel: 'Encerramento (horário de Brasília)',
    dateHint: adminMessages.election.form.datePlaceholder,
    /** Under the opening while the phase is open (the server refuses to move it). */
    opensAtFixed: 'As indicações já abriram: só o encerramento pode mudar.',
    required: 'Informe a data e a hora.',
    save: 'Salvar período',
    saved: 'Período das indicações salvo.',
    closeNow: 'Encerrar agora',
    closeNowHint:
      'Encerra as indicações agora: as contagens por empresa aparecem e o período não pode mais ser alterado.',
    closeNowTitle: 'Encerrar as indicações agora?',
    closeNowConfirm:
      'Nenhum eleitor poderá mais indicar, as contagens por empresa aparecem para o agrupamento e as indicações não podem ser reabertas.',
    closeNowYes: 'Encerrar',
    closedNow: 'Indicações encerradas: agrupe os nomes e escolha as finalistas.',
    cancel: 'Cancelar',
  },
  /** What each action answers, said politely (a refusal: the server's words, as an alert). */
  done: {
    merged: (into: string) => `Grupos juntados em “${into}”.`,
    split: 'Nomes separados em um grupo novo.',
    named: (name: string) => `Grupo renomeado para “${name}”.`,
    finalist: (name: string, on: boolean) =>
      on ? `“${name}” é finalista.` : `“${name}” deixou de ser finalista.`,
    top: (category: string, count: number) =>
      `${category}: ${n(count)} ${count === 1 ? 'finalista escolhida' : 'finalistas escolhidas'} entre as mais indicadas.`,
    published: (categories: number, companies: number) =>
      `Cédula publicada: ${n(companies)} ${companies === 1 ? 'empresa' : 'empresas'} em ${n(categories)} ${categories === 1 ? 'categoria' : 'categorias'} formam o catálogo da edição.`,
  },
} as const;
