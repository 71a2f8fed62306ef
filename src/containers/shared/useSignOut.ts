import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { signOutOnServer } from '../../api/auth';
import { clearSession, getToken } from '../../api/session';

/**
 * 'Sair' in the app bar: ends the session on the server (the token version goes up; issue 25),
 * clears the stored token and user (as a 401 would) and goes to /login, replacing the protected
 * page in history so Back does not lead into it.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const token = getToken();
    if (token) {
      signOutOnServer(token).catch((error: unknown) => {
        console.error('POST /auth/sign-out failed (the session is cleared here anyway)', error);
      });
    }
    clearSession();
    navigate('/login', { replace: true });
  }, [navigate]);
}
