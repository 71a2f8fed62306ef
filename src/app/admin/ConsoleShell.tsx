import CategoryIcon from '@mui/icons-material/Category';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import GppMaybeIcon from '@mui/icons-material/GppMaybe';
import HowToVoteIcon from '@mui/icons-material/HowToVote';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SpaceDashboardIcon from '@mui/icons-material/SpaceDashboard';
import type { ComponentType } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';

import { signOutOperator } from '../../api/admin';
import {
  clearAdminSession,
  getAdminToken,
  operatorFromToken,
  useAdminToken,
} from '../../api/adminSession';
import { ConsoleLayout, type ConsoleNavItem } from '../../components/console/ConsoleLayout';
import { adminMessages } from '../../domain/adminMessages';
import { trustMessages } from '../../domain/trustMessages';
import { DeferredLoadingOverlay } from '../DeferredLoadingOverlay';

import { CONSOLE_PATHS, type ConsolePath } from './consolePaths';

/** Each page's label and icon in the menu, which lists them in CONSOLE_PATHS' order. */
const menu: Record<ConsolePath, { label: string; Icon: ComponentType }> = {
  painel: { label: adminMessages.nav.dashboard, Icon: SpaceDashboardIcon },
  catalogo: { label: adminMessages.nav.catalog, Icon: CategoryIcon },
  indicacoes: { label: adminMessages.nav.nominations, Icon: LightbulbIcon },
  eleicao: { label: adminMessages.nav.election, Icon: HowToVoteIcon },
  resultados: { label: adminMessages.nav.results, Icon: LeaderboardIcon },
  lembretes: { label: trustMessages.console.title, Icon: NotificationsActiveIcon },
  integridade: { label: adminMessages.nav.integrity, Icon: GppMaybeIcon },
  auditoria: { label: adminMessages.nav.audit, Icon: ReceiptLongIcon },
  edicoes: { label: adminMessages.nav.editions, Icon: EventRepeatIcon },
};

const navItems: ConsoleNavItem[] = CONSOLE_PATHS.map((path) => {
  const { label, Icon } = menu[path];
  return { href: `/admin/${path}`, label, icon: <Icon /> };
});

/** The console's frame around the current page: the menu, operator, Sair. */
export function ConsoleShell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const operator = operatorFromToken(useAdminToken());
  const current = navItems.find(
    (item) => pathname === item.href || pathname.startsWith(`${item.href}/`),
  );
  // Going to another page waits for its loader with the old page on screen: say so, as the
  // voter's pages do. A page's own re-reads (filters, Atualizar) show their own progress.
  const navigation = useNavigation();
  const changingPage = navigation.state === 'loading' && navigation.location.pathname !== pathname;

  return (
    <ConsoleLayout
      navItems={navItems}
      currentHref={current?.href}
      operatorName={operator?.nome}
      onSignOut={() => {
        // Ended on the server too (issue 25): a copy of the token stops working at once.
        const token = getAdminToken();
        if (token) {
          signOutOperator(token).catch((error: unknown) => {
            console.error(
              'POST /admin/auth/sign-out failed (the session is cleared here anyway)',
              error,
            );
          });
        }
        clearAdminSession();
        navigate('/admin/login', { replace: true });
      }}
    >
      <Outlet />
      <DeferredLoadingOverlay open={changingPage} />
    </ConsoleLayout>
  );
}
