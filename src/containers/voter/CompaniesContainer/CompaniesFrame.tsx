import { useContext } from 'react';

import { CompaniesView } from '../../../components/views/voter/CompaniesView';

import { SentCategoryContext } from './sentCategory';

const nothing = () => undefined;

/**
 * /empresas before the browser has checked the session (the route's HydrateFallback, decision
 * 160): the frame, with the category's name when the host sent the page with it (decision 271)
 * and no companies, and 'Verificando autenticação...' where the list goes (spec section 2).
 */
export function CompaniesFrame() {
  const sent = useContext(SentCategoryContext);
  return (
    <CompaniesView
      categoryName={sent?.name ?? null}
      search=""
      onSearchChange={nothing}
      companies={null}
      votedCompanyId={null}
      onVote={nothing}
      onBack={nothing}
      onSignOut={nothing}
      checkingSession
    />
  );
}
