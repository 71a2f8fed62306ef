import { validateOperatorLink } from '../../../api/admin';
import { isOperatorToken, saveAdminSession } from '../../../api/adminSession';
import { adminMessages } from '../../../domain/adminMessages';
import { LinkSignIn } from '../../shared/LinkSignIn';

async function exchange(token: string) {
  const { accessToken } = await validateOperatorLink({ token });
  if (!isOperatorToken(accessToken)) return false;
  saveAdminSession(accessToken);
  return true;
}

/**
 * Route `/admin/login/link`: the sign-in link of an operator code e-mail (issue 25; the daily cap
 * of wrong codes does not govern it). Signs in and opens the Painel; a used or expired link says
 * to ask for a new code by e-mail, at /admin/login.
 */
export function AdminLinkContainer() {
  return (
    <LinkSignIn
      title={adminMessages.app.titles.page(adminMessages.login.title)}
      exchange={exchange}
      home="/admin/painel"
      login="/admin/login"
      invalidMessage={adminMessages.login.linkInvalid}
    />
  );
}
