import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

import type { AdminVoter } from '../../../domain/admin';
import { formatElectionDate } from '../../../domain/election';
import { integrityMessages as m } from '../../../domain/integrityMessages';
import { visuallyHidden } from '../../../theme/visuallyHidden';

export interface FlagVoterTableProps {
  /** Names the table and its scrolling region. */
  caption: string;
  voters: AdminVoter[];
  /**
   * Given: each row ends with 'Ver e-mails' (named 'Ver e-mails de {nome}'), which calls it with
   * that row's voter. The voter search passes it; a flag's voter list does not. @default undefined
   */
  onShowMail?: (voter: AdminVoter) => void;
}

/** On a phone the 'Ver e-mails' column stays in view while the others scroll under it. */
const stickyEnd = {
  position: { xs: 'sticky', sm: 'static' },
  right: 0,
  bgcolor: { xs: 'background.paper', sm: 'transparent' },
} as const;

/**
 * The voters behind a flag or found by the voter search; a long list scrolls inside its own box
 * (keyboard-focusable).
 */
export function FlagVoterTable({ caption, voters, onShowMail }: FlagVoterTableProps) {
  const c = m.voterColumns;
  return (
    <Box
      tabIndex={0}
      role="region"
      aria-label={caption}
      sx={{ maxHeight: 360, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {/* Wide enough for its columns to be read: a phone scrolls it sideways in this region. */}
      <Table size="small" stickyHeader sx={{ minWidth: 720 }}>
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell>{c.nome}</TableCell>
            <TableCell>{c.email}</TableCell>
            <TableCell>{c.createdAt}</TableCell>
            <TableCell align="right">{c.votes}</TableCell>
            <TableCell>{c.status}</TableCell>
            {onShowMail && (
              <TableCell sx={{ right: { xs: 0, sm: 'auto' }, zIndex: 3 }}>
                <Box component="span" sx={visuallyHidden}>
                  {m.search.actions}
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {voters.map((voter) => (
            <TableRow key={voter.id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{voter.nome}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{voter.email}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatElectionDate(voter.createdAt)}
              </TableCell>
              <TableCell align="right">{voter.votes}</TableCell>
              <TableCell>{m.voterStatus(voter.invalidated)}</TableCell>
              {onShowMail && (
                <TableCell sx={{ ...stickyEnd, py: 0.5 }}>
                  <Button
                    size="small"
                    aria-label={m.search.showMailOf(voter.nome)}
                    onClick={() => onShowMail(voter)}
                    sx={{ whiteSpace: 'nowrap', minWidth: 0 }}
                  >
                    <EmailOutlinedIcon fontSize="small" aria-hidden />
                    {/* On a phone the icon alone keeps the column narrow (the name says it all). */}
                    <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, ml: 1 }}>
                      {m.search.showMail}
                    </Box>
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
