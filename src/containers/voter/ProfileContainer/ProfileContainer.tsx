import { startTransition, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { useSession } from '../../../api/session';
import { ProfileView } from '../../../components/views/voter/ProfileView';
import type { CardOutcome } from '../../../components/voter/CategoryGrid';
import { firstNameOf } from '../../../domain/firstName';
import { messages } from '../../../domain/messages';
import { filterCategories } from '../../../domain/search';
import type { Category } from '../../../domain/types';
import { useLoadedCategories } from '../../shared/categoriesLoader';
import {
  companiesPath,
  readProfileState,
  type CompaniesState,
  type ProfileState,
} from '../../shared/navigationState';
import { useElection } from '../../shared/useElection';
import { useOpenNominations } from '../../shared/useOpenNominations';
import { usePage } from '../../shared/usePage';
import { useSignOut } from '../../shared/useSignOut';

/** The card that says what happened to its vote, from the navigation state. */
function outcomeOf(state: ProfileState | null): CardOutcome | null {
  if (state?.voted) return { categoryId: state.categoryId, kind: 'voted' };
  if (state?.refused === 'taken') return { categoryId: state.categoryId, kind: 'refused' };
  return null;
}

/** Route `/perfil` (protected): the categories with their companies and the voter's votes. */
export function ProfileContainer() {
  const navigate = useNavigate();
  const location = useLocation();
  // Back from /empresas after a vote (or a refused one): that card is brought into view. A vote
  // stored: the card says 'Feito! Seu voto foi salvo.' (no toast over the next card on a phone);
  // refused because another one counts (409): the card is highlighted; either way it is focused
  // as a whole, so a screen reader reads the vote that counts. Refused because the voting closed
  // (403): the focus goes to the notice that says so (issue 40 §2 and §9).
  const returned = readProfileState(location.state);
  const returnTo = returned && returned.refused !== 'closed' ? returned.categoryId : null;
  const { user } = useSession();
  // null until the list arrives; a failed load (only logged) counts as an empty list.
  const [loaded, setLoaded] = useState<Category[] | null>(null);
  const categories = useMemo(() => loaded ?? [], [loaded]);
  const [search, setSearch] = useState('');
  const signOut = useSignOut();
  usePage(messages.titles.profile);
  const election = useElection();
  const nominationsClosesAt = useOpenNominations(election);

  // Started by the route's loader (categoriesLoader.ts) as the navigation began.
  const request = useLoadedCategories();
  useEffect(() => {
    if (!request) return undefined;
    let current = true;
    request.then(
      (categories) => {
        // A transition: React renders the list in slices, so a tap meanwhile is answered.
        if (current) startTransition(() => setLoaded(categories));
      },
      (error: unknown) => {
        // Spec section 8: a failed category load is only logged.
        if (!current) return;
        console.error('GET /categories/app failed', error);
        setLoaded([]);
      },
    );
    return () => {
      current = false;
    };
  }, [request]);

  const visible = useMemo(() => filterCategories(categories, search), [categories, search]);
  // Over every category, whatever the search shows.
  const progress = useMemo(
    () =>
      loaded === null
        ? ('loading' as const)
        : {
            voted: loaded.filter((category) => category.hasVoted).length,
            total: loaded.length,
          },
    [loaded],
  );

  return (
    <ProfileView
      election={election}
      nominationsClosesAt={nominationsClosesAt}
      firstName={firstNameOf(user?.name)}
      search={search}
      onSearchChange={setSearch}
      categories={visible}
      progress={progress}
      onSignOut={signOut}
      focusCategoryId={returnTo}
      outcome={outcomeOf(returned)}
      focusNotice={returned?.refused === 'closed'}
      onVote={(category) => {
        // The category travels in navigation state (the specification) and in the address, so
        // a bookmark, a new tab or a reload of /empresas still knows it.
        const state: CompaniesState = { category };
        navigate(companiesPath(category.id), { state });
      }}
    />
  );
}
