import { CompaniesView } from '../../../components/views/voter/CompaniesView';

const nothing = () => undefined;

/**
 * /empresas before the browser has checked the session (the route's HydrateFallback, decision
 * 160): the frame without the category's name or its companies, the same for every visitor, and
 * 'Verificando autenticação...' where the list goes (spec section 2).
 */
export function CompaniesFrame() {
  return (
    <CompaniesView
      categoryName={null}
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
