/** Portuguese texts of the operator API's error bodies and of the CLI's operator commands. In
 * domain because the offline demo's console (src/mocks) answers with the same texts. */
export const operatorApiMessages = {
  forbidden: 'Acesso restrito aos operadores da votação.',
  invalidCode: 'Código de acesso inválido ou expirado.',
  /** The daily cap of wrong codes is spent (by someone, maybe a stranger): the link still works. */
  capped: (minutes: number) =>
    `Houve tentativas erradas demais com este e-mail nas últimas 24 horas, talvez de outra pessoa: nenhum código é aceito pelos próximos ${minutes} min. Entre pelo link do e-mail de acesso (cada e-mail traz um) ou peça um novo código para receber outro link.`,
  invalidLink: 'Este link de acesso não vale mais (já foi usado ou expirou). Peça um novo código.',
  mail: {
    subject: 'Seu código de acesso ao console da Votação',
  },
  election: {
    nameInvalid:
      'O nome da eleição deve ter de 1 a 200 caracteres, numa linha só, sem caracteres de controle ou invisíveis.',
    nameUnprintable:
      'O nome da eleição tem caracteres que a ata de apuração não consegue imprimir. Use letras latinas (com ou sem acento), gregas ou cirílicas, algarismos e pontuação comum.',
    dateFormat: (field: string) =>
      `${field}: use data e hora com fuso horário, por exemplo 2026-12-01T08:00-03:00.`,
    dateInvalid: (field: string) => `${field}: essa data não existe.`,
    closesBeforeOpens: 'O encerramento deve ser depois da abertura.',
    notClosed: 'Os resultados só podem ser publicados depois que a votação for encerrada.',
    notOpen: 'A votação não está aberta: não há o que encerrar.',
    alreadyOpen: 'A votação já está aberta.',
    publishedNoReopen:
      'Os resultados já foram publicados: a votação não pode ser reaberta por aqui. Altere as datas se for mesmo preciso.',
    opensAt: 'Abertura',
    closesAt: 'Encerramento',
  },
  results: {
    notPublished: 'Os resultados ainda não foram publicados.',
    /** 403 while the window is open (issue 26): nobody sees votes per company until it closes. */
    sealed: (closesAt: string | null) =>
      closesAt
        ? `Os resultados por empresa ficam lacrados enquanto a votação está aberta. Eles abrem no encerramento, em ${closesAt}.`
        : 'Os resultados por empresa ficam lacrados enquanto a votação está aberta. Eles abrem quando o encerramento for definido e chegar.',
  },
  /** 428 on the console's sign-in: this e-mail got too many wrong codes in the hour. */
  botCheckRequired:
    'Muitas tentativas com este e-mail. Confirme a verificação de segurança e tente novamente.',
  catalog: {
    nameInvalid: 'Informe um nome de 1 a 200 caracteres, sem caracteres de controle.',
    /** After an import, while voting is open with no closing date (CLI and console). */
    openWithoutEnd:
      'Atenção: votação aberta sem data de encerramento. Os eleitores já podem votar nestas categorias. Defina a janela (npm run admin -- election --opens … --closes …, ou no console, em Eleição).',
    nameHidden:
      'O nome tem caracteres invisíveis ou de controle (colados de outro lugar?). Digite-o de novo.',
    nameUnprintable:
      'O nome tem caracteres que a ata de apuração não consegue imprimir. Use letras latinas (com ou sem acento), gregas ou cirílicas, algarismos e pontuação comum.',
    nameMixedScripts:
      'O nome mistura letras de alfabetos diferentes (por exemplo, um "с" cirílico no lugar do "c"). Digite-o de novo.',
    categoryNotFound: 'Categoria não encontrada.',
    companyNotFound: 'Empresa não encontrada.',
    categoryExists: 'Já existe uma categoria com esse nome.',
    companyExists: 'Já existe uma empresa com esse nome nessa categoria.',
    categoryHasVotes:
      'Essa categoria não pode ser removida: já há votos registrados nela. Renomeie-a, se precisar.',
    companyHasVotes:
      'Essa empresa não pode ser removida: ela já recebeu votos. Renomeie-a, se precisar.',
    importFailed: (fileName: string, problems: number) =>
      `${fileName}: nada foi importado; corrija ${problems === 1 ? 'o problema' : `os ${problems} problemas`}:`,
    notUtf8: (fileName: string) =>
      `${fileName}: nada foi importado; o arquivo não está em UTF-8 (salve como "CSV UTF-8")`,
    tooLarge: 'O arquivo é grande demais para importar (máximo de 1 MB).',
  },
} as const;
