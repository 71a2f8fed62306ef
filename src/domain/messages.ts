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
  },
  login: {
    heading: 'Olá',
    subheading: 'Acesse a sua conta.',
    instructions: 'Entre com seu CPF para autenticar com um código enviado ao seu email.',
    cpfLabel: 'CPF',
    submit: 'ENTRAR',
    createAccount: 'CRIAR CONTA',
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
  },
  profile: {
    greeting: (firstName: string) => `Olá, ${firstName}.`,
    hint: 'Fique atento, só é possível votar uma vez por categoria.',
    searchLabel: 'Pesquisar categorias ou empresas',
    empty: '. . .',
    vote: 'Votar',
    alreadyVoted: 'Você já votou',
    companyCount: (n: number) => (n === 1 ? '1 empresa' : `${n} empresas`),
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
