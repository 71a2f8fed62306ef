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
    checkingAuth: 'Verificando autenticação...',
    scrollTop: 'Voltar ao topo',
    clearSearch: 'Limpar pesquisa',
    /** App bar action on the voter's pages: ends the session and goes to /login. */
    signOut: 'Sair',
  },
  /** Browser tab titles (document.title) per page. */
  titles: {
    page: (title: string) => `${title} · Votação`,
    login: 'Entrar',
    register: 'Criar conta',
    access: 'Confirme o acesso',
    profile: 'Suas categorias',
  },
  landing: {
    start: 'Iniciar Votação',
    logoAlt: 'Logotipo da associação comercial',
    heroAlt: 'Destaque do prêmio: as melhores empresas da cidade',
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
    /** "10 minutos", "1 minuto", "45 segundos": how long the pending code stays valid. */
    validity: (seconds: number) => {
      if (seconds < 60) return seconds === 1 ? '1 segundo' : `${Math.max(0, seconds)} segundos`;
      const minutes = Math.floor(seconds / 60);
      return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
    },
    /** The send-code answer said a valid code was still pending: no new e-mail went out. */
    alreadySent: 'Enviamos o código há instantes; ele continua válido.',
    /** Under the code field after a wrong code (the spec's 'Erro ao confirmar o acesso.' stays). */
    wrongCode: (triesLeft?: number) => {
      const base = 'Código incorreto ou expirado.';
      if (triesLeft === undefined) return `${base} Digite-o novamente.`;
      if (triesLeft <= 0) return `${base} Não restam tentativas: peça um novo código.`;
      return triesLeft === 1
        ? `${base} Resta 1 tentativa.`
        : `${base} Restam ${triesLeft} tentativas.`;
    },
  },
  profile: {
    greeting: (firstName: string) => `Olá, ${firstName}.`,
    hint: 'Fique atento, só é possível votar uma vez por categoria.',
    searchLabel: 'Pesquisar categorias ou empresas',
    empty: '. . .',
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
    ok: 'OK',
    close: 'Fechar',
  },
  success: {
    resent: 'Código reenviado com sucesso.',
    voted: 'Feito! Seu voto foi salvo.',
  },
} as const;

export type Messages = typeof messages;
