import Container from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';

import { LandingHero } from '../../LandingHero';
import type { LandingViewProps as LandingViewContract } from '../../types';

export interface LandingViewProps extends LandingViewContract {
  /** MUI system styles for the page's `<main>`. @default undefined */
  sx?: SxProps<Theme>;
}

/** /: the association's logo, the highlight image and 'Iniciar Votação', centred in `<main>`. */
export function LandingView({ onStart, award = null, sx }: LandingViewProps) {
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
      <LandingHero onStart={onStart} award={award} />
    </Container>
  );
}
