import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { validateOtpLink } from '../../api/auth';
import { statusOf } from '../../api/client';
import { saveSession } from '../../api/session';
import { userFromToken } from '../../api/token';
import { AccessLinkView, type AccessLinkStatus } from '../../components/views/AccessLinkView';
import { messages } from '../../domain/messages';
import { usePage } from '../shared/usePage';

/** Answers that mean "this link does not work" (not a server or network failure). */
const LINK_REFUSED = new Set([400, 401, 422]);

/** The token from the address's fragment (`/acesso/link#<token>`), which no server log sees. */
function tokenFromHash(hash: string): string {
  return hash.replace(/^#/, '').trim();
}

/**
 * Route `/acesso/link`: the single-use sign-in link of a code e-mail (docs/decisions/080).
 * Reads the token from the fragment, takes it out of the address bar and history, signs in
 * with it and stores the session like /acesso, then goes to /perfil.
 */
export function AccessLinkContainer() {
  usePage(messages.titles.accessLink);
  const navigate = useNavigate();
  const location = useLocation();
  // Read once: the fragment is cleared from the address bar right after.
  const [token] = useState(() => tokenFromHash(location.hash));
  const [status, setStatus] = useState<AccessLinkStatus>(token ? 'loading' : 'invalid');
  const started = useRef(false);

  const signIn = useCallback(async () => {
    setStatus('loading');
    try {
      const { accessToken } = await validateOtpLink({ token });
      saveSession(accessToken, userFromToken(accessToken));
      navigate('/perfil', { replace: true });
    } catch (error) {
      console.error('POST /auth/validate-otp-link failed', error);
      const code = statusOf(error);
      setStatus(code !== undefined && LINK_REFUSED.has(code) ? 'invalid' : 'failed');
    }
  }, [navigate, token]);

  useEffect(() => {
    // Once per page, even when React runs effects twice: the link is single use.
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
      onLogin={() => navigate('/login')}
      onRetry={() => void signIn()}
    />
  );
}
