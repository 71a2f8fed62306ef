import Container from '@mui/material/Container';

import { LandingHero } from '../../LandingHero';
import { PrivacyLink } from '../../PrivacyLink';
import type { LandingViewProps } from '../../types';

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
