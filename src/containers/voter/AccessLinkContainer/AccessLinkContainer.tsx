import { validateOtpLink } from '../../../api/auth';
import { saveSession } from '../../../api/session';
import { userFromToken } from '../../../api/token';
import { messages } from '../../../domain/messages';
import { LinkSignIn } from '../../shared/LinkSignIn';

async function exchange(token: string) {
  const { accessToken } = await validateOtpLink({ token });
  saveSession(accessToken, userFromToken(accessToken));
  return true;
}

/**
 * Route `/acesso/link`: the single-use sign-in link of a code e-mail (docs/decisions/080).
 * Signs in with the link's token, stores the session like /acesso, then goes to /perfil. A voter
 * the server refuses (403, e.g. under review) is told the server's reason.
 */
export function AccessLinkContainer() {
  return (
    <LinkSignIn
      title={messages.titles.accessLink}
      exchange={exchange}
      home="/perfil"
      login="/login"
    />
  );
}
