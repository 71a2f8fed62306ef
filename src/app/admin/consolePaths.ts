/**
 * The console's pages under /admin, in menu order: the route table (routes.tsx, in the entry
 * chunk) needs their paths only; what each one is (label, icon, container, loader) comes with
 * the console's chunk (consoleRoutes.tsx). The first is where /admin lands.
 */
export const CONSOLE_PATHS = [
  'painel',
  'catalogo',
  'indicacoes',
  'eleicao',
  'resultados',
  'lembretes',
  'integridade',
  'auditoria',
  'edicoes',
] as const;

export type ConsolePath = (typeof CONSOLE_PATHS)[number];

/**
 * The console's routes, by their address: the public sign-in pages, the guarded layout (`admin`:
 * the session check and the console's frame), one page per entry of CONSOLE_PATHS, and a voter's
 * e-mails (data only: the Integridade page's fetcher reads them).
 */
export type ConsoleRouteKey =
  | 'admin'
  | 'admin/login'
  | 'admin/login/link'
  | `admin/${ConsolePath}`
  | 'admin/integridade/eleitores/:id/emails';
