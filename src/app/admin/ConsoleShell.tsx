import { Outlet, useLocation, useNavigate } from 'react-router';

import { signOutOperator } from '../../api/admin';
import {
  clearAdminSession,
  getAdminToken,
  operatorFromToken,
  useAdminToken,
} from '../../api/adminSession';
import { ConsoleLayout, type ConsoleNavItem } from '../../components/console/ConsoleLayout';

import { consolePages } from './consolePages';

const navItems: ConsoleNavItem[] = consolePages.map(({ path, label, Icon }) => ({
  href: `/admin/${path}`,
  label,
  icon: <Icon />,
}));

/** The console's frame around the current page: menu from consolePages, operator, Sair. */
export function ConsoleShell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const operator = operatorFromToken(useAdminToken());
  const current = navItems.find(
    (item) => pathname === item.href || pathname.startsWith(`${item.href}/`),
  );

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
    </ConsoleLayout>
  );
}
