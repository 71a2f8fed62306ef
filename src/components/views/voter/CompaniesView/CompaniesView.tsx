import type { SxProps, Theme } from '@mui/material/styles';

import type { Election } from '../../../../domain/election';
import { messages } from '../../../../domain/messages';
import type { Company } from '../../../../domain/types';
import { AuthCheck } from '../../../primitives/AuthCheck';
import { PageHeader } from '../../../primitives/PageHeader';
import { SearchField } from '../../../primitives/SearchField';
import { AppLayout } from '../../../voter/AppLayout';
import { CompanyList } from '../../../voter/CompanyList';
import { ElectionNotice, isVotingOpen } from '../../../voter/ElectionNotice';

export interface CompaniesViewProps {
  /**
   * Category name, or 'Desconhecida' when none was passed. null: not known yet (the prerendered
   * page, decision 142): the title's line stays empty.
   */
  categoryName: string | null;
  search: string;
  onSearchChange: (value: string) => void;
  /**
   * Companies to show (already filtered). Empty shows 'Nenhuma empresa encontrada.'; null (not
   * known yet: the prerendered page, decision 142) shows nothing.
   */
  companies: Company[] | null;
  /** The company already voted for in this category: its row shows the disabled 'Você já votou.' */
  votedCompanyId: number | null;
  /**
   * True when the category has a vote: every VOTAR is disabled (one vote per category, no undo).
   * @default false
   */
  hasVoted?: boolean;
  /** VOTAR on a row: the container asks for confirmation, then votes. */
  onVote: (company: Company) => void;
  /** Back arrow: goes to /perfil. */
  onBack: () => void;
  /** 'Sair' in the app bar. Absent: no button. */
  onSignOut?: () => void;
  /** The voting window, as on /perfil: shown above the list; not open → every VOTAR disabled. */
  election?: Election | null;
  /**
   * The session is still being checked (the prerendered frame, until the app has started): the
   * spinner 'Verificando autenticação...' stands where the list goes (spec section 2).
   * @default false
   */
  checkingSession?: boolean;
  /** MUI system styles for the screen's `<main>`. @default undefined */
  sx?: SxProps<Theme>;
}

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
  checkingSession = false,
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
      {checkingSession && <AuthCheck />}
      {companies && !checkingSession && (
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
