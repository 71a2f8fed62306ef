import Container from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';

import type { AwardSummary, LandingPhase } from '../../../../domain/landingAward';
import { PrivacyLink } from '../../../primitives/PrivacyLink';
import { LandingHero } from '../../../voter/LandingHero';

export interface LandingViewProps {
  /** Under the highlight image; absent or null: nothing extra. */
  award?: AwardSummary | null;
  /** 'closed': 'Votação encerrada'; 'published': that and 'Ver os resultados'. @default 'voting' */
  phase?: LandingPhase;
  /** Address of the privacy notice; when set, a 'Política de privacidade' link is shown. */
  privacyHref?: string;
  /** MUI system styles for the screen's `<main>`. @default undefined */
  sx?: SxProps<Theme>;
}

/**
 * /: the association's logo, the highlight image, the award line and the vote's state when there
 * are any, and 'Iniciar Votação', centred in `<main>`.
 */
export function LandingView({ award = null, phase = 'voting', privacyHref, sx }: LandingViewProps) {
  return (
    <Container
      component="main"
      maxWidth="md"
      sx={[
        {
          minHeight: '100dvh',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <LandingHero award={award} phase={phase} />
      {privacyHref && <PrivacyLink href={privacyHref} sx={{ alignSelf: 'center', mb: 2 }} />}
    </Container>
  );
}
