import { messages } from '../../../domain/messages';
import { AppLayout } from '../../AppLayout';
import { CompanyList } from '../../CompanyList';
import { ElectionNotice, isVotingOpen } from '../../ElectionNotice';
import { PageHeader } from '../../PageHeader';
import { SearchField } from '../../SearchField';
import type { CompaniesViewProps } from '../../types';

/**
 * /empresas: the category's name as the h1, the instructions, the search box and the list of
 * companies, each with VOTAR (or 'Você já votou.' on the one chosen).
 */
export function CompaniesView({
  categoryName,
  search,
  onSearchChange,
  companies,
  votedCompanyId,
  hasVoted = false,
  onVote,
  onBack,
  onSignOut,
  election = null,
  sx,
}: CompaniesViewProps) {
  return (
    <AppLayout sx={sx} onSignOut={onSignOut}>
      <PageHeader title={categoryName} subtitle={messages.companies.instructions} onBack={onBack} />
      <ElectionNotice election={election} />
      <SearchField
        label={messages.companies.searchLabel}
        value={search}
        onChange={onSearchChange}
        sx={{ mb: 3 }}
      />
      {companies && (
        <CompanyList
          companies={companies}
          votedCompanyId={votedCompanyId}
          hasVoted={hasVoted}
          votingClosed={!isVotingOpen(election)}
          onVote={onVote}
        />
      )}
    </AppLayout>
  );
}
