import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { statusOf } from '../../api/client';
import { refusalReasonOf } from '../../api/errors';
import { AccessLinkView, type AccessLinkStatus } from '../../components/views/voter/AccessLinkView';

import { usePage } from './usePage';

/** Answers that mean "this link does not work" (not a refusal of the person, nor a failure). */
const LINK_INVALID = new Set([400, 401, 422]);

/**
 * Signing in by an e-mailed link, for voters (/acesso/link) and operators (/admin/login/link):
 * reads the token from the address's fragment (which no server log sees), takes it out of the
 * address bar and history, and exchanges it once (the link is single use, even when React runs
 * effects twice). `exchange` signs in (false: the answer is not acceptable), then the person goes
 * `home`; `login` is where a new code is asked for.
 */
export function LinkSignIn({
  title,
  exchange,
  home,
  login,
  invalidMessage,
}: {
  title: string;
  exchange: (token: string) => Promise<boolean>;
  home: string;
  login: string;
  invalidMessage?: string;
}) {
  usePage(title);
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
      if (await exchange(token)) void navigate(home, { replace: true });
      else setStatus('invalid');
    } catch (error) {
      console.error('Signing in by link failed', error);
      const code = statusOf(error);
      const refusal = code === 403 ? refusalReasonOf(error) : undefined;
      setReason(refusal);
      if (refusal) setStatus('refused');
      else setStatus(code !== undefined && LINK_INVALID.has(code) ? 'invalid' : 'failed');
    }
  }, [exchange, home, navigate, token]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (location.hash) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    }
    if (token) void signIn();
  }, [location.hash, location.pathname, location.search, navigate, signIn, token]);

  return (
    <AccessLinkView
      status={status}
      reason={reason}
      invalidMessage={invalidMessage}
      onLogin={() => void navigate(login)}
      onRetry={() => void signIn()}
    />
  );
}
