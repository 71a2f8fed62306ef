import { startTransition, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { statusOf } from '../../../api/client';
import { requestFinished, requestStarted } from '../../../api/loading';
import { loadOnce } from '../../../api/loadOnce';
import { createVote } from '../../../api/votes';
import type { ConfirmDialog as ConfirmDialogComponent } from '../../../components/primitives/ConfirmDialog';
import { CompaniesView } from '../../../components/views/voter/CompaniesView';
import { messages } from '../../../domain/messages';
import { filterCompanies } from '../../../domain/search';
import type { Category, Company, DialogOutcome } from '../../../domain/types';
import { useLoadedCategories } from '../../shared/categoriesLoader';
import {
  readCategoryParam,
  readCompaniesState,
  type ProfileState,
  type VoteRefusal,
} from '../../shared/navigationState';
import { useElection } from '../../shared/useElection';
import { usePage } from '../../shared/usePage';
import { useSignOut } from '../../shared/useSignOut';

import { useSentCategoryName } from './sentCategory';

type DialogComponent = typeof ConfirmDialogComponent;

/**
 * The vote's confirmation dialog (MUI's Dialog, Modal, transitions), downloaded on the first
 * VOTAR, not with the page (issue 39); the loading overlay covers the download. A failed download
 * (offline) is tried again by the next VOTAR.
 */
const loadDialog = loadOnce(() =>
  import('../../../components/primitives/ConfirmDialog').then((module) => module.ConfirmDialog),
);

/**
 * Route `/empresas` (protected): the companies of the category passed in navigation state, or,
 * without it (a bookmark, a new tab, a reload), of the category named in the address
 * (`?categoria=ID`; an unknown id goes back to /perfil); 'Desconhecida' with neither. VOTAR asks
 * for confirmation, then votes; the voter returns to that card on /perfil whether the server
 * stored the vote or refused it (another tab voted first, the voting closed), so no screen keeps
 * a state the server no longer has.
 */
export function CompaniesContainer() {
  const location = useLocation();
  const navigate = useNavigate();
  const [category, setCategory] = useState<Category | null>(() =>
    readCompaniesState(location.state),
  );
  // The id from the address, read only when the navigation state carries no category.
  const [addressId] = useState<number | null>(() =>
    category ? null : readCategoryParam(location.search),
  );
  // Reading the category named by the address failed (only logged): 'Desconhecida', no list.
  const [lookupFailed, setLookupFailed] = useState(false);
  const looking = category === null && addressId !== null && !lookupFailed;
  const [search, setSearch] = useState('');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);
  // Kept after the dialog closes so its text does not change during the exit transition.
  const [chosen, setChosen] = useState<Company | null>(null);
  const categoryName = category?.name ?? messages.app.unknownCategory;
  // While the category is looked up, the name the host sent the page with (decision 271), if any.
  const sentName = useSentCategoryName(addressId);
  const shownName = looking ? sentName : categoryName;
  const signOut = useSignOut();
  usePage(shownName);
  const election = useElection();

  // The state is a snapshot from /perfil: refresh it so hasVoted and votedCompanyId are current.
  // Without a state, this is where the category named by the address is found. The request was
  // started by the route's loader (categoriesLoader.ts) as the navigation began.
  const request = useLoadedCategories();
  const categoryId = category?.id ?? addressId ?? undefined;
  useEffect(() => {
    if (categoryId === undefined || !request) return undefined;
    let current = true;
    request.then(
      (categories) => {
        if (!current) return;
        const fresh = categories.find((item) => item.id === categoryId);
        // A transition: React renders the list in slices, so a tap meanwhile is answered.
        if (fresh) startTransition(() => setCategory(fresh));
        // An id from the address that names no category: back to the list.
        else if (addressId !== null) void navigate('/perfil', { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        console.error('GET /categories/app failed', error);
        setLookupFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [request, categoryId, addressId, navigate]);

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
      // The server answered and refused it (409 another vote came first, 403 the voting is
      // closed…): /perfil reads the categories and the election again, so the card shows the
      // vote that counts and the banner the window as it is. No message (the specification),
      // but the focus goes where the true state is: the card, highlighted, after a 409; the
      // notice 'A votação está encerrada.' after a 403 (issue 40 §2). A 401 ends the session
      // instead; without an answer (no network) nothing is known to have changed: stay.
      const status = statusOf(error);
      if (status !== undefined && status !== 401)
        void navigate('/perfil', { state: back(category, refusalOf(status)) });
      return;
    }
    // 'Feito! Seu voto foi salvo.' is said by the card just voted, on /perfil (issue 40 §9): a
    // toast there covered the next card on a phone.
    void navigate('/perfil', { state: { ...back(category), voted: true } });
  };

  return (
    <>
      <CompaniesView
        election={election}
        categoryName={shownName}
        search={search}
        onSearchChange={setSearch}
        companies={looking ? null : companies}
        votedCompanyId={category?.votedCompanyId ?? null}
        hasVoted={category?.hasVoted ?? false}
        onVote={(company) => {
          setChosen(company);
          if (Dialog) {
            setDialogOpen(true);
            return;
          }
          requestStarted();
          loadDialog()
            .then(
              (loaded) => {
                setDialog(() => loaded);
                setDialogOpen(true);
              },
              (error: unknown) => console.error('Could not load the vote dialog', error),
            )
            .finally(requestFinished);
        }}
        onBack={() => void navigate('/perfil', category ? { state: back(category) } : undefined)}
        onSignOut={signOut}
      />
      {Dialog && (
        <Dialog
          open={dialogOpen}
          title={messages.confirmVote.title(categoryName)}
          message={messages.confirmVote.message(chosen?.name ?? '')}
          emphasis={chosen?.name}
          confirmLabel={messages.confirmVote.confirm}
          cancelLabel={messages.confirmVote.cancel}
          onResult={(outcome) => void onResult(outcome)}
        />
      )}
    </>
  );
}

/** Navigation state back to /perfil: that category's card is brought into view. */
function back(category: Category, refused?: VoteRefusal): ProfileState {
  return refused ? { categoryId: category.id, refused } : { categoryId: category.id };
}

/** The refusals /perfil points at: 409 (a vote already counts) and 403 (the voting closed). */
function refusalOf(status: number): VoteRefusal | undefined {
  if (status === 409) return 'taken';
  if (status === 403) return 'closed';
  return undefined;
}
