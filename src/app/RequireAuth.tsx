import { useContext, useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';

import { recheckSession, useSession } from '../api/session';
import { isTokenValid } from '../api/token';
import { AuthCheck } from '../components/AuthCheck';
import { usePrerendering } from '../containers/shared/prerendering';

import { HandOverContext } from './handOver';

/**
 * Layout route for /perfil and /empresas: 'Verificando autenticação...' while the session is
 * checked, then the page, or /login when there is no valid, unexpired token. It keeps watching:
 * when a 401 or the periodic re-check clears the session, it redirects at once.
 */
export function RequireAuth() {
  const { token } = useSession();
  const [checked, setChecked] = useState(false);
  const prerendering = usePrerendering();
  const handOver = useContext(HandOverContext);

  useEffect(() => {
    recheckSession();
    setChecked(true);
  }, []);

  // The render after the check is committed: the page (or Navigate) is what the swap shows.
  useEffect(() => {
    if (checked) handOver?.();
  }, [checked, handOver]);

  // The build draws the page's frame for everyone; the browser checks the session.
  if (prerendering) return <Outlet />;
  if (!checked) return <AuthCheck />;
  return isTokenValid(token) ? <Outlet /> : <Navigate to="/login" replace />;
}
