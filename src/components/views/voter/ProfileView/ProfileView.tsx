import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

import { formatElectionDate, type Election } from '../../../../domain/election';
import { messages } from '../../../../domain/messages';
import type { Category } from '../../../../domain/types';
import { AuthCheck } from '../../../primitives/AuthCheck';
import { PageHeader } from '../../../primitives/PageHeader';
import { ScrollTopButton, scrollTopClearance } from '../../../primitives/ScrollTopButton';
import { SearchField } from '../../../primitives/SearchField';
import { AppLayout } from '../../../voter/AppLayout';
import { CategoryGrid, type CardOutcome } from '../../../voter/CategoryGrid';
import { ElectionNotice, isVotingOpen } from '../../../voter/ElectionNotice';
import { VotingProgress } from '../../../voter/VotingProgress';

export interface ProfileViewProps {
  /**
   * First name for 'Olá, {first name}.' null: not known yet (the prerendered page, decision 142):
   * the greeting's line stays empty.
   */
  firstName: string | null;
  search: string;
  onSearchChange: (value: string) => void;
  /**
   * Categories to show (already filtered by the container). Empty shows '. . .' while the list
   * loads (or without a search); after a search that matches nothing, says so and offers to
   * clear it.
   */
  categories: Category[];
  /** Votar on a card: the container navigates to /empresas with the category. */
  onVote: (category: Category) => void;
  /**
   * The card to bring back into view and focus (its heading) once shown: the category just
   * voted, or whose vote was refused. @default null
   */
  focusCategoryId?: number | null;
  /**
   * The card whose vote was just cast ('voted': 'Feito! Seu voto foi salvo.' in it) or refused
   * because another vote counts ('refused', a 409: drawn highlighted). That card takes the focus
   * as a whole (its name, the message, the vote that counts) instead of `focusCategoryId`'s
   * name only. @default null
   */
  outcome?: CardOutcome | null;
  /**
   * The voting closed while the voter was choosing (a vote refused with 403): the focus goes to
   * the election notice, which says so. @default false
   */
  focusNotice?: boolean;
  /**
   * Voted and total categories of the whole award (not only the ones a search shows), for
   * 'N de M categorias votadas'. Absent or total 0: no summary. 'loading': its place is kept
   * (invisible) until the list arrives.
   */
  progress?: { voted: number; total: number } | 'loading';
  /** 'Sair' in the app bar. Absent: no button. */
  onSignOut?: () => void;
  /**
   * The voting window (GET /api/election), shown above the grid; when it is not open every Votar
   * is disabled. Absent or null (not loaded, or no dates): the screen is as the spec has it.
   */
  election?: Election | null;
  /**
   * The session is still being checked (the prerendered frame, until the app has started): the
   * spinner 'Verificando autenticação...' stands where the grid goes (spec section 2).
   * @default false
   */
  checkingSession?: boolean;
  /**
   * The nominations phase is open until this moment (ISO 8601; issue 41 §3): a notice above the
   * grid says so, with a link to /indicacoes. Absent or null: no notice. @default null
   */
  nominationsClosesAt?: string | null;
  /** MUI system styles for the screen's `<main>`. @default undefined */
  sx?: SxProps<Theme>;
}

const { nominationsNotice } = messages;

/**
 * /perfil: 'Olá, {first name}.', the one-vote-per-category hint, the search box and the category
 * grid (two per row), with a scroll-to-top button for long lists (kept clear of the last card), the
 * voter's progress ('N de M categorias votadas') above the search box and 'Sair' in the app bar.
 */
export function ProfileView({
  firstName,
  search,
  onSearchChange,
  categories,
  onVote,
  progress,
  onSignOut,
  election = null,
  focusCategoryId = null,
  outcome = null,
  focusNotice = false,
  checkingSession = false,
  nominationsClosesAt = null,
  sx,
}: ProfileViewProps) {
  const query = search.trim();
  // '. . .' is the specification's "loading" (and empty list); a loaded list that a search
  // empties says so instead, with a way back to every category.
  const noMatch = progress !== 'loading' && query !== '' && categories.length === 0;
  return (
    <AppLayout
      onSignOut={onSignOut}
      // Room below the last card for the floating scroll-to-top button (it must not cover Votar).
      // Per breakpoint, as AppLayout's own padding is (a plain value would lose to its queries).
      sx={[
        (theme) => ({ pb: { xs: scrollTopClearance(theme), sm: scrollTopClearance(theme) } }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <PageHeader
        title={firstName === null ? null : messages.profile.greeting(firstName)}
        subtitle={messages.profile.hint}
      />
      <ElectionNotice election={election} focused={focusNotice} />
      {nominationsClosesAt !== null && (
        <Alert severity="info" role="status" sx={{ mb: 3 }}>
          <AlertTitle>{nominationsNotice.title}</AlertTitle>
          {nominationsNotice.until(
            `${formatElectionDate(nominationsClosesAt)} ${messages.election.timeZoneNote}`,
          )}{' '}
          <Link href="/indicacoes" color="inherit" sx={{ fontWeight: 700 }}>
            {nominationsNotice.link}
          </Link>
        </Alert>
      )}
      {progress === 'loading' ? (
        <VotingProgress voted={0} total={0} pending />
      ) : (
        progress && <VotingProgress voted={progress.voted} total={progress.total} />
      )}
      <SearchField
        label={messages.profile.searchLabel}
        value={search}
        onChange={onSearchChange}
        sx={{ mb: 3 }}
      />
      {checkingSession ? (
        <AuthCheck />
      ) : noMatch ? (
        <Box role="status" sx={{ textAlign: 'center', py: 4 }}>
          <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere', mb: 2 }}>
            {messages.profile.noMatch(query)}
          </Typography>
          <Button variant="outlined" onClick={() => onSearchChange('')}>
            {messages.app.clearSearch}
          </Button>
        </Box>
      ) : (
        <CategoryGrid
          categories={categories}
          onVote={onVote}
          votingClosed={!isVotingOpen(election)}
          focusCategoryId={focusCategoryId}
          outcome={outcome}
        />
      )}
      <ScrollTopButton />
    </AppLayout>
  );
}
