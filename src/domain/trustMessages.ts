/**
 * Texts of issue 26 (receipts, their check, the ata, reminders) shown by the web app and sent by
 * the API. Never the spec's texts: those stay in messages.ts, unchanged.
 */
export const trustMessages = {
  api: {
    receiptInvalid: 'Recibo inválido: digite os 12 caracteres, por exemplo K7QF-M2XD-9TZA.',
    unsubscribeInvalid: 'Este link de cancelamento não é válido.',
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
    receiptsCount: (n: number) => `${n} ${n === 1 ? 'recibo' : 'recibos'}`,
    digestsHeading: 'Conferência',
    receiptsSha256: 'SHA-256 da lista de recibos',
    auditHead: 'Último elo da trilha de auditoria',
    ataSha256: 'SHA-256 da ata',
    downloadAta: 'BAIXAR A ATA (PDF)',
    downloadReceipts: 'Lista de recibos (texto)',
    checkReceipt: 'Conferir um recibo',
  },
  reminders: {
    subjectInvalid: 'Informe um assunto de 1 a 200 caracteres.',
    bodyInvalid: 'Informe o texto do lembrete (até 5.000 caracteres).',
    notOpen: 'Lembretes só podem ser enviados com a votação aberta.',
    tooSoon: 'Já foi enviado um lembrete nas últimas 24 horas. Aguarde para enviar outro.',
    noRecipients: 'Não há eleitores a lembrar: todos os válidos já votaram em todas as categorias.',
  },
  unsubscribe: {
    title: 'Lembretes da votação',
    question:
      'Deseja parar de receber lembretes da votação? Os códigos de acesso continuam chegando normalmente.',
    button: 'PARAR DE RECEBER LEMBRETES',
    done: 'Pronto: você não receberá mais lembretes da votação. Os códigos de acesso continuam chegando.',
  },
} as const;
