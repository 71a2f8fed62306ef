import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { statusOf } from '../../api/client';
import { refusalReasonOf } from '../../api/errors';
import type { AccessLinkStatus } from '../../components/views/voter/AccessLinkView';

/** Answers that mean "this link does not work" (not a refusal of the person, nor a failure). */
const LINK_INVALID = new Set([400, 401, 422]);

/**
 * Signing in by an e-mailed link, for voters (/acesso/link) and operators (/admin/login/link):
 * reads the token from the address's fragment (which no server log sees), takes it out of the
 * address bar and history, and exchanges it once (the link is single use, even when React runs
 * effects twice). `exchange` signs in and returns false when the answer is not acceptable.
 */
export function useLinkSignIn(exchange: (token: string) => Promise<boolean>) {
  const navigate = useNavigate();
  const location = useLocation();
  // Read once: the fragment is cleared from the address bar right after.
  const [token] = useState(() => location.hash.replace(/^#/, '').trim());
  const [status, setStatus] = useState<AccessLinkStatus>(token ? 'loading' : 'invalid');
  const [reason, setReason] = useState<string | undefined>();
  const started = useRef(false);

  const signIn = useCallback(async () => {
    setStatus('loading');
    try {
      if (!(await exchange(token))) setStatus('invalid');
    } catch (error) {
      console.error('Signing in by link failed', error);
      const code = statusOf(error);
      const refusal = code === 403 ? refusalReasonOf(error) : undefined;
      setReason(refusal);
      if (refusal) setStatus('refused');
      else setStatus(code !== undefined && LINK_INVALID.has(code) ? 'invalid' : 'failed');
    }
  }, [exchange, token]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (location.hash) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    }
    if (token) void signIn();
  }, [location.hash, location.pathname, location.search, navigate, signIn, token]);

  return { status, reason, retry: () => void signIn() };
}
