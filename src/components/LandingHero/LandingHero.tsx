import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

import { messages } from '../../domain/messages';
import { brandHero, brandLogo } from '../../theme/brand';
import { visuallyHidden } from '../../theme/visuallyHidden';

export interface LandingHeroProps {
  /** 'Iniciar Votação': goes to /login. */
  onStart: () => void;
  sx?: SxProps<Theme>;
}

/** The landing page: association logo, highlight image and the 'Iniciar Votação' button. */
export function LandingHero({ onStart, sx }: LandingHeroProps) {
  return (
    <Box
      component="section"
      aria-labelledby="landing-title"
      sx={[
        {
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: { xs: 3, sm: 4 },
          textAlign: 'center',
          py: { xs: 3, sm: 5 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Typography id="landing-title" variant="h1" sx={visuallyHidden}>
        {messages.app.name}
      </Typography>
      <Box
        component="img"
        src={brandLogo.src}
        width={brandLogo.width}
        height={brandLogo.height}
        alt={messages.landing.logoAlt}
        sx={{ width: { xs: 96, sm: 120 }, height: 'auto' }}
      />
      <Box
        component="img"
        src={brandHero.src}
        width={brandHero.width}
        height={brandHero.height}
        alt={messages.landing.heroAlt}
        sx={{
          width: '100%',
          maxWidth: 720,
          height: 'auto',
          aspectRatio: `${brandHero.width} / ${brandHero.height}`,
          borderRadius: '16px',
          boxShadow: '0 8px 24px rgba(7, 55, 95, 0.18)',
        }}
      />
      <Button
        variant="contained"
        size="large"
        onClick={onStart}
        sx={{ minWidth: { xs: '100%', sm: 280 } }}
      >
        {messages.landing.start}
      </Button>
    </Box>
  );
}
