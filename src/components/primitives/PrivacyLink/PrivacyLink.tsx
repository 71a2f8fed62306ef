import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';

import { privacyLinkMessages } from '../../../domain/privacyLinkMessages';

export interface PrivacyLinkProps {
  /** Address of the privacy notice (/privacidade in the app). */
  href: string;
  /**
   * Called on a click, before the link is followed (the screen keeps its state). @default undefined
   */
  onFollow?: () => void;
  sx?: SxProps<Theme>;
}

/** 'Política de privacidade': the link to the LGPD notice under the sign-up form and on /. */
export function PrivacyLink({ href, onFollow, sx }: PrivacyLinkProps) {
  return (
    <Link href={href} variant="body2" onClick={onFollow} sx={sx}>
      {privacyLinkMessages.link}
    </Link>
  );
}
