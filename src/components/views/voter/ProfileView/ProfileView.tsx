import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { messages } from '../../../domain/messages';
import { AppLayout } from '../../AppLayout';
import { CategoryGrid } from '../../CategoryGrid';
import { ElectionNotice, isVotingOpen } from '../../ElectionNotice';
import { PageHeader } from '../../PageHeader';
import { ScrollTopButton, scrollTopClearance } from '../../ScrollTopButton';
import { SearchField } from '../../SearchField';
import type { ProfileViewProps } from '../../types';
import { VotingProgress } from '../../VotingProgress';

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
      <ElectionNotice election={election} />
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
      {noMatch ? (
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
        />
      )}
      <ScrollTopButton />
    </AppLayout>
  );
}
