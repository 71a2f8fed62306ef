import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

import { messages } from '../../../domain/messages';
import type { Company } from '../../../domain/types';
import { CompanyRow } from '../CompanyRow';

export interface CompanyListProps {
  /** Companies to show, in order. An empty list shows 'Nenhuma empresa encontrada.'. */
  companies: Company[];
  /** Id of the company already voted for in this category: its row shows 'Você já votou.'. */
  votedCompanyId: number | null;
  /**
   * The category already has a vote: every VOTAR is disabled. Also implied by a non-null
   * `votedCompanyId`.
   * @default false
   */
  hasVoted?: boolean;
  /** The voting window is not open: every VOTAR is disabled. @default false */
  votingClosed?: boolean;
  /** VOTAR on a row: called with that row's company. */
  onVote: (company: Company) => void;
  /** MUI system styles for the root. @default undefined */
  sx?: SxProps<Theme>;
}

/** The companies of one category, one row each, in a list. */
export function CompanyList({
  companies,
  votedCompanyId,
  hasVoted = false,
  votingClosed = false,
  onVote,
  sx,
}: CompanyListProps) {
  if (companies.length === 0) {
    return (
      <Typography
        sx={[
          { textAlign: 'center', py: 4, color: 'text.secondary' },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {messages.companies.empty}
      </Typography>
    );
  }

  const categoryVoted = hasVoted || votedCompanyId !== null;

  return (
    <Paper variant="outlined" sx={[{ overflow: 'hidden' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {/* An explicit role: some browsers drop list semantics once list-style is none. */}
      <Box component="ul" role="list" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {companies.map((company) => (
          <Box
            component="li"
            key={company.id}
            sx={{ '& + &': { borderTop: 1, borderColor: 'divider' } }}
          >
            <CompanyRow
              company={company}
              voted={company.id === votedCompanyId}
              disabled={categoryVoted || votingClosed}
              onVote={onVote}
            />
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
