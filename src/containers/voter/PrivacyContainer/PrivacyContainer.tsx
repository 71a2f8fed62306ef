import { getRuntimeConfig } from '../../../api/runtimeConfig';
import { PrivacyView } from '../../../components/views/voter/PrivacyView';
import { privacyMessages } from '../../../domain/privacyMessages';
import { usePage } from '../../shared/usePage';

/** Route `/privacidade`: the LGPD notice, with controller, contact and retention from /app-config.json. */
export function PrivacyContainer() {
  usePage(privacyMessages.pageTitle);
  const privacy = getRuntimeConfig().privacy;
  return (
    <PrivacyView
      controller={privacy?.controller ?? null}
      contact={privacy?.contact ?? null}
      retentionMonths={privacy?.retentionMonths ?? null}
    />
  );
}
