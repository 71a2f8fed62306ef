/** The audit feature's texts: the e-mails that anchor the chain's head outside the database (anchor.ts), and the Auditoria calls' messages. */
const howToCheck = (head: string) =>
  `Guarde este e-mail. Para conferir depois que nenhum registro da trilha de auditoria foi apagado ou regravado, rode no servidor:\n\n  npm run admin -- audit verify --head ${head}\n\nO comando confirma que este elo está na trilha e conta os registros que vieram depois dele.`;

export const anchorMessages = {
  closeSubject: 'Votação encerrada: elo da trilha de auditoria e lacre dos votos',
  closeText: (head: string, seal: { closesAt: string; votes: number; sha256: string }) =>
    `A votação foi encerrada (${seal.closesAt}) e os votos foram lacrados na trilha de auditoria.\n\n` +
    `Votos na urna: ${seal.votes}\nSHA-256 dos votos: ${seal.sha256}\n` +
    `Último elo da trilha de auditoria: ${head}\n\n${howToCheck(head)}\n`,
  publicationSubject: 'Resultados publicados: elo da trilha de auditoria',
  publicationText: (head: string, publishedAt: string) =>
    `Os resultados foram publicados (${publishedAt}). A ata traz este mesmo elo.\n\n` +
    `Último elo da trilha de auditoria: ${head}\n\n${howToCheck(head)}\n`,
};

/** The Auditoria calls' precise messages for the console. */
export const auditMessages = {
  badDate: (field: string) => `${field}: use uma data ISO (2026-11-01 ou 2026-11-01T12:00:00Z).`,
};
