import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface StatCardProps {
  label: string;
  /** The figure, already formatted ('1.280', '34,1%'). */
  value: string;
  /** A smaller line under the figure. */
  detail?: string;
  sx?: SxProps<Theme>;
}

/** One figure of the Painel: a label and a big number, grouped for screen readers. */
export function StatCard({ label, value, detail, sx }: StatCardProps) {
  const labelId = useId();
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={labelId}
      sx={[{ p: 2, minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Typography id={labelId} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="p"
        variant="h4"
        sx={{ fontWeight: 700, mt: 0.5, overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Paper>
  );
}
