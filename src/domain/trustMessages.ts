/**
 * Texts of issue 26 (receipts, their check, the ata, reminders) shown by the web app and sent by
 * the API. Never the spec's texts: those stay in messages.ts, unchanged.
 */
export const trustMessages = {
  api: {
    receiptInvalid: 'Recibo inválido: digite os 12 caracteres, por exemplo K7QF-M2XD-9TZA.',
    unsubscribeInvalid: 'Este link de cancelamento não é válido.',
    receiptsPage: (pages: number) =>
      pages === 1
        ? 'A lista de recibos tem só a página 1.'
        : `Página inválida: a lista de recibos tem as páginas de 1 a ${pages.toLocaleString('pt-BR')}.`,
    unsubscribeBody:
      'Pedido de cancelamento incompleto: envie o formulário com List-Unsubscribe=One-Click.',
  },
  receipt: {
    label: 'Recibo',
    cardLabel: (code: string) => `Recibo: ${code}`,
    hint: 'Guarde este recibo: depois da publicação, confira em Resultados › Conferir recibo.',
  },
  check: {
    title: 'Conferir recibo',
    intro:
      'Digite o recibo que você recebeu ao votar. Ele diz em que categoria o voto foi contado, nunca em quem.',
    field: 'Recibo',
    submit: 'CONFERIR',
    counted: (category: string) => `Voto contado na categoria ${category}.`,
    notCounted: (category: string) =>
      `Este voto na categoria ${category} foi invalidado e não foi contado.`,
    unknown: 'Nenhum voto com este recibo.',
    notPublished: 'Os recibos poderão ser conferidos depois da publicação dos resultados.',
    failed: 'Não foi possível conferir agora. Tente novamente.',
    back: 'Voltar aos resultados',
  },
  publication: {
    receiptsHeading: 'Recibos publicados',
    receiptsCount: (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'recibo' : 'recibos'}`,
    receiptsHint:
      'Cada voto contado tem um recibo. Confira o seu em “Conferir um recibo”; a lista completa, com todos os recibos, está no arquivo de texto.',
    digestsHeading: 'Conferência',
    receiptsSha256: 'SHA-256 da lista de recibos',
    auditHead: 'Último elo da trilha de auditoria',
    ataSha256: 'SHA-256 da ata',
    downloadAta: 'BAIXAR A ATA (PDF)',
    downloadReceipts: 'Lista de recibos (texto)',
    checkReceipt: 'Conferir um recibo',
    // Issue 36: versions, withdrawals, reopenings.
    historyHeading: 'Histórico da publicação',
    historyVersion: (n: number, at: string) => `Versão ${n}, publicada em ${at}`,
    historySuperseded: (n: number, at: string) => `Substituída pela versão ${n} em ${at}.`,
    historyWithdrawn: (at: string, category: string | null) =>
      `Publicação retirada em ${at}${category ? `. Motivo: ${category}` : ''}.`,
    historyStands: 'Em vigor.',
    historyAta: (n: number) => `Ata da versão ${n} (PDF)`,
    historyAtaOriginal: (n: number) => `Ata da versão ${n} como publicada (confere com o SHA-256)`,
    reopened: (readAt: string, reopenedAt: string) =>
      `Resultados consultados em ${readAt} e votação reaberta em ${reopenedAt}.`,
    withdrawnTitle: 'Publicação retirada',
    withdrawnBody:
      'A comissão retirou a publicação dos resultados. Uma nova publicação aparecerá aqui; as atas já publicadas continuam disponíveis no histórico abaixo.',
    categories: {
      'voter-correction': 'correção de eleitores invalidados ou restaurados',
      'date-correction': 'correção das datas da votação',
      'count-error': 'erro na apuração',
      'commission-decision': 'decisão da comissão do prêmio',
      other: 'outro motivo',
    },
  },
  reminders: {
    subjectInvalid: 'Informe um assunto de 1 a 200 caracteres.',
    bodyInvalid: 'Informe o texto do lembrete (até 5.000 caracteres).',
    notOpen: 'Lembretes só podem ser enviados com a votação aberta.',
    tooSoon: 'Já foi enviado um lembrete nas últimas 24 horas. Aguarde para enviar outro.',
    noRecipients: 'Não há eleitores a lembrar: todos os válidos já votaram em todas as categorias.',
    /**
     * Why a reminder's e-mail was not sent when its turn came (issue 37): shown with the voter's
     * e-mails on the console ("Dispensado").
     */
    skippedVoted: 'Dispensado: o eleitor já votou em todas as categorias.',
    skippedUnsubscribed: 'Dispensado: o eleitor cancelou os lembretes.',
    skippedInvalidated: 'Dispensado: o eleitor foi invalidado.',
    skippedClosed: 'Dispensado: a votação não está mais aberta.',
  },
  /** The console: sealed results, the ata, reminders. */
  console: {
    sealedTitle: 'Resultados lacrados',
    sealed: (unsealsAt: string | null) =>
      unsealsAt
        ? `Os votos por empresa ficam lacrados enquanto a votação está aberta e nos primeiros minutos depois do encerramento. Eles abrem em ${unsealsAt}. O Painel mostra a participação.`
        : 'Os votos por empresa ficam lacrados enquanto a votação está aberta. Eles abrem quando o encerramento for definido e chegar. O Painel mostra a participação.',
    /** The console's (sentence case, issue 40 §9); /resultados keeps its own capitals. */
    downloadAta: 'Baixar a ata (PDF)',
    title: 'Lembretes',
    subtitle: 'Lembre quem ainda não votou em todas as categorias.',
    help: 'Escreva o assunto e o texto. {nome} vira o nome do eleitor e {categorias}, as categorias que faltam. Vão para os eleitores válidos que ainda não votaram em tudo e não cancelaram os lembretes; no máximo um lembrete a cada 24 horas, só com a votação aberta.',
    subject: 'Assunto',
    body: 'Texto',
    preview: 'Pré-visualizar',
    send: 'Enviar',
    previewHeading: (n: number) =>
      `Pré-visualização (vai para ${n} ${n === 1 ? 'eleitor' : 'eleitores'})`,
    progressHeading: 'Último lembrete',
    progressOf: (subject: string, at: string) => `"${subject}", enviado em ${at}`,
    progressLabel: (percent: number) => `Envio do lembrete: ${percent}%`,
    /**
     * The latest reminder's counts; "dispensados": not sent after all, because the voter voted
     * in every category (or unsubscribed) before their turn (issue 37).
     */
    counts: (queued: number, sent: number, skipped: number, failed: number) =>
      `Na fila: ${queued} · Enviados: ${sent} · Dispensados: ${skipped} · Falharam: ${failed}`,
    sent: 'Lembrete na fila de envio.',
    /** ENVIAR asks first (issue 40): nothing else can go out for 24 hours. */
    confirmTitle: 'Enviar o lembrete?',
    confirmSend: (n: number) =>
      `Enviar para ${n.toLocaleString('pt-BR')} ${n === 1 ? 'eleitor' : 'eleitores'}? O próximo lembrete só poderá sair em 24 horas.`,
    confirmSendLabel: 'Sim, enviar',
    cancel: 'Cancelar',
    /** Why ENVIAR is off after a reminder, and when it comes back. */
    nextFrom: (at: string) =>
      `Um lembrete foi enviado há menos de 24 horas: o próximo poderá sair a partir de ${at}.`,
    failed: 'Não foi possível concluir agora. Tente novamente.',
  },
  unsubscribe: {
    title: 'Lembretes da votação',
    question:
      'Deseja parar de receber lembretes da votação? Os códigos de acesso continuam chegando normalmente.',
    button: 'PARAR DE RECEBER LEMBRETES',
    footer: (link: string) =>
      `Para não receber mais lembretes da votação (os códigos de acesso continuam chegando): ${link}`,
    done: 'Pronto: você não receberá mais lembretes desta votação. Os códigos de acesso continuam chegando.',
  },
} as const;
