import { Navigate, Outlet, redirect } from 'react-router';

import { recheckSession, useSession } from '../api/session';
import { isTokenValid } from '../api/token';

import { appStarted } from './appStarted';

/**
 * The loader of /perfil and /empresas: the session is checked before the page renders (spec
 * section 4's check: an invalid or expired token is cleared), and a visitor without a valid
 * token goes to /login. It waits for hydration to be done (appStarted), so a visitor without a
 * token never sees the frame become a page.
 */
export async function requireSignedIn(): Promise<Response | null> {
  await appStarted();
  return recheckSession() ? null : redirect('/login');
}

/**
 * Layout route for /perfil and /empresas, rendered once `requireSignedIn` has let the visitor in.
 * It keeps watching: when a 401 or the periodic re-check clears the session, it redirects at once.
 */
export function RequireAuth() {
  const { token } = useSession();
  return isTokenValid(token) ? <Outlet /> : <Navigate to="/login" replace />;
}
