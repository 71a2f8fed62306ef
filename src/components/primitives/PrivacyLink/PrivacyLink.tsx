import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';

import { privacyLinkMessages } from '../../../domain/privacyLinkMessages';

export interface PrivacyLinkProps {
  /** Address of the privacy notice (/privacidade in the app). */
  href: string;
  sx?: SxProps<Theme>;
}

/** 'Política de privacidade': the link to the LGPD notice under the sign-up form and on /. */
export function PrivacyLink({ href, sx }: PrivacyLinkProps) {
  return (
    <Link href={href} variant="body2" sx={sx}>
      {privacyLinkMessages.link}
    </Link>
  );
}
