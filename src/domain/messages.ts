/**
 * Every string a voter can see, written exactly as the specification has them.
 * Components and containers import from here; nothing visible is typed inline elsewhere.
 */
export const messages = {
  app: {
    name: 'Votação',
    unknownCategory: 'Desconhecida',
    unexpectedError: 'Unexpected Application Error!',
    back: 'Voltar',
    loading: 'Carregando...',
    /** AsyncContent's error when a screen names none of its own (not in the spec). */
    loadFailed: 'Não foi possível carregar os dados.',
    /** AsyncContent's retry button (not in the spec). */
    retry: 'Tentar novamente',
    /** AsyncContent's empty state when a screen names none of its own (not in the spec). */
    nothingYet: 'Nada para mostrar por enquanto.',
    checkingAuth: 'Verificando autenticação...',
    scrollTop: 'Voltar ao topo',
    clearSearch: 'Limpar pesquisa',
    /** App bar action on the voter's pages: ends the session and goes to /login. */
    signOut: 'Sair',
    /** The app bar's logo and name, a link to / (issue 40 §5); the visible name comes first. */
    homeLink: 'Votação: página inicial',
  },
  /** Browser tab titles (document.title) per page. */
  titles: {
    page: (title: string) => `${title} · Votação`,
    login: 'Entrar',
    register: 'Criar conta',
    access: 'Confirme o acesso',
    accessLink: 'Entrar pelo link',
    profile: 'Suas categorias',
    nominations: 'Indicações',
  },
  landing: {
    start: 'Iniciar Votação',
    logoAlt: 'Logotipo da associação comercial',
    heroAlt: 'Destaque do prêmio: as melhores empresas da cidade',
    /** Not in the spec (issue 27): under the award line once voting is closed. */
    closed: 'Votação encerrada',
    /** Once the results are published: to /resultados. */
    resultsLink: 'Ver os resultados',
    /** The voting window under the highlight image (dates from formatElectionDate). */
    votingPeriod: (opensAt: string | null, closesAt: string | null): string | null => {
      if (opensAt && closesAt) return `Votação de ${opensAt} a ${closesAt}`;
      if (opensAt) return `Votação a partir de ${opensAt}`;
      if (closesAt) return `Votação até ${closesAt}`;
      return null;
    },
  },
  login: {
    heading: 'Olá',
    subheading: 'Acesse a sua conta.',
    instructions: 'Entre com seu CPF para autenticar com um código enviado ao seu email.',
    cpfLabel: 'CPF',
    submit: 'ENTRAR',
    createAccount: 'CRIAR CONTA',
    /** Not in the spec: shown on /login right after CADASTRAR, with the new CPF filled in. */
    registered: 'Conta criada. Entre com seu CPF para receber o código.',
  },
  register: {
    heading: 'Crie a sua conta.',
    nomeLabel: 'Nome Completo',
    emailLabel: 'E-mail',
    celularLabel: 'Celular',
    cpfLabel: 'CPF',
    submit: 'CADASTRAR',
    /** Not in the spec: under the form after 'Usuário já existe.', beside ENTRAR. */
    existingAccount: 'Já tem uma conta? Entre com o seu CPF.',
    /** Not in the spec (issue 40 §3): under the heading, said once for every field. */
    allRequired: 'Todos os campos são obrigatórios.',
  },
  access: {
    heading: 'Confirme o Acesso',
    instructions:
      'Enviamos um código de acesso único para o seu e-mail. Digite o código abaixo para entrar.',
    codeLabel: 'Código de acesso',
    submit: 'ACESSAR',
    resend: 'Enviar o código novamente.',
    /** Shown beside the disabled resend button during the server's cool-down. */
    resendWait: (seconds: number) => `Aguarde ${seconds} s para reenviar.`,
    /** Where the code went and for how long (from the send-code answer). */
    sentTo: (maskedEmail: string, validity: string) =>
      `Código enviado para ${maskedEmail}. Ele vale por ${validity}.`,
    /**
     * "10 minutos", "1 minuto", "45 segundos": how long the pending code stays valid. Minutes are
     * rounded up, as the e-mail counts them: a code of 10 minutes answered 599 s later is still
     * "10 minutos" on /acesso, the e-mail's number.
     */
    validity: (seconds: number) => {
      if (seconds < 60) return seconds === 1 ? '1 segundo' : `${Math.max(0, seconds)} segundos`;
      const minutes = Math.ceil(seconds / 60);
      return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
    },
    /** The send-code answer said a valid code was still pending: no new e-mail went out. */
    alreadySent: 'Enviamos o código há instantes; ele continua válido.',
    /**
     * Under the code field after a wrong code (the spec's 'Erro ao confirmar o acesso.' stays).
     * `checkFirst`: the next try needs the bot check (the server's `botCheckNext`), which is said
     * with the count, so it never promises a try that a challenge stands before (issue 40 §9).
     */
    wrongCode: (triesLeft?: number, checkFirst = false) => {
      const base = 'Código incorreto ou expirado.';
      if (triesLeft === undefined) return `${base} Digite-o novamente.`;
      if (triesLeft <= 0) return `${base} Não restam tentativas: peça um novo código.`;
      const left = triesLeft === 1 ? 'Resta 1 tentativa' : `Restam ${triesLeft} tentativas`;
      return checkFirst
        ? `${base} ${left}; antes da próxima, confirme a verificação de segurança.`
        : `${base} ${left}.`;
    },
  },
  /** /acesso/link: the single-use sign-in link of a code e-mail (docs/decisions/080). */
  accessLink: {
    heading: 'Entrar pelo link',
    loading: 'Confirmando o seu link de acesso…',
    invalidTitle: 'Este link não vale mais',
    invalid: 'O link de acesso já foi usado ou expirou. Peça um novo código com o seu CPF.',
    failed: 'Não foi possível entrar agora. Verifique a sua conexão e tente novamente.',
    retry: 'Tentar novamente',
    toLogin: 'Pedir um novo código',
  },
  profile: {
    greeting: (firstName: string) => `Olá, ${firstName}.`,
    hint: 'Fique atento, só é possível votar uma vez por categoria.',
    searchLabel: 'Pesquisar categorias ou empresas',
    empty: '. . .',
    /** Not in the spec: a search that matches nothing (the '. . .' is only for loading). */
    noMatch: (search: string) => `Nenhuma categoria ou empresa encontrada para “${search}”.`,
    vote: 'Votar',
    alreadyVoted: 'Você já votou',
    companyCount: (n: number) => (n === 1 ? '1 empresa' : `${n} empresas`),
    /** Progress summary above the grid. */
    progress: (voted: number, total: number) =>
      total === 1 ? `${voted} de 1 categoria votada` : `${voted} de ${total} categorias votadas`,
    progressLabel: 'Progresso da votação',
    /** On a voted card, with a check mark: the company the voter chose. */
    votedFor: (company: string) => `Seu voto: ${company}`,
    /** When every category has a vote. */
    allVoted: 'Pronto! Você votou em todas as categorias. Obrigado por participar.',
  },
  companies: {
    instructions: 'Escolha a empresa que você deseja votar.',
    searchLabel: 'Pesquisar empresas',
    empty: 'Nenhuma empresa encontrada.',
    vote: 'VOTAR',
    alreadyVoted: 'Você já votou.',
  },
  confirmVote: {
    message: (company: string) =>
      `Você deseja mesmo votar na empresa ${company}? Essa ação não poderá ser desfeita.`,
    cancel: 'Cancelar',
    confirm: 'Sim, votar!',
    /** Not in the spec: the dialog's title names the category. */
    title: (category: string) => `Votar em ${category}`,
  },
  /** Not in the spec: a CPF under attack (API 428) asks for the bot check before going on. */
  botCheckDialog: {
    title: 'Verificação de segurança',
    message: 'Houve muitas tentativas com este CPF. Confirme a verificação abaixo para continuar.',
    /** Issue 40 §4: the network (a venue's Wi-Fi, a carrier) asked for many CPFs, not this one. */
    networkMessage:
      'Esta rede (Wi-Fi ou operadora) consultou muitos CPFs. Confirme a verificação abaixo para continuar.',
    cancel: 'Cancelar',
  },
  botCheck: {
    devLabel: 'Não sou um robô (verificação de desenvolvimento)',
    widgetLabel: 'Verificação de segurança',
    loadError: 'Não foi possível carregar a verificação de segurança. Recarregue a página.',
  },
  validation: {
    botCheck: 'Por favor, complete a verificação de segurança.',
    nome: 'Nome inválido.',
    email: 'E-mail inválido.',
    celular: 'Celular inválido.',
    cpf: 'CPF inválido.',
    /** Not in the spec: shown when ACESSAR is pressed before all 6 digits are typed. */
    code: 'Informe os 6 dígitos do código.',
  },
  errors: {
    userExists: 'Usuário já existe.',
    botCheckFailed: 'Erro na validação de segurança.',
    registerFailed: 'Erro ao realizar cadastro, verifique seus dados...',
    cpfNotFound: 'Não encontramos um usuário com esse CPF.',
    attentionTitle: 'Atenção',
    sendCodeFailed: 'Tivemos um problema ao enviar o código de acesso.',
    accessFailed: 'Erro ao confirmar o acesso.',
    userData: 'Erro ao processar dados do usuário.',
    resendFailed: 'Erro ao reenviar o código.',
    /** Not in the spec: under 'Tivemos um problema…' when the server gave only a wait. */
    tryAgainIn: (wait: string) => `Tente novamente em ${wait}.`,
    ok: 'OK',
    close: 'Fechar',
  },
  success: {
    resent: 'Código reenviado com sucesso.',
    voted: 'Feito! Seu voto foi salvo.',
  },
  /**
   * /perfil while the nominations phase is open (issue 41 §3): the way to /indicacoes. Here, not
   * in awardsMessages.ts, so /perfil downloads no more than these three strings for it.
   */
  nominationsNotice: {
    title: 'Indicações abertas',
    until: (date: string) =>
      `Até ${date}, indique as empresas que você quer ver na votação deste ano.`,
    link: 'Fazer minhas indicações',
  },
  /** The voting window above the grid on /perfil and /empresas (not in the spec: issue 10). */
  election: {
    /** Dates are shown in America/Sao_Paulo (formatElectionDate). */
    timeZoneNote: '(horário de Brasília)',
    scheduledTitle: 'A votação ainda não começou.',
    scheduled: (opensAt: string) => `A votação abre em ${opensAt}.`,
    openTitle: 'Votação aberta.',
    openUntil: (closesAt: string) => `Você pode votar até ${closesAt}.`,
    closedTitle: 'A votação está encerrada.',
    closedAt: (closesAt: string) => `A votação foi encerrada em ${closesAt}.`,
    closedNoDate: 'Não é mais possível votar.',
    resultsLink: 'Ver os resultados',
    status: { scheduled: 'Agendada', open: 'Aberta', closed: 'Encerrada' },
  },
  /** Public /resultados (signed-out visitors too). */
  results: {
    title: 'Resultados',
    subtitle: 'Empresas mais votadas em cada categoria.',
    notPublishedTitle: 'Os resultados ainda não foram publicados.',
    notPublished: 'Eles aparecem aqui assim que a votação for encerrada e apurada.',
    loadFailed: 'Não foi possível carregar os resultados.',
    retry: 'Tentar novamente',
    loading: 'Carregando resultados...',
    empty: 'Nenhuma categoria.',
    noVotes: 'Nenhum voto nesta categoria.',
    rank: (rank: number) => `${rank}º`,
    tie: 'empate',
    rankWithTie: (rank: number) => `${rank}º (empate)`,
    votes: (n: number) => (n === 1 ? '1 voto' : `${n} votos`),
    columns: { rank: 'Posição', company: 'Empresa', votes: 'Votos' },
    chartLabel: (category: string) => `Gráfico de votos por empresa em ${category}`,
    tableCaption: (category: string) => `Votos por empresa em ${category}`,
    home: 'Página inicial',
    /** A phone's /resultados (issue 40 §5): the chart of a category is drawn when asked for. */
    showChart: 'Ver gráfico',
    hideChart: 'Ocultar gráfico',
    /** Not published yet, but the voting has closed (issue 40 §5): the counting is what is left. */
    notPublishedClosed:
      'A votação já foi encerrada. Os resultados aparecem aqui assim que forem apurados e publicados.',
    /** The most voted company of a category (several on a tie for first). */
    winner: (names: string[]) =>
      names.length === 1 ? `Vencedora: ${names[0]}` : `Vencedoras (empate): ${names.join(', ')}`,
  },
} as const;

export type Messages = typeof messages;
