import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';

import { followPlainClick } from '../../../domain/plainClick';
import { privacyLinkMessages } from '../../../domain/privacyLinkMessages';

export interface PrivacyLinkProps {
  /** Address of the privacy notice (/privacidade in the app). */
  href: string;
  /**
   * A plain click: the app follows the link itself (keeping the screen's state); other clicks
   * (a new tab…) stay the browser's. Absent: a plain link. @default undefined
   */
  onFollow?: () => void;
  sx?: SxProps<Theme>;
}

/** 'Política de privacidade': the link to the LGPD notice under the sign-up form and on /. */
export function PrivacyLink({ href, onFollow, sx }: PrivacyLinkProps) {
  return (
    <Link
      href={href}
      variant="body2"
      onClick={onFollow ? (event) => followPlainClick(event, onFollow) : undefined}
      sx={sx}
    >
      {privacyLinkMessages.link}
    </Link>
  );
}
