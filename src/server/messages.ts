/**
 * Portuguese texts of API error bodies (`{ message, errors? }`).
 * The web app shows its own messages (src/domain/messages.ts) for most statuses; these bodies are
 * what curl users, logs of the web app and other clients read. Field messages reuse the spec's
 * validation texts so the API and the form agree.
 */
import { nominationRefusals } from '../domain/awardsMessages';
import { messages as web } from '../domain/messages';

export const apiMessages = {
  fields: {
    nome: web.validation.nome,
    email: web.validation.email,
    celular: web.validation.celular,
    cpf: web.validation.cpf,
    botCheck: web.validation.botCheck,
    codigoVerificacao: 'Código inválido: informe os 6 dígitos recebidos por e-mail.',
    idCompany: 'Empresa inválida.',
    idCategory: 'Categoria inválida.',
  },
  invalidFields: 'Dados inválidos. Verifique os campos informados.',
  invalidBody: 'Corpo da requisição inválido: envie um objeto JSON.',
  malformedJson: 'JSON malformado no corpo da requisição.',
  emptyBody: 'O corpo da requisição está vazio.',
  bodyTooLarge: 'A requisição é grande demais.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado: envie application/json.',
  badRequest: 'Requisição inválida.',
  userExists: web.errors.userExists,
  botCheckFailed: web.errors.botCheckFailed,
  cpfNotFound: web.errors.cpfNotFound,
  /** 409 on send-otp-code: the voter's address refused a code for good today (issue 37). */
  mailUndeliverable: (contact: string) =>
    `Não conseguimos entregar e-mails para este endereço: o servidor de e-mail dele recusou a última mensagem. Para corrigir o seu e-mail, fale com a associação (${contact}).`,
  sendCodeFailed:
    'Não foi possível enviar o código de acesso agora. Tente novamente em alguns minutos.',
  invalidCode: 'Código de acesso inválido ou expirado.',
  /** An invalidated voter who signs in (issue 25): why nothing works, and whom to ask. */
  accountUnderReview: (contact: string) =>
    `Sua conta está em análise pela comissão organizadora e não pode votar por enquanto. Para saber mais ou pedir revisão, escreva para ${contact}.`,
  invalidLink: 'Este link de acesso não vale mais: ele já foi usado ou expirou.',
  botCheckRequired:
    'Muitas tentativas para este CPF. Confirme a verificação de segurança e tente novamente.',
  /**
   * 428 on send-otp-code (issue 40 §4): this network spent its unknown-CPF budget; a registered
   * voter goes on with the bot check. "Rede", not "endereço", which reads as a street address.
   */
  networkBotCheckRequired:
    'Muitas consultas de CPF desta rede (Wi-Fi ou operadora). Confirme a verificação de segurança e tente novamente.',
  walkingCpfs: (minutes: number) =>
    `Muitas consultas de CPF desta rede (Wi-Fi ou operadora). Tente novamente em ${minutes} minuto${minutes === 1 ? '' : 's'} ou use os dados móveis do celular.`,
  resendTooSoon: (seconds: number) =>
    `Aguarde ${seconds} segundo${seconds === 1 ? '' : 's'} para pedir um novo código.`,
  tooManySends: (minutes: number) =>
    `Muitos códigos pedidos para este CPF. Tente novamente em ${minutes} minuto${minutes === 1 ? '' : 's'}.`,
  tooManyFailures: (minutes: number) =>
    `Muitas tentativas com código errado. Tente novamente em ${minutes} minuto${minutes === 1 ? '' : 's'}.`,
  tooManyRequests: (seconds: number) =>
    `Muitas requisições desta rede (Wi-Fi ou operadora). Tente novamente em ${seconds} segundo${seconds === 1 ? '' : 's'}.`,
  unauthorized: 'Sessão inválida ou expirada. Entre novamente.',
  categoryNotFound: 'Categoria não encontrada.',
  companyNotFound: 'Empresa não encontrada.',
  companyNotInCategory: 'Essa empresa não pertence a essa categoria.',
  alreadyVoted: 'Você já votou nessa categoria.',
  votingNotStarted: 'A votação ainda não começou.',
  votingClosed: 'A votação está encerrada.',
  /** The nominations phase (issue 41 §3): PUT /api/nominations/:categoryId refused. */
  nominations: nominationRefusals,
  notFound: 'Recurso não encontrado.',
  methodNotAllowed: 'Método não permitido.',
  internal: 'Erro interno do servidor. Tente novamente mais tarde.',
  unavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  limitsUnavailable:
    'Não foi possível verificar os limites de acesso agora. Tente novamente em instantes.',
  mail: {
    subject: 'Seu código de acesso à Votação',
    /**
     * A voter gets the link only while their CPF is under attack, and is told so; an operator
     * gets one with every code (it is how nobody locks them out), so theirs claims no attempts.
     */
    text: (
      nome: string,
      code: string,
      minutes: number,
      link?: string | null,
      audience: 'voter' | 'operator' = 'voter',
    ) =>
      [
        `Olá, ${nome}.`,
        '',
        `Seu código de acesso à Votação é: ${code}`,
        '',
        `Ele vale por ${minutes} minutos e só pode ser usado uma vez.`,
        ...(link
          ? [
              '',
              `${audience === 'voter' ? 'Houve muitas tentativas de entrar com o seu CPF. ' : ''}Se o código não funcionar, entre por este link, que também vale por ${minutes} minutos e só pode ser usado uma vez:`,
              link,
              '',
              'Não passe o código nem o link para ninguém.',
              'Se você não pediu este código, ignore este e-mail: ninguém entra na sua conta sem ele ou sem o link.',
            ]
          : [
              'Se você não pediu este código, ignore este e-mail: ninguém entra na sua conta sem ele.',
            ]),
        '',
        'Associação Comercial — Votação',
      ].join('\n'),
    /**
     * The votes' confirmation (issues 26 and 23): one line per vote with its category and receipt,
     * never the company; the votes of a few minutes share one e-mail. `nome`: the first name, as
     * the code e-mail greets (issue 40).
     */
    receiptSubject: 'Seu voto foi registrado',
    receiptsSubject: 'Seus votos foram registrados',
    receiptText: (
      nome: string,
      votes: readonly { category: string; receipt: string }[],
      checkUrl: string | null,
    ) =>
      [
        `Olá, ${nome}.`,
        '',
        ...votes.map(
          ({ category, receipt }) =>
            `Seu voto na categoria ${category} foi registrado. Recibo: ${receipt}`,
        ),
        '',
        (votes.length === 1 ? 'Guarde o recibo.' : 'Guarde os recibos.') +
          ' Depois da publicação dos resultados, qualquer pessoa pode conferir que ' +
          (votes.length === 1 ? 'ele foi contado' : 'cada um foi contado') +
          (checkUrl ? ` em ${checkUrl}` : ' na página de resultados.'),
        votes.length === 1
          ? apiMessages.mail.receiptProves(votes[0]!.category)
          : apiMessages.mail.receiptsProve,
        '',
        'Associação Comercial — Votação',
      ].join('\n'),
    /**
     * What a receipt proves (issue 40): that a vote in its category was counted, never for
     * which company (a receipt that showed the choice would let a vote be bought).
     */
    receiptProves: (category: string) =>
      `O recibo prova que o seu voto na categoria ${category} foi contado, não em qual empresa você votou.`,
    receiptsProve:
      'Cada recibo prova que o seu voto naquela categoria foi contado, não em qual empresa você votou.',
    /** Why a receipt e-mail was not sent: its votes went out in another one (console's list). */
    receiptNothingLeft: 'Dispensado: os votos deste e-mail saíram em outro.',
  },
} as const;
