import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { validateOtpLink } from '../../../api/auth';
import { saveSession } from '../../../api/session';
import { userFromToken } from '../../../api/token';
import { AccessLinkView } from '../../../components/views/voter/AccessLinkView';
import { messages } from '../../../domain/messages';
import { useLinkSignIn } from '../../shared/useLinkSignIn';
import { usePage } from '../../shared/usePage';

/**
 * Route `/acesso/link`: the single-use sign-in link of a code e-mail (docs/decisions/080).
 * Signs in with the link's token, stores the session like /acesso, then goes to /perfil. A voter
 * the server refuses (403, e.g. under review) is told the server's reason.
 */
export function AccessLinkContainer() {
  usePage(messages.titles.accessLink);
  const navigate = useNavigate();
  const exchange = useCallback(
    async (token: string) => {
      const { accessToken } = await validateOtpLink({ token });
      saveSession(accessToken, userFromToken(accessToken));
      void navigate('/perfil', { replace: true });
      return true;
    },
    [navigate],
  );
  const { status, reason, retry } = useLinkSignIn(exchange);

  return (
    <AccessLinkView
      status={status}
      reason={reason}
      onLogin={() => void navigate('/login')}
      onRetry={retry}
    />
  );
}
