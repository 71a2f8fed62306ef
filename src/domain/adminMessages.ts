/* eslint-disable max-lines -- a messages module: the console's every string, one per line and grouped by screen, so the wording is read in one place */
import { messages } from './messages';
import { operatorApiMessages } from './operatorApiMessages';
import { trustMessages } from './trustMessages';
/**
 * Every string of the operator console (/admin/*). Kept apart from messages.ts on purpose: the
 * voters' pages import messages.ts, and an `admin` section there would ship the console's text
 * to every voter (an object's properties are not tree-shaken). See docs/decisions/095. Buttons
 * are in sentence case ('Salvar', 'Exportar CSV'), as the library's writing page says; the
 * voters' capitals (ENTRAR, CADASTRAR, VOTAR) are the specification's own and stay on their side.
 */
export const adminMessages = {
  app: {
    name: 'Console · Votação',
    titles: {
      /** document.title is then '{page} · Console · Votação' (usePage adds the product). */
      page: (title: string) => `${title} · Console`,
    },
    menu: 'Abrir o menu',
    navLabel: 'Console',
    signOut: 'Sair',
    signedInAs: (nome: string) => `Operador: ${nome}`,
    skipToContent: 'Ir para o conteúdo',
    // The same words as the voters' screens and AsyncContent's defaults: one source.
    loading: messages.app.loading,
    loadFailed: messages.app.loadFailed,
    retry: messages.app.retry,
    forbidden: 'Seu acesso de operador expirou. Entre novamente.',
  },
  nav: {
    dashboard: 'Painel',
    catalog: 'Catálogo',
    nominations: 'Indicações',
    election: 'Eleição',
    results: 'Resultados',
    integrity: 'Integridade',
    audit: 'Auditoria',
    editions: 'Edições',
  },
  login: {
    title: 'Console do operador',
    emailStep: 'Informe o e-mail de operador. Enviaremos um código de 6 dígitos.',
    codeStep: (email: string) => `Se ${email} for de um operador, o código chegou nesse e-mail.`,
    emailLabel: 'E-mail',
    codeLabel: 'Código de acesso',
    sendCode: 'Enviar código',
    submit: 'Entrar',
    changeEmail: 'Usar outro e-mail',
    /** Under the buttons while a call is on its way (issue 40 §9). */
    busy: {
      email: 'Enviando o código…',
      code: 'Conferindo o código…',
      resend: 'Enviando um novo código…',
    },
    /**
     * No new code went out: one was sent to this address less than the cool-down ago (decision
     * 190: the answer is the same for every address, so it cannot say whether that code was used).
     */
    alreadySent:
      'Um código foi enviado a este e-mail há instantes e nenhum outro foi enviado agora. Se você ainda não o usou, ele continua válido.',
    /** After 'Enviar o código novamente.' sent a new one. */
    resent: 'Enviamos um novo código. Use o mais recente.',
    /** The voters' words, one wording for the product (issue 40 §9). */
    resend: messages.access.resend,
    /** Beside the disabled 'Enviar o código novamente.' during the server's cool-down. */
    resendWait: (seconds: number) => `Aguarde ${seconds} s para reenviar.`,
    invalidEmail: 'E-mail inválido.',
    invalidCode: 'Informe os 6 dígitos do código.',
    sendFailed: 'Não foi possível enviar o código. Tente novamente.',
    wrongCode: 'Código inválido ou expirado.',
    tooMany: 'Muitas tentativas. Aguarde alguns minutos.',
    failed: 'Não foi possível entrar. Tente novamente.',
    notOperator: 'Este acesso não é de operador.',
    /** /admin/login/link when the link no longer works: a new code is asked by e-mail. */
    linkInvalid: 'O link de acesso já foi usado ou expirou. Peça um novo código com o seu e-mail.',
  },
  dashboard: {
    title: 'Painel',
    /** Issue 36: each reopening after the results per company were read. */
    reopenedTitle: 'Votação reaberta depois de consultados os resultados',
    /** The same sentence as /resultados and the ata print (one text, trustMessages). */
    reopened: trustMessages.publication.reopened,
    registered: 'Eleitores cadastrados',
    voted: 'Eleitores que votaram',
    turnout: 'Participação',
    totalVotes: 'Votos computados',
    percent: (value: number) =>
      `${value.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`,
    byCategory: 'Votos por categoria',
    byHour: 'Votos por hora',
    byHourNote: 'Horário de Brasília; horas sem votos não aparecem.',
    noVotes: 'Nenhum voto ainda.',
    updatedAt: (time: string) => `Atualizado às ${time}.`,
    paused: 'Atualização pausada enquanto a aba está oculta.',
    refresh: 'Atualizar agora',
    columns: { category: 'Categoria', hour: 'Hora', votes: 'Votos' },
    chartByCategory: 'Gráfico de votos por categoria (a tabela a seguir tem os mesmos dados)',
    chartByHour: 'Gráfico de votos por hora (a tabela a seguir tem os mesmos dados)',
    openWithoutEndTitle: 'Votação aberta sem data de encerramento',
    openWithoutEnd:
      'Os eleitores já podem votar, e a votação não termina sozinha. Defina a abertura e o encerramento em Eleição.',
    setWindow: 'Definir a janela de votação',
  },
  catalog: {
    title: 'Catálogo',
    subtitle: 'Categorias e empresas em que os eleitores votam.',
    empty: 'Nenhuma categoria. Adicione uma ou importe um arquivo.',
    addCategory: 'Adicionar categoria',
    addCompany: 'Adicionar empresa',
    categoryName: 'Nome da categoria',
    companyName: 'Nome da empresa',
    rename: 'Renomear',
    remove: 'Remover',
    renameCategoryTitle: (name: string) => `Renomear a categoria ${name}`,
    renameCompanyTitle: (name: string) => `Renomear a empresa ${name}`,
    addCompanyTitle: (category: string) => `Adicionar empresa em ${category}`,
    save: 'Salvar',
    cancel: 'Cancelar',
    nameRequired: 'Informe um nome.',
    nameTooLong: (max: number) => `Use no máximo ${max} caracteres.`,
    nameHidden: operatorApiMessages.catalog.nameHidden,
    nameMixedScripts: operatorApiMessages.catalog.nameMixedScripts,
    nameUnprintable: operatorApiMessages.catalog.nameUnprintable,
    companies: (n: number) => (n === 1 ? '1 empresa' : `${n} empresas`),
    /**
     * Beside a category or company that votes reference. Never a count: votes per company are
     * sealed until the close (issue 36); Resultados has them once it opens.
     */
    hasVotes: 'Tem votos',
    /**
     * Beside a company of a category with votes while results are sealed (issue 37): whether
     * this company has votes is sealed too, so it cannot be removed until the close.
     */
    votesSealed: 'Votos lacrados',
    noCompanies: 'Nenhuma empresa nesta categoria.',
    confirmRemoveCategory: (name: string) =>
      `Remover a categoria ${name} e as empresas dela? Isso não pode ser desfeito.`,
    confirmRemoveCompany: (name: string) => `Remover a empresa ${name}?`,
    confirmRemoveLabel: 'Sim, remover',
    /**
     * Shown beside a disabled Remover; with hasVotes, its accessible description ("Tem votos
     * Não pode ser removida.").
     */
    removeBlocked: 'Não pode ser removida.',
    /** Beside a disabled Remover of a company with "Votos lacrados". */
    removeSealed: 'Não pode ser removida até o encerramento.',
    saved: 'Alterações salvas.',
    removed: 'Removido.',
    failed: 'Não foi possível salvar. Tente novamente.',
    import: {
      title: 'Importar arquivo',
      openWithoutEnd:
        'Atenção: a votação está aberta sem data de encerramento. Assim que importar, os eleitores já poderão votar nestas categorias. Defina a janela em Eleição.',
      hint: 'CSV com o cabeçalho categoria,empresa (separado por vírgula ou ponto e vírgula) ou JSON [{"nome": "…", "empresas": ["…"]}]. Tudo ou nada: com um erro, nada é importado.',
      choose: 'Escolher arquivo (CSV ou JSON)',
      chosen: (name: string) => `Arquivo: ${name}`,
      /** The server's and the CLI's words (one limit, CATALOG_FILE_MAX_BYTES, checked here first). */
      tooLarge: operatorApiMessages.catalog.tooLarge,
      notUtf8: operatorApiMessages.catalog.notUtf8,
      unreadable: 'Não foi possível ler o arquivo.',
      checking: 'Conferindo o arquivo...',
      previewTitle: 'Prévia',
      preview: (categories: number, companies: number) =>
        `Serão adicionadas ${categories} categoria(s) e ${companies} empresa(s).`,
      nothingNew: 'Nada novo: tudo o que está no arquivo já existe no catálogo.',
      errorsTitle: 'O arquivo tem erros; nada foi importado:',
      confirm: 'Importar',
      cancel: 'Descartar',
      done: (categories: number, companies: number) =>
        `Importação concluída: ${categories} categoria(s) e ${companies} empresa(s) adicionadas.`,
      failed: 'Não foi possível importar. Tente novamente.',
    },
  },
  election: {
    title: 'Eleição',
    subtitle: 'Nome do prêmio, janela de votação (horário de Brasília) e publicação.',
    status: 'Situação',
    statusLabel: { scheduled: 'Agendada', open: 'Aberta', closed: 'Encerrada' },
    published: 'Resultados publicados',
    notPublished: 'Resultados não publicados',
    nameLabel: 'Nome do prêmio',
    opensAtLabel: 'Abertura (horário de Brasília)',
    closesAtLabel: 'Encerramento (horário de Brasília)',
    dateHint: 'Em branco: sem limite.',
    save: 'Salvar',
    saved: 'Eleição salva.',
    saveFailed: 'Não foi possível salvar a eleição.',
    publish: 'Publicar resultados',
    publishHint: 'Disponível depois do encerramento da votação.',
    /** Closed and not yet published: the hint no longer speaks of a closing to come. */
    publishReady: 'A votação está encerrada: os resultados já podem ser publicados.',
    nowTitle: 'Agora',
    closeNow: 'Encerrar agora',
    openNow: 'Abrir agora',
    closeNowHint: 'Encerra a votação neste momento, pelo relógio do servidor.',
    openNowHint: 'Abre a votação neste momento, pelo relógio do servidor.',
    closeNowConfirmTitle: 'Encerrar a votação agora?',
    closeNowConfirm:
      'Nenhum voto será aceito a partir deste momento. Quem estiver com a página aberta verá a votação encerrada em até 1 minuto.',
    closeNowConfirmLabel: 'Sim, encerrar agora',
    openNowConfirmTitle: 'Abrir a votação agora?',
    openNowConfirm:
      'Os eleitores poderão votar a partir deste momento; um encerramento que já passou é removido. Quem estiver com a página aberta verá a votação aberta em até 1 minuto.',
    openNowConfirmLabel: 'Sim, abrir agora',
    closedNow: 'Votação encerrada.',
    openedNow: 'Votação aberta.',
    nowFailed: 'Não foi possível mudar a situação da votação.',
    publishConfirm:
      'Publicar os resultados? Qualquer pessoa poderá lê-los em /resultados, mesmo sem entrar.',
    publishConfirmLabel: 'Sim, publicar',
    publishedDone: 'Resultados publicados.',
    publishFailed: 'Não foi possível publicar os resultados.',
    publicLink: 'Ver a página pública de resultados',
    // Issue 36: the seal's hold, reopening after a read, withdrawing a publication.
    publishHolding: (at: string) =>
      `A votação está encerrada. Os resultados por empresa ficam lacrados até ${at} (o encerramento precisa se manter por alguns minutos); depois disso podem ser publicados.`,
    publishedLocked:
      'Com os resultados publicados, o nome e as datas não podem ser alterados. Se for mesmo preciso, retire a publicação antes.',
    withdraw: 'Retirar a publicação',
    withdrawHint:
      'Retira os resultados de /resultados para corrigir algo e publicar de novo (uma nova versão da ata). Exige um motivo, que fica na trilha de auditoria.',
    withdrawTitle: 'Retirar a publicação dos resultados?',
    withdrawConsequences: [
      'A página pública de resultados deixa de mostrar os resultados e passa a dizer que a publicação foi retirada, com o tipo de motivo escolhido.',
      'A ata já publicada continua disponível para download, marcada como retirada e, depois da nova publicação, como substituída. Quem já a baixou (um cartório, por exemplo) pode conferi-la pelo SHA-256 no histórico.',
      'As datas e os eleitores (invalidar, restaurar) voltam a poder ser alterados. Ao publicar de novo, a ata sai como uma nova versão.',
      'O motivo escrito abaixo fica na trilha de auditoria com o seu nome; ele não aparece na página pública.',
    ],
    withdrawCategory: 'Tipo de motivo (aparece na página pública)',
    withdrawReason: 'Motivo (fica na trilha de auditoria)',
    withdrawConfirmLabel: 'Sim, retirar a publicação',
    withdrawn:
      'Publicação retirada. As datas e os eleitores podem ser alterados; publique de novo quando estiver pronto.',
    withdrawFailed: 'Não foi possível retirar a publicação.',
    reasonRequired: 'Informe o motivo (de 5 a 500 caracteres).',
    categoryRequired: 'Escolha o tipo de motivo.',
    reopenTitle: 'Reabrir a votação depois de consultados os resultados?',
    reopenConsequences: (readAt: string | null) => [
      readAt
        ? `Os resultados por empresa já foram consultados (a primeira vez em ${readAt}).`
        : 'Os resultados por empresa já foram consultados.',
      'A reabertura fica registrada na trilha de auditoria com o motivo e aparece no Painel, na ata e na página pública de resultados: "Resultados consultados em … e votação reaberta em …".',
    ],
    reopenReason: 'Motivo da reabertura (fica na trilha de auditoria)',
    reopenConfirmLabel: 'Sim, reabrir',
    cancel: 'Cancelar',
    form: {
      /** Inside an empty, focused date field (the election's and the nominations' windows). */
      datePlaceholder: 'dd/mm/aaaa hh:mm',
      invalidDate: 'Data inválida. Use dia, mês, ano, hora e minuto.',
      closesBeforeOpens: 'O encerramento deve ser depois da abertura.',
      nameTooLong: (max: number) => `Use no máximo ${max} caracteres.`,
    },
  },
  results: {
    title: 'Resultados',
    subtitle: 'Votos computados por empresa em cada categoria; votos anulados ficam de fora.',
    empty: 'Nenhuma categoria.',
    noVotes: 'Nenhum voto nesta categoria.',
    invalidated: (n: number) =>
      n === 1 ? '1 voto anulado (não computado)' : `${n} votos anulados (não computados)`,
    exportCsv: 'Exportar CSV',
    exportFailed: 'Não foi possível exportar o CSV.',
    exporting: 'Exportando o CSV...',
    exported: 'CSV exportado (resultados.csv).',
    generatedAt: (time: string) => `Contagem de ${time}.`,
    csvFileName: 'resultados.csv',
  },
  mail: {
    title: 'E-mails',
    transport: { smtp: 'Servidor de e-mail (SMTP)', 'dev-mailbox': 'Caixa de desenvolvimento' },
    healthy: 'Os e-mails estão saindo normalmente.',
    backlog: (seconds: number) =>
      `Há e-mails esperando há ${seconds.toLocaleString('pt-BR')} s: o servidor de e-mail pode estar lento ou fora do ar.`,
    failing: 'E-mails falharam na última hora: veja o motivo abaixo.',
    queued: 'Na fila',
    retrying: 'Tentando de novo',
    sending: 'Enviando',
    sentLastHour: 'Enviados na última hora',
    failedLastHour: 'Falharam na última hora',
    oldestWaiting: 'Espera do mais antigo',
    /** How long the queue takes to empty at the last 5 minutes' pace (issue 39). */
    drain: (perMinute: number, seconds: number) =>
      `No ritmo dos últimos 5 minutos (${perMinute.toLocaleString('pt-BR')} por minuto), a fila esvazia em ${
        seconds < 60
          ? 'menos de 1 minuto'
          : seconds < 3_600
            ? `cerca de ${Math.ceil(seconds / 60)} min`
            : `cerca de ${Math.floor(Math.ceil(seconds / 60) / 60)} h ${Math.ceil(seconds / 60) % 60} min`
      }.`,
    drainUnknown:
      'Nenhum e-mail saiu nos últimos 5 minutos: não dá para prever quando a fila esvazia.',
    seconds: (n: number) => `${n.toLocaleString('pt-BR')} s`,
    lastSent: (time: string) => `Último envio às ${time}.`,
    neverSent: 'Nenhum e-mail enviado ainda.',
    lastFailure: (time: string, reason: string) => `Última falha às ${time}: ${reason}`,
    /** Bounces (issue 37): refused for good by the recipient's mail server. */
    bounces: (bounced: number, settled: number, percent: string) =>
      bounced === 0
        ? 'Nenhum e-mail recusado pelo destinatário nas últimas 24 horas.'
        : `Recusados pelo destinatário nas últimas 24 horas: ${bounced.toLocaleString('pt-BR')} de ${settled.toLocaleString('pt-BR')} (${percent}).`,
    suppressed: (n: number) =>
      n === 0
        ? 'Nenhum endereço suspenso.'
        : n === 1
          ? '1 endereço suspenso por 24 horas depois de recusar um e-mail.'
          : `${n.toLocaleString('pt-BR')} endereços suspensos por 24 horas depois de recusar um e-mail.`,
    bounceAlert: (percent: string) =>
      `Muitos e-mails recusados: ${percent} nas últimas 24 horas. Provedores suspendem remetentes com taxas assim, o que pararia os códigos de acesso: confira os endereços com recusa.`,
    deliveries: 'E-mails deste eleitor',
    noDeliveries: 'Nenhum e-mail para este eleitor.',
    columns: { kind: 'Tipo', status: 'Situação', attempts: 'Tentativas', when: 'Quando' },
    kinds: {
      'voter-code': 'Código de acesso',
      'operator-code': 'Código do console',
      'vote-receipt': 'Recibo de voto',
      reminder: 'Lembrete',
    } as Record<string, string>,
    status: {
      queued: 'Na fila',
      sending: 'Enviando',
      retrying: 'Tentando de novo',
      sent: 'Enviado',
      failed: 'Falhou',
      /** A reminder not sent after all (issue 37): the reason is beside it. */
      skipped: 'Dispensado',
    },
    retryAt: (time: string) => `nova tentativa às ${time}`,
    /** A delivery's tries on a phone, where the list has no 'Tentativas' column. */
    attempts: (n: number) =>
      n === 0
        ? 'Nenhuma tentativa ainda'
        : n === 1
          ? '1 tentativa'
          : `${n.toLocaleString('pt-BR')} tentativas`,
  },
} as const;
