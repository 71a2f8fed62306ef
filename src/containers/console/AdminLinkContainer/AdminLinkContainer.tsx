import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { validateOperatorLink } from '../../../api/admin';
import { isOperatorToken, saveAdminSession } from '../../../api/adminSession';
import { AccessLinkView } from '../../../components/views/voter/AccessLinkView';
import { adminMessages } from '../../../domain/adminMessages';
import { useLinkSignIn } from '../../shared/useLinkSignIn';
import { usePage } from '../../shared/usePage';

/**
 * Route `/admin/login/link`: the sign-in link of an operator code e-mail (issue 25; the daily cap
 * of wrong codes does not govern it). Signs in and opens the Painel; a used or expired link says
 * to ask for a new code by e-mail, at /admin/login.
 */
export function AdminLinkContainer() {
  usePage(adminMessages.app.titles.page(adminMessages.login.title));
  const navigate = useNavigate();
  const exchange = useCallback(
    async (token: string) => {
      const { accessToken } = await validateOperatorLink({ token });
      if (!isOperatorToken(accessToken)) return false;
      saveAdminSession(accessToken);
      void navigate('/admin/painel', { replace: true });
      return true;
    },
    [navigate],
  );
  const { status, reason, retry } = useLinkSignIn(exchange);

  return (
    <AccessLinkView
      status={status}
      reason={reason}
      invalidMessage={adminMessages.login.linkInvalid}
      onLogin={() => void navigate('/admin/login')}
      onRetry={retry}
    />
  );
}
