import EventBusyIcon from '@mui/icons-material/EventBusy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

import type { AwardSummary, LandingPhase } from '../../../domain/landingAward';
import { messages } from '../../../domain/messages';
import { brandHero, brandLogo } from '../../../theme/brand';
import { visuallyHidden } from '../../../theme/visuallyHidden';
import { AwardInfo } from '../AwardInfo';

export interface LandingHeroProps {
  /** The award's name and voting period, shown under the highlight image. Absent: nothing. */
  award?: AwardSummary | null;
  /**
   * The vote's state: 'closed' shows 'Votação encerrada' above the button; 'published' adds
   * 'Ver os resultados' as the filled button, and 'Iniciar Votação' (the specification's, its
   * text unchanged) is drawn outlined under it. @default 'voting'
   */
  phase?: LandingPhase;
  /** Where 'Ver os resultados' leads. @default '/resultados' */
  resultsHref?: string;
  sx?: SxProps<Theme>;
}

const sxButton: SxProps<Theme> = { minWidth: { xs: '100%', sm: 280 } };

/**
 * The landing page: association logo, highlight image (then the award's name and voting period,
 * when the operator set them; then 'Votação encerrada' when so) and the 'Iniciar Votação' button;
 * once the results are published, 'Ver os resultados' is the filled button above it and 'Iniciar
 * Votação' is drawn outlined.
 */
export function LandingHero({
  award = null,
  phase = 'voting',
  resultsHref = '/resultados',
  sx,
}: LandingHeroProps) {
  const published = phase === 'published';
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
        {...brandLogo}
        alt={messages.landing.logoAlt}
        sx={{ width: { xs: 96, sm: 120 }, height: 'auto' }}
      />
      <Box
        component="img"
        {...brandHero}
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
      {award && <AwardInfo name={award.name} period={award.period} />}
      {phase !== 'voting' && (
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 1,
            mt: award ? -1 : 0,
          }}
        >
          <Typography
            component="p"
            variant="h6"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              fontWeight: 700,
              color: 'primary.dark',
            }}
          >
            <EventBusyIcon aria-hidden fontSize="small" />
            {messages.landing.closed}
          </Typography>
        </Box>
      )}
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 2,
          width: { xs: '100%', sm: 'auto' },
        }}
      >
        {/* Once published, the results are what a visitor comes for: the filled button; the
            specification's 'Iniciar Votação' stays, drawn outlined (issue 40 §6). */}
        {published && (
          <Button variant="contained" size="large" href={resultsHref} sx={sxButton}>
            {messages.landing.resultsLink}
          </Button>
        )}
        <Button
          variant={published ? 'outlined' : 'contained'}
          size="large"
          // A link: the landing's HTML runs no app.
          href="/login"
          sx={sxButton}
        >
          {messages.landing.start}
        </Button>
      </Box>
    </Box>
  );
}
