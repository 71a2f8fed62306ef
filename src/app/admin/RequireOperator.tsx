import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { isOperatorToken, recheckAdminSession, useAdminToken } from '../../api/adminSession';
import { AuthCheck } from '../../components/primitives/AuthCheck';

/** How often an expired operator token is noticed while the console stays open. */
const RECHECK_MS = 60_000;

/**
 * Guards /admin/* like RequireAuth guards /perfil: 'Verificando autenticação...' while the
 * operator's session is checked, then the page, or /admin/login (remembering where the operator
 * was going). A voter's token never passes: the payload must say role "operator" (the API checks
 * the signature on every call and answers 401, which clears the session and lands here). Without
 * a session the pages' loaders ask for nothing (consoleLoader).
 */
export function RequireOperator({ children }: { children: ReactNode }) {
  const token = useAdminToken();
  const location = useLocation();
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    recheckAdminSession();
    setChecked(true);
    const timer = setInterval(() => recheckAdminSession(), RECHECK_MS);
    return () => clearInterval(timer);
  }, []);

  if (!checked) return <AuthCheck />;
  return isOperatorToken(token) ? (
    children
  ) : (
    <Navigate to="/admin/login" replace state={{ from: location.pathname }} />
  );
}
