import CategoryIcon from '@mui/icons-material/Category';
import GppMaybeIcon from '@mui/icons-material/GppMaybe';
import HowToVoteIcon from '@mui/icons-material/HowToVote';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SpaceDashboardIcon from '@mui/icons-material/SpaceDashboard';
import type { ComponentType } from 'react';

import { AdminResultsContainer } from '../../containers/console/AdminResultsContainer';
import { AuditContainer } from '../../containers/console/AuditContainer';
import { CatalogContainer } from '../../containers/console/CatalogContainer';
import { DashboardContainer } from '../../containers/console/DashboardContainer';
import { ElectionContainer } from '../../containers/console/ElectionContainer';
import { IntegrityContainer } from '../../containers/console/IntegrityContainer';
import { ReminderContainer } from '../../containers/console/ReminderContainer';
import { adminMessages } from '../../domain/adminMessages';
import { trustMessages } from '../../domain/trustMessages';

export interface ConsolePage {
  /** Path under /admin ('painel' → /admin/painel). */
  path: string;
  /** Menu label (from adminMessages.nav). */
  label: string;
  /** Menu icon (a @mui/icons-material component). */
  Icon: ComponentType;
  /** The page's container. */
  Component: ComponentType;
}

/**
 * THE list of console pages: the menu and the routes are both built from it, so adding a page is
 * one entry here (after its container exists). The first entry is where /admin lands.
 */
export const consolePages: ConsolePage[] = [
  {
    path: 'painel',
    label: adminMessages.nav.dashboard,
    Icon: SpaceDashboardIcon,
    Component: DashboardContainer,
  },
  {
    path: 'catalogo',
    label: adminMessages.nav.catalog,
    Icon: CategoryIcon,
    Component: CatalogContainer,
  },
  {
    path: 'eleicao',
    label: adminMessages.nav.election,
    Icon: HowToVoteIcon,
    Component: ElectionContainer,
  },
  {
    path: 'resultados',
    label: adminMessages.nav.results,
    Icon: LeaderboardIcon,
    Component: AdminResultsContainer,
  },
  {
    path: 'lembretes',
    label: trustMessages.console.title,
    Icon: NotificationsActiveIcon,
    Component: ReminderContainer,
  },
  {
    path: 'integridade',
    label: adminMessages.nav.integrity,
    Icon: GppMaybeIcon,
    Component: IntegrityContainer,
  },
  {
    path: 'auditoria',
    label: adminMessages.nav.audit,
    Icon: ReceiptLongIcon,
    Component: AuditContainer,
  },
];
