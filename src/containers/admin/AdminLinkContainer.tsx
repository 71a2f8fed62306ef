import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { validateOperatorLink } from '../../api/admin';
import { isOperatorToken, saveAdminSession } from '../../api/adminSession';
import { statusOf } from '../../api/client';
import { AccessLinkView, type AccessLinkStatus } from '../../components/views/AccessLinkView';
import { adminMessages } from '../../domain/adminMessages';
import { usePage } from '../shared/usePage';

const LINK_REFUSED = new Set([400, 401, 422]);

/**
 * Route `/admin/login/link`: the sign-in link of an operator code e-mail (issue 25; the daily cap
 * of wrong codes does not govern it). Reads the token from the fragment, clears it from the
 * address bar, signs in and opens the Painel; a used or expired link sends back to /admin/login.
 */
export function AdminLinkContainer() {
  usePage(adminMessages.app.titles.page(adminMessages.login.title));
  const navigate = useNavigate();
  const location = useLocation();
  const [token] = useState(() => location.hash.replace(/^#/, '').trim());
  const [status, setStatus] = useState<AccessLinkStatus>(token ? 'loading' : 'invalid');
  const started = useRef(false);

  const signIn = useCallback(async () => {
    setStatus('loading');
    try {
      const { accessToken } = await validateOperatorLink({ token });
      if (!isOperatorToken(accessToken)) {
        setStatus('invalid');
        return;
      }
      saveAdminSession(accessToken);
      navigate('/admin/painel', { replace: true });
    } catch (error) {
      const code = statusOf(error);
      setStatus(code !== undefined && LINK_REFUSED.has(code) ? 'invalid' : 'failed');
    }
  }, [navigate, token]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (location.hash) {
      navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    }
    if (token) void signIn();
  }, [location.hash, location.pathname, location.search, navigate, signIn, token]);

  return (
    <AccessLinkView
      status={status}
      onLogin={() => navigate('/admin/login')}
      onRetry={() => void signIn()}
    />
  );
}
