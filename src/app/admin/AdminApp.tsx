import { Navigate, Route, Routes } from 'react-router';

import { AdminLinkContainer } from '../../containers/console/AdminLinkContainer';
import { AdminLoginContainer } from '../../containers/console/AdminLoginContainer';

import { consolePages } from './consolePages';
import { ConsoleShell } from './ConsoleShell';
import { RequireOperator } from './RequireOperator';

const home = consolePages[0]?.path ?? 'login';

/**
 * Everything under /admin: one lazy chunk (routes.tsx imports this file dynamically), so no voter
 * downloads console code. /admin/login is public; every other page sits behind RequireOperator
 * inside the console's layout, one route per entry of consolePages.
 */
export function AdminApp() {
  return (
    <Routes>
      <Route path="login" element={<AdminLoginContainer />} />
      <Route path="login/link" element={<AdminLinkContainer />} />
      <Route element={<RequireOperator />}>
        <Route element={<ConsoleShell />}>
          {consolePages.map(({ path, Component }) => (
            <Route key={path} path={`${path}/*`} element={<Component />} />
          ))}
          <Route path="*" element={<Navigate to={`/admin/${home}`} replace />} />
        </Route>
      </Route>
    </Routes>
  );
}
