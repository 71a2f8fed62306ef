/** Portuguese texts of the operator API's error bodies and of the CLI's operator commands. In
 * domain because the offline demo's console (src/mocks) answers with the same texts. */
import { MEMBER_FILE_MAX_BYTES } from './memberList';
import { CATALOG_FILE_MAX_BYTES } from './schemas/adminApi';

/** A file limit in bytes as the messages say it ("1 MB"). */
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toLocaleString('pt-BR')} MB`;

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
  /** The award's editions (issue 41 §1): POST /admin/editions and …/:id/current, and the CLI. */
  editions: {
    notFound: 'Edição não encontrada.',
    /** Creating the next edition while the current one is not done. */
    currentOpen:
      'A votação da edição atual está aberta: a próxima edição só pode ser criada depois que ela for encerrada e os resultados, publicados.',
    currentScheduled:
      'A votação da edição atual está agendada: a próxima edição só pode ser criada depois que ela for encerrada e os resultados, publicados.',
    currentUnpublished:
      'A votação da edição atual foi encerrada, mas os resultados ainda não foram publicados: publique-os (Resultados) antes de criar a próxima edição.',
    /** Making another edition current while the current one's voting is open. */
    switchWhileOpen:
      'A votação da edição atual está aberta: encerre-a antes de tornar outra edição a atual.',
    /** The CLI: `edition current` without a year. */
    yearRequired: 'Informe o ano da edição: npm run admin -- edition current ANO.',
  },
  /** The association's member list (issue 41 §3, decision 321): CLI and POST /admin/members/import. */
  members: {
    importFailed: (fileName: string, problems: number) =>
      `${fileName}: nada foi importado; corrija ${problems === 1 ? 'o problema' : `os ${problems} problemas`}:`,
    notUtf8: (fileName: string) =>
      `${fileName}: nada foi importado; o arquivo não está em UTF-8 (salve como "CSV UTF-8")`,
    /** Over MEMBER_FILE_MAX_BYTES: the console, the API (413) and the CLI. */
    tooLarge: `O arquivo passa do máximo de ${megabytes(MEMBER_FILE_MAX_BYTES)}: deixe nele só a coluna dos nomes e tente de novo.`,
    /** The file's name has a control or invisible character (catalogName's hasHiddenCharacters). */
    fileNameHidden:
      'O nome do arquivo tem caracteres invisíveis ou de controle: renomeie o arquivo (só letras, algarismos e pontuação) e tente de novo.',
    empty: 'arquivo vazio: esperado um cabeçalho com a coluna nome (ou empresa, ou associada)',
    header: (line: number, header: string) =>
      `linha ${line}: cabeçalho "${header}" sem a coluna nome (ou empresa, ou associada)`,
    noRows: 'nenhuma linha de dados depois do cabeçalho',
    /** After the first 100 problems of a file. */
    more: (count: number) => `… e mais ${count} problemas`,
    tooMany: (rows: number, max: string) =>
      `o arquivo tem ${rows} linhas de nomes; o máximo é ${max} (uma lista por edição)`,
    formula: (line: number, first: string) =>
      `linha ${line}: empresa começando com “${first}”, que uma planilha leria como fórmula; escreva o nome sem esse sinal`,
    /** The CLI's answer once imported. */
    imported: (members: number, year: number, repeated: number) =>
      `Lista de associadas importada para a edição ${year}: ${members} nome(s)${repeated > 0 ? `; ${repeated} linha(s) repetida(s) contada(s) uma vez` : ''}. As sugestões das indicações vêm dela.`,
  },
  /** Any imported file's (catalogue, member list): its CSV's problems, and the CLI's reading. */
  files: {
    /** One problem of a file, at the line it starts on. */
    line: (line: number, problem: string) => `linha ${line}: ${problem}`,
    unclosedQuotes: 'aspas abertas e não fechadas',
    textAfterQuotes:
      'texto depois das aspas que fecham o campo (aspas dentro de um campo entre aspas se escrevem "")',
    /** One problem of a JSON file, at its item (1-based). */
    item: (index: number, problem: string) => `item ${index}: ${problem}`,
    /** Several problems of one line or item, in one. */
    problems: (problems: string[]) => problems.join('; '),
    noRows: 'nenhuma linha de dados depois do cabeçalho',
    /**
     * What src/domain/catalogName.ts finds wrong with a name in a file (catalogue, member list);
     * `what` is what the name is ("categoria", "empresa", "empresa 2").
     */
    name: {
      empty: (what: string) => `${what} vazia`,
      tooLong: (what: string, max: number) => `${what} com mais de ${max} caracteres`,
      hidden: (what: string) => `${what} com caracteres invisíveis ou de controle`,
      unprintable: (what: string, characters: string[]) =>
        `${what} com caracteres que a ata de apuração não consegue imprimir (${characters.join(' ')}): use letras latinas, gregas ou cirílicas`,
      mixedScripts: (what: string) =>
        `${what} misturando letras de alfabetos diferentes (cirílico ou grego com latino)`,
    },
    notFound: (fullPath: string) => `Arquivo não encontrado: ${fullPath}`,
    unreadable: (fullPath: string, reason: string) => `Não foi possível ler ${fullPath}: ${reason}`,
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
      'Os resultados já foram publicados: a votação não pode ser reaberta. Se for mesmo preciso, retire a publicação antes (Eleição, RETIRAR A PUBLICAÇÃO, com o motivo); a ata publicada continua disponível.',
    /** 409 on any window change after publication (issue 36). */
    publishedNoChange:
      'Os resultados já foram publicados: as datas e o nome da eleição não podem mais ser alterados. Se for mesmo preciso, retire a publicação antes (Eleição, RETIRAR A PUBLICAÇÃO, com o motivo) e publique de novo depois; a ata publicada continua disponível.',
    /** 422 when reopening after the results per company were read without a reason. */
    reopenReasonRequired: (readAt: string) =>
      `Os resultados por empresa já foram consultados (em ${readAt}). Para reabrir a votação, informe o motivo (de 5 a 500 caracteres): a reabertura fica registrada na trilha de auditoria, no Painel, na ata e na página pública de resultados.`,
    reopenReasonInvalid: 'O motivo da reabertura deve ter de 5 a 500 caracteres.',
    /** 409 on publishing while results per company are still sealed (the close has not stood). */
    /** 409 on publish: the ballot box no longer matches the seal of the close (issue 36). */
    votesChangedSinceSeal:
      'Os votos mudaram depois do lacre do encerramento, sem registro na trilha de auditoria: nada foi publicado. Confira com `npm run admin -- audit verify` e fale com a comissão do prêmio.',
    publishHolding: (unsealsAt: string | null) =>
      unsealsAt
        ? `O encerramento ainda não se manteve pelo tempo mínimo: os resultados podem ser publicados a partir de ${unsealsAt}.`
        : 'Os resultados só podem ser publicados depois que a votação for encerrada.',
    notPublished: 'Os resultados não estão publicados: não há publicação a retirar.',
    withdrawReasonInvalid:
      'Informe o motivo da retirada (de 5 a 500 caracteres): ele fica na trilha de auditoria.',
    withdrawCategoryInvalid: 'Escolha o tipo de motivo da retirada.',
    opensAt: 'Abertura',
    closesAt: 'Encerramento',
  },
  results: {
    notPublished: 'Os resultados ainda não foram publicados.',
    /** 403 while the window is open (issue 26): nobody sees votes per company until it closes. */
    sealed: (unsealsAt: string | null) =>
      unsealsAt
        ? `Os resultados por empresa ficam lacrados enquanto a votação está aberta e nos primeiros minutos depois do encerramento. Eles abrem em ${unsealsAt}.`
        : 'Os resultados por empresa ficam lacrados enquanto a votação está aberta. Eles abrem quando o encerramento for definido e chegar.',
    /** 403 after the close, before it has stood RESULTS_SEAL_HOLD_MINUTES (issue 36). */
    holding: (unsealsAt: string | null) =>
      `A votação foi encerrada há pouco: os resultados por empresa continuam lacrados até que o encerramento se mantenha pelo tempo mínimo. Eles abrem em ${unsealsAt ?? 'breve'}.`,
    /** 409 on invalidating or restoring voters after publication (issue 36). */
    publishedNoVoterChange:
      'Os resultados já foram publicados: invalidar ou restaurar eleitores mudaria uma contagem publicada. Se for mesmo preciso, retire a publicação antes (Eleição, RETIRAR A PUBLICAÇÃO, com o motivo) e publique de novo depois; a ata publicada continua disponível.',
    versionNotFound: 'Não há publicação com essa versão.',
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
    /** Issue 41 §2: two categories of an edition would share the seal's address. */
    categorySlugClash: (other: string) =>
      `Esse nome fica igual ao da categoria “${other}” no endereço do selo das vencedoras (/vencedores/ano/categoria). Escolha um nome que se diferencie dele em letras ou algarismos.`,
    companyExists: 'Já existe uma empresa com esse nome nessa categoria.',
    categoryHasVotes:
      'Essa categoria não pode ser removida: já há votos registrados nela. Renomeie-a, se precisar.',
    companyHasVotes:
      'Essa empresa não pode ser removida: ela já recebeu votos. Renomeie-a, se precisar.',
    /** While results are sealed (issue 37): which companies of a voted category have votes is sealed too. */
    companyWhileSealed:
      'Essa empresa não pode ser removida agora: a categoria dela já tem votos, e quais empresas os receberam fica lacrado até o encerramento. Renomeie-a, se precisar.',
    /** An import's category whose seal address another category has (decision 317). */
    importSlugClash: (name: string, other: string) =>
      `categoria “${name}”: fica igual a “${other}” no endereço do selo das vencedoras; diferencie os nomes`,
    importFailed: (fileName: string, problems: number) =>
      `${fileName}: nada foi importado; corrija ${problems === 1 ? 'o problema' : `os ${problems} problemas`}:`,
    notUtf8: (fileName: string) =>
      `${fileName}: nada foi importado; o arquivo não está em UTF-8 (salve como "CSV UTF-8")`,
    /** Over CATALOG_FILE_MAX_BYTES: the console, the API (413) and the CLI. */
    tooLarge: `O arquivo é grande demais para importar (máximo de ${megabytes(CATALOG_FILE_MAX_BYTES)}).`,
    /** A catalogue file's own problems (catalogFile.ts), each after files.line or files.item. */
    file: {
      empty: 'arquivo vazio: esperado o cabeçalho categoria,empresa',
      header: (header: string, delimiter: string) =>
        `cabeçalho "${header}" inválido; esperado categoria${delimiter}empresa`,
      extraColumns: (delimiter: string) => `colunas a mais (esperado categoria${delimiter}empresa)`,
      jsonInvalid: (reason: string) => `JSON inválido: ${reason}`,
      jsonNotList: 'o JSON deve ser uma lista: [{"nome": "…", "empresas": ["…"]}]',
      jsonEmpty: 'lista vazia: nada a importar',
      itemNotObject: 'esperado um objeto {"nome": "…", "empresas": ["…"]}',
      nameMissing: '"nome" ausente ou não é texto',
      companiesMissing: '"empresas" deve ser uma lista não vazia de nomes',
      /** The n-th (1-based) company of an item, as a name's problems call it. */
      company: (n: number) => `empresa ${n}`,
      companyNotText: (n: number) => `empresa ${n} não é texto`,
    },
  },
  /** The nominations phase (issue 41 §3, decision 305): /admin/nominations… */
  nominations: {
    none: 'Esta edição não tem fase de indicações: defina a janela das indicações primeiro.',
    /** Counts per company are sealed until the phase closes. */
    sealed: (closesAt: string) =>
      `As indicações estão abertas até ${closesAt}: as contagens por empresa ficam lacradas até o encerramento.`,
    notStarted: 'As indicações ainda não começaram: não há o que agrupar.',
    published: 'A cédula já foi publicada: as indicações não podem mais ser alteradas.',
    categoryNotFound: 'Categoria não encontrada nesta edição.',
    groupNotFound: 'Grupo de indicações não encontrado nesta categoria.',
    mergeNeedsTwo: 'Selecione ao menos dois grupos para juntar.',
    splitInvalid:
      'Escolha uma ou mais formas escritas do grupo para separar, deixando ao menos uma nele.',
    finalistsInvalid: 'As finalistas devem ser grupos desta categoria.',
    votingStarted:
      'A votação desta edição já começou ou já tem votos: a cédula não pode mais ser publicada a partir das indicações.',
    noFinalists: 'Nenhuma categoria tem finalistas: não há cédula a publicar.',
    finalistName: (category: string, name: string) =>
      `${category}: o nome "${name}" não pode ir para a cédula (caracteres invisíveis, que a ata não imprime ou alfabetos misturados). Renomeie o grupo antes de publicar.`,
    finalistTwice: (category: string, name: string) =>
      `${category}: duas finalistas com o nome "${name}". Junte os grupos ou renomeie um deles antes de publicar.`,
    windowClosed:
      'As indicações já se encerraram e as contagens já podem ter sido vistas: a janela não pode mais ser alterada.',
    windowPublished:
      'A cédula já foi publicada: a janela das indicações não pode mais ser alterada.',
    notOpenToClose: 'As indicações não estão abertas: não há o que encerrar.',
    /** A close set in the past would count nominations made after it (use close-now instead). */
    closesInPast:
      'O encerramento das indicações deve ser depois de agora. Para encerrar já, use "Encerrar agora".',
    /** Once open, moving the opening would rewrite which nominations were on time. */
    opensAtFixed:
      'As indicações já abriram: a abertura não pode mais ser alterada, só o encerramento.',
    noFinalistsIn: (category: string) =>
      `${category}: a categoria recebeu indicações e não tem finalistas. Escolha ao menos uma antes de publicar a cédula.`,
  },
} as const;
