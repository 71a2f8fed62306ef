/**
 * Texts of issue 41 §2–3: the winners' seal, the public archive (/vencedores) and a seal's
 * verification page, the voter's nominations (/indicacoes) and the console's nominations groups.
 * Never the spec's texts: those stay in messages.ts, unchanged.
 */
const n = (count: number) => count.toLocaleString('pt-BR');

/**
 * The API's refusals of a nomination (PUT/POST /api/nominations): written by the server, shown by
 * /indicacoes as they come, and answered by the mock store, from this one source.
 */
export const nominationRefusals = {
  none: 'Esta edição não tem indicações: a votação é entre as empresas do catálogo.',
  notYet: (date: string) => `As indicações ainda não começaram: elas abrem em ${date}.`,
  closed: 'As indicações estão encerradas: não é mais possível indicar nem mudar uma indicação.',
  textInvalid:
    'Escreva o nome da empresa com 1 a 200 caracteres, sem caracteres invisíveis nem letras de alfabetos misturados numa palavra.',
} as const;

export const awardsMessages = {
  seal: {
    /** Above the category, on the seal. */
    winnerIn: 'VENCEDORA NA CATEGORIA',
    /** Below the company, on the seal: the verification address without its scheme. */
    check: (address: string) => `Confira: ${address}`,
    /** The SVG's title (read by screen readers where the seal is shown as an image). */
    title: (award: string, year: number) => `Selo de empresa vencedora: ${award} ${year}`,
    /** The SVG's description: everything the seal says, in one sentence. */
    description: (company: string, category: string, award: string, year: number, url: string) =>
      `${company}, vencedora da categoria ${category} em ${year} (${award}). Confira em ${url}.`,
  },
  archive: {
    title: 'Vencedores',
    intro: 'Todas as edições publicadas do prêmio, com a empresa vencedora de cada categoria.',
    loading: 'Carregando os vencedores...',
    failed: 'Não foi possível carregar os vencedores. Tente novamente.',
    empty: 'Nenhuma edição foi publicada ainda.',
    editionHeading: (name: string, year: number) =>
      name.includes(String(year)) ? name : `${name} ${year}`,
    publishedOn: (date: string) => `Publicado em ${date}`,
    results: (year: number) => `Resultados de ${year}`,
    ata: (year: number) => `Ata de ${year}`,
    receipts: (year: number) => `Recibos de ${year}`,
    winnersLabel: (year: number) => `Vencedores de ${year} por categoria`,
    tie: (companies: readonly string[]) =>
      `Empate: ${companies.slice(0, -1).join(', ')} e ${companies.at(-1) ?? ''}`,
    noVotes: 'Sem votos nesta categoria',
    seeSeal: (category: string) => `Conferir o selo de ${category}`,
  },
  verify: {
    title: 'Conferir selo',
    loading: 'Conferindo o selo...',
    failed: 'Não foi possível conferir o selo agora. Tente novamente.',
    confirmed: (company: string, category: string, year: number) =>
      `Confere: ${company} venceu a categoria ${category} em ${year}.`,
    confirmedTie: (companies: readonly string[], category: string, year: number) =>
      `Confere: a categoria ${category} terminou empatada em ${year}, e ${companies.join(', ')} venceram.`,
    award: (award: string) => `Prêmio: ${award}`,
    ataHint: 'A ata de apuração publicada registra a votação e o resultado.',
    ata: (year: number) => `Abrir a ata de ${year}`,
    results: (year: number) => `Ver os resultados de ${year}`,
    mismatchTitle: 'Este selo não confere',
    mismatchCompany: (company: string, category: string, year: number) =>
      `${company} não venceu a categoria ${category} em ${year}.`,
    mismatchNone: (year: number) =>
      `Não há vencedor publicado para esta categoria em ${year}. Confira o endereço impresso no selo.`,
    winnersWere: (winners: readonly string[]) => `Vencedora publicada: ${winners.join(', ')}.`,
    archive: 'Ver todos os vencedores',
  },
  /** The console's Resultados, once published: each winner's seal to download. */
  console: {
    sealsTitle: 'Selos das vencedoras',
    sealsHint:
      'O selo de cada vencedora, como foi publicado (SVG, não muda mais). Envie-o à empresa para o site ou a vitrine; o endereço impresso nele confirma a vitória.',
    download: 'Baixar selo',
    downloadLabel: (company: string, category: string) => `Baixar selo de ${company} (${category})`,
    downloading: 'Baixando o selo...',
    downloaded: (company: string) => `Selo de ${company} baixado.`,
    failed: 'Não foi possível baixar o selo. Tente novamente.',
    /** A category of an earlier edition in the seals' list: "Padarias (2026)". */
    categoryOfYear: (category: string, year: number) => `${category} (${year})`,
    fileName: (year: number, slug: string, place: number) =>
      `selo-${year}-${slug}${place > 1 ? `-${place}` : ''}.svg`,
  },
  /** The API's answers (GET /api/awards/…, the console's seal download). */
  api: {
    yearInvalid: 'Ano inválido: use quatro algarismos, como em /vencedores/2027/categoria.',
    noEdition: 'Nenhuma edição publicada com esse ano.',
    sealNotFound: 'Não há selo publicado para essa categoria nesse ano.',
    documentMissing: 'Esse documento não foi guardado com a publicação dessa edição.',
    won: (companies: readonly string[], category: string, year: number) =>
      companies.length === 1
        ? `Confere: ${companies[0]} venceu a categoria ${category} em ${year}.`
        : `Confere: a categoria ${category} terminou empatada em ${year}, e ${companies.join(', ')} venceram.`,
    noVotes: (category: string, year: number) =>
      `A categoria ${category} não teve votos em ${year}: não há vencedora, e nenhum selo dela confere.`,
    noCategory: (year: number) =>
      `Nenhuma categoria publicada em ${year} tem esse endereço: este selo não confere.`,
    noEditionAnswer: (year: number) =>
      `Não há resultado publicado do prêmio em ${year}: este selo não confere.`,
  },
  nominate: {
    title: 'Indicações',
    intro:
      'Indique uma empresa por categoria. As mais indicadas serão as finalistas da votação deste ano.',
    hint: 'Escreva o nome da empresa ou escolha um associado da lista.',
    noSuggestions: 'Nenhum associado com esse nome. Você pode indicar assim mesmo.',
    yours: (company: string) => `Sua indicação: ${company}`,
    /** While the phase is open a nomination can be changed (the server keeps the last one). */
    change: 'Alterar',
    changeLabel: (category: string) => `Alterar a indicação em ${category}`,
    submit: 'ENVIAR INDICAÇÕES',
    sent: 'Indicações enviadas. Obrigado! As finalistas serão anunciadas quando as indicações se encerrarem.',
    nothingToSend: 'Escreva ao menos uma indicação antes de enviar.',
    notYet: (date: string) => `As indicações abrem em ${date}.`,
    closed: 'As indicações estão encerradas. Acompanhe a votação das finalistas.',
    window: (from: string, to: string) => `Indicações de ${from} a ${to}.`,
    failed: 'Não foi possível enviar agora. Suas indicações não foram perdidas: tente novamente.',
    /** The edition has no nominations phase (GET /api/nominations answered 'none'). */
    none: nominationRefusals.none,
    loading: 'Carregando as categorias...',
    loadFailed: 'Não foi possível carregar as categorias das indicações.',
    /** A field whose name the catalogue's rule refuses (the server's 422, said beside it). */
    invalidName:
      'Escreva o nome da empresa com até 200 caracteres, sem caracteres invisíveis nem letras de alfabetos misturados numa palavra.',
  },
  groups: {
    title: 'Indicações',
    subtitle:
      'Junte os nomes escritos de formas diferentes, escolha as finalistas de cada categoria e publique a cédula.',
    sealed: (count: number) =>
      `As indicações estão abertas: ${n(count)} ${count === 1 ? 'indicação recebida' : 'indicações recebidas'}. As contagens por empresa aparecem quando elas se encerrarem.`,
    categoryTotal: (count: number) => `${n(count)} ${count === 1 ? 'indicação' : 'indicações'}`,
    emptyCategory: 'Nenhuma indicação nesta categoria: ela mantém as empresas do catálogo.',
    count: (count: number) => `${n(count)} ${count === 1 ? 'indicação' : 'indicações'}`,
    variants: (count: number) => `${n(count)} ${count === 1 ? 'forma escrita' : 'formas escritas'}`,
    select: (name: string) => `Selecionar ${name}`,
    finalist: 'Finalista',
    tie: 'Empate no corte',
    tieNotice: (count: number) =>
      `Empate no último lugar: ${n(count)} empresas com as mesmas indicações. Escolha quais seguem ou mantenha todas.`,
    merge: 'Juntar selecionados',
    mergeHint: 'Selecione dois ou mais grupos para juntá-los no mais indicado deles.',
    rename: 'Renomear',
    renameTitle: (name: string) => `Renomear “${name}”`,
    renameLabel: 'Nome na cédula',
    split: 'Separar',
    splitTitle: (name: string) => `Separar nomes de “${name}”`,
    splitHint: 'Marque os nomes que são de outra empresa: eles formam um grupo novo.',
    splitConfirm: 'Separar',
    cancel: 'Cancelar',
    chooseTop: (size: number) => `Escolher as ${size} mais indicadas`,
    finalistsCount: (count: number) => `${n(count)} ${count === 1 ? 'finalista' : 'finalistas'}`,
    publish: 'Publicar a cédula',
    publishHint: 'Cada categoria com indicações precisa de ao menos uma finalista.',
    publishConfirm: (finalists: number, categories: number) =>
      `Publicar a cédula com ${n(finalists)} ${finalists === 1 ? 'finalista' : 'finalistas'} em ${n(categories)} ${categories === 1 ? 'categoria' : 'categorias'}? Ela passa a ser o catálogo da edição e não muda mais.`,
    publishYes: 'Publicar',
    published: 'Cédula publicada: as finalistas são o catálogo da edição.',
    failed: 'Não foi possível salvar agora. Tente novamente.',
  },
} as const;
