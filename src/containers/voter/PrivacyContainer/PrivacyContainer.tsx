import { useLocation, useNavigate } from 'react-router';

import { getRuntimeConfig } from '../../../api/runtimeConfig';
import { PrivacyView } from '../../../components/views/voter/PrivacyView';
import { privacyMessages } from '../../../domain/privacyMessages';
import { usePage } from '../../shared/usePage';

/**
 * Route `/privacidade`: the LGPD notice, with controller, contact and retention from
 * /app-config.json. 'Voltar' goes back to the page the voter came from in the app (a button, the
 * history's back: /cadastro keeps what was typed, issue 40 §3), or is a link to / when the notice
 * was opened on its own (a new tab, a link).
 */
export function PrivacyContainer() {
  usePage(privacyMessages.pageTitle);
  const navigate = useNavigate();
  const location = useLocation();
  const privacy = getRuntimeConfig().privacy;
  // 'default': the first page of this visit to the app, so there is no page of ours to go back to.
  const cameFromApp = location.key !== 'default';
  return (
    <PrivacyView
      controller={privacy?.controller ?? null}
      contact={privacy?.contact ?? null}
      retentionMonths={privacy?.retentionMonths ?? null}
      {...(cameFromApp ? { onBack: () => void navigate(-1) } : { backHref: '/' })}
    />
  );
}
