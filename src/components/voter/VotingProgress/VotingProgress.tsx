import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { messages } from '../../../domain/messages';

export interface VotingProgressProps {
  /** Categories the voter has voted in. */
  voted: number;
  /** All categories of the award (not only the ones a search shows). 0 renders nothing. */
  total: number;
  /**
   * The counts are not known yet (the list is loading): an invisible block of the same height
   * keeps the summary's place, so the search box and grid do not move when it arrives.
   * @default false
   */
  pending?: boolean;
  /** MUI system styles for the root. @default undefined */
  sx?: SxProps<Theme>;
}

/**
 * The voter's progress on /perfil: 'N de M categorias votadas' with a progress bar, and a short
 * closing message once every category has a vote. Nothing while the list is still empty.
 */
export function VotingProgress({ voted, total, pending = false, sx }: VotingProgressProps) {
  const labelId = useId();
  if (pending) {
    return (
      <Box aria-hidden sx={[{ mb: 3, visibility: 'hidden' }, ...(Array.isArray(sx) ? sx : [sx])]}>
        <Typography variant="body1" sx={{ fontWeight: 700, mb: 1 }}>
          {'\u00a0'}
        </Typography>
        <Box sx={{ height: 8 }} />
      </Box>
    );
  }
  if (total <= 0) return null;
  const done = Math.min(Math.max(voted, 0), total);
  const complete = done === total;
  const text = messages.profile.progress(done, total);

  return (
    <Box
      component="section"
      aria-labelledby={labelId}
      sx={[{ mb: 3 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Typography id={labelId} variant="body1" sx={{ fontWeight: 700, mb: 1 }}>
        {text}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.round((done / total) * 100)}
        color={complete ? 'success' : 'primary'}
        aria-label={messages.profile.progressLabel}
        aria-valuetext={text}
        sx={{ height: 8, borderRadius: 4 }}
      />
      {complete && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            gap: 1,
            mt: 2,
            p: 1.5,
            borderRadius: 1,
            border: 1,
            borderColor: 'success.main',
            bgcolor: '#EEF6F1',
            color: 'success.dark',
          }}
        >
          <CheckCircleIcon aria-hidden sx={{ flexShrink: 0 }} />
          <Typography variant="body2" sx={{ color: 'text.primary' }}>
            {messages.profile.allVoted}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
