import type { RouteObject } from 'react-router';

import { AuthCheck } from '../../components/primitives/AuthCheck';
import { AdminLinkContainer } from '../../containers/console/AdminLinkContainer';
import { AdminLoginContainer } from '../../containers/console/AdminLoginContainer';
import {
  AdminResultsContainer,
  adminResultsLoader,
} from '../../containers/console/AdminResultsContainer';
import { AuditContainer, auditLoader } from '../../containers/console/AuditContainer';
import { CatalogContainer, catalogLoader } from '../../containers/console/CatalogContainer';
import { DashboardContainer, dashboardLoader } from '../../containers/console/DashboardContainer';
import { EditionsContainer, editionsLoader } from '../../containers/console/EditionsContainer';
import { ElectionContainer, electionLoader } from '../../containers/console/ElectionContainer';
import {
  IntegrityContainer,
  integrityLoader,
  voterMailLoader,
} from '../../containers/console/IntegrityContainer';
import {
  NominationsContainer,
  nominationsLoader,
} from '../../containers/console/NominationsContainer';
import { ReminderContainer, reminderLoader } from '../../containers/console/ReminderContainer';

import type { ConsoleRouteKey } from './consolePaths';
import { ConsoleShell } from './ConsoleShell';
import { RequireOperator } from './RequireOperator';

/** Every console page behind the session check, inside the console's frame. */
function SignedInConsole() {
  return (
    <RequireOperator>
      <ConsoleShell />
    </RequireOperator>
  );
}

/**
 * Everything under /admin, one lazy chunk (routes.tsx imports this file dynamically and lays the
 * routes out), so no voter downloads console code. A page's data comes from its route's loader
 * (decision 202): the router starts it as the navigation starts, and the page renders with it.
 * Adding a page: its path in CONSOLE_PATHS, its menu entry (ConsoleShell.tsx) and its route below.
 */
export const consoleRoutes: Record<
  ConsoleRouteKey,
  Pick<RouteObject, 'Component' | 'loader' | 'HydrateFallback'>
> = {
  'admin/login': { Component: AdminLoginContainer },
  'admin/login/link': { Component: AdminLinkContainer },
  // Shown while a first page's data loads (a story, a test: the app shows its first-load overlay).
  admin: { Component: SignedInConsole, HydrateFallback: AuthCheck },
  'admin/painel': { Component: DashboardContainer, loader: dashboardLoader },
  'admin/catalogo': { Component: CatalogContainer, loader: catalogLoader },
  'admin/indicacoes': { Component: NominationsContainer, loader: nominationsLoader },
  'admin/eleicao': { Component: ElectionContainer, loader: electionLoader },
  'admin/resultados': { Component: AdminResultsContainer, loader: adminResultsLoader },
  'admin/lembretes': { Component: ReminderContainer, loader: reminderLoader },
  'admin/integridade': { Component: IntegrityContainer, loader: integrityLoader },
  // One voter's e-mails, which the Integridade page's dialog reads with a fetcher.
  'admin/integridade/eleitores/:id/emails': { loader: voterMailLoader },
  'admin/auditoria': { Component: AuditContainer, loader: auditLoader },
  'admin/edicoes': { Component: EditionsContainer, loader: editionsLoader },
};
