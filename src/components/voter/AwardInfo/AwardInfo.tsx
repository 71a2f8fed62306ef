import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

export interface AwardInfoProps {
  /** The award's name as the operator set it. */
  name: string;
  /** The voting window, already worded ('Votação de 01/12/2026, 08:00 a …'); null: not shown. */
  period?: string | null;
  /** MUI system styles for the root. @default undefined */
  sx?: SxProps<Theme>;
}

/** The landing page's award line under the highlight image: its name and voting period. */
export function AwardInfo({ name, period = null, sx }: AwardInfoProps) {
  return (
    <Box sx={[{ textAlign: 'center', maxWidth: 720 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Typography
        component="h2"
        variant="h5"
        sx={{ fontWeight: 700, color: 'primary.dark', overflowWrap: 'anywhere' }}
      >
        {name}
      </Typography>
      {period && (
        <Typography variant="body1" sx={{ mt: 0.5, color: 'text.secondary' }}>
          {period}
        </Typography>
      )}
    </Box>
  );
}
