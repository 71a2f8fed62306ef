import Container from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';

import type { AwardSummary, LandingPhase } from '../../../../domain/landingAward';
import { PrivacyLink } from '../../../primitives/PrivacyLink';
import { LandingHero } from '../../../voter/LandingHero';

export interface LandingViewProps {
  /** Goes to /login. */
  onStart: () => void;
  /** The same place as a plain link, for the HTML that runs no app (LandingHero). */
  startHref?: string;
  /** Under the highlight image; absent or null: nothing extra. */
  award?: AwardSummary | null;
  /** 'closed': 'Votação encerrada'; 'published': that and 'Ver os resultados'. @default 'voting' */
  phase?: LandingPhase;
  /** 'Ver os resultados' in the app (the container navigates to /resultados). */
  onResults?: () => void;
  /** The same place as a plain link (/resultados), for the HTML that runs no app. */
  resultsHref?: string;
  /** Address of the privacy notice; when set, a 'Política de privacidade' link is shown. */
  privacyHref?: string;
  /** MUI system styles for the screen's `<main>`. @default undefined */
  sx?: SxProps<Theme>;
}

/**
 * /: the association's logo, the highlight image, the award line and the vote's state when there
 * are any, and 'Iniciar Votação', centred in `<main>`.
 */
export function LandingView({
  onStart,
  startHref,
  award = null,
  phase = 'voting',
  onResults,
  resultsHref,
  privacyHref,
  sx,
}: LandingViewProps) {
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
      <LandingHero
        onStart={onStart}
        startHref={startHref}
        award={award}
        phase={phase}
        onResults={onResults}
        resultsHref={resultsHref}
      />
      {privacyHref && <PrivacyLink href={privacyHref} sx={{ alignSelf: 'center', mb: 2 }} />}
    </Container>
  );
}
