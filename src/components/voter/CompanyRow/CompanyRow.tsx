import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { messages } from '../../../domain/messages';
import type { Company } from '../../../domain/types';

export interface CompanyRowProps {
  /** The company shown. */
  company: Company;
  /** This is the company the voter chose in the category: shows the disabled 'Você já votou.'. */
  voted: boolean;
  /**
   * Disables VOTAR (the category already has a vote for another company; one vote per category).
   * @default false
   */
  disabled?: boolean;
  /** VOTAR: called with this company. */
  onVote: (company: Company) => void;
  /** MUI system styles for the row's root. @default undefined */
  sx?: SxProps<Theme>;
}

/**
 * One company on the companies screen: its name and VOTAR, or the disabled 'Você já votou.' on the
 * company already chosen. VOTAR is described by the company's name for screen readers.
 */
export function CompanyRow({ company, voted, disabled = false, onVote, sx }: CompanyRowProps) {
  const nameId = useId();

  return (
    <Box
      sx={[
        {
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: { xs: 1, sm: 2 },
          rowGap: 1,
          py: 1.5,
          px: { xs: 1.5, sm: 2 },
          minWidth: 0,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {voted && <CheckCircleIcon color="success" aria-hidden sx={{ flexShrink: 0 }} />}
      <Typography
        id={nameId}
        sx={{
          // Keeps the name at least ~12rem wide: on a phone a wide button wraps below it instead.
          flex: '1 1 12rem',
          minWidth: 0,
          fontWeight: voted ? 600 : undefined,
          // A 60-character name wraps at word boundaries, and anywhere if a word alone is too long.
          overflowWrap: 'anywhere',
        }}
      >
        {company.name}
      </Typography>
      <Button
        variant={voted ? 'outlined' : 'contained'}
        disabled={voted || disabled}
        aria-describedby={nameId}
        onClick={() => onVote(company)}
        sx={{ flexShrink: 0, whiteSpace: 'nowrap', ml: 'auto' }}
      >
        {voted ? messages.companies.alreadyVoted : messages.companies.vote}
      </Button>
    </Box>
  );
}
