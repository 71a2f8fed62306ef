import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { getCategories } from '../../api/categories';
import { isCanceled } from '../../api/client';
import { createVote } from '../../api/votes';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CompaniesView } from '../../components/views/CompaniesView';
import { messages } from '../../domain/messages';
import { filterCompanies } from '../../domain/search';
import type { Category, Company, DialogOutcome } from '../../domain/types';
import { useFeedback } from '../feedback';
import { readCompaniesState } from '../shared/navigationState';
import { useElection } from '../shared/useElection';
import { usePage } from '../shared/usePage';
import { useSignOut } from '../shared/useSignOut';

/**
 * Route `/empresas` (protected): the companies of the category passed in navigation state
 * ('Desconhecida' without one); VOTAR asks for confirmation, then votes.
 */
export function CompaniesContainer() {
  const location = useLocation();
  const navigate = useNavigate();
  const { notify } = useFeedback();
  const [category, setCategory] = useState<Category | null>(() =>
    readCompaniesState(location.state),
  );
  const [search, setSearch] = useState('');
  const [dialogOpen, setDialogOpen] = useState(false);
  // Kept after the dialog closes so its text does not change during the exit transition.
  const [chosen, setChosen] = useState<Company | null>(null);
  const categoryName = category?.name ?? messages.app.unknownCategory;
  const signOut = useSignOut();
  usePage(categoryName);
  const election = useElection();

  // The state is a snapshot from /perfil: refresh it so hasVoted and votedCompanyId are current.
  const categoryId = category?.id;
  useEffect(() => {
    if (categoryId === undefined) return undefined;
    const controller = new AbortController();
    getCategories(controller.signal).then(
      (categories) => {
        const fresh = categories.find((item) => item.id === categoryId);
        if (fresh) setCategory(fresh);
      },
      (error: unknown) => {
        if (!isCanceled(error)) console.error('GET /categories/app failed', error);
      },
    );
    return () => controller.abort();
  }, [categoryId]);

  const companies = useMemo(
    () => filterCompanies(category?.companies ?? [], search),
    [category, search],
  );

  const onResult = async (outcome: DialogOutcome) => {
    setDialogOpen(false);
    if (outcome !== 'confirmed' || !chosen || !category) return;
    try {
      await createVote({ idCompany: chosen.id, idCategory: category.id });
    } catch (error) {
      // Spec section 8: a failed vote is only logged, no message is shown.
      console.error('POST /votes failed', error);
      return;
    }
    notify('success', messages.success.voted);
    navigate('/perfil');
  };

  return (
    <>
      <CompaniesView
        election={election}
        categoryName={categoryName}
        search={search}
        onSearchChange={setSearch}
        companies={companies}
        votedCompanyId={category?.votedCompanyId ?? null}
        hasVoted={category?.hasVoted ?? false}
        onVote={(company) => {
          setChosen(company);
          setDialogOpen(true);
        }}
        onBack={() => navigate('/perfil')}
        onSignOut={signOut}
      />
      <ConfirmDialog
        open={dialogOpen}
        title={messages.confirmVote.title(categoryName)}
        message={messages.confirmVote.message(chosen?.name ?? '')}
        emphasis={chosen?.name}
        confirmLabel={messages.confirmVote.confirm}
        cancelLabel={messages.confirmVote.cancel}
        onResult={(outcome) => void onResult(outcome)}
      />
    </>
  );
}
