import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { clearSession } from '../../api/session';

/**
 * 'Sair' in the app bar: clears the stored token and user (as a 401 would) and goes to /login,
 * replacing the protected page in history so Back does not lead into it.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    navigate('/login', { replace: true });
  }, [navigate]);
}
