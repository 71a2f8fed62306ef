import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

import type { AdminVoter } from '../../../domain/admin';
import { formatElectionDate } from '../../../domain/election';
import { integrityMessages as m } from '../../../domain/integrityMessages';
import { visuallyHidden } from '../../../theme/visuallyHidden';

/** The voters behind a flag; a long list scrolls inside its own box (keyboard-focusable). */
export function FlagVoterTable({ caption, voters }: { caption: string; voters: AdminVoter[] }) {
  const c = m.voterColumns;
  return (
    <Box
      tabIndex={0}
      role="region"
      aria-label={caption}
      sx={{ maxHeight: 360, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" stickyHeader>
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
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
