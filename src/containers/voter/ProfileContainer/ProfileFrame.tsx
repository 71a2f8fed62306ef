import { ProfileView } from '../../../components/views/voter/ProfileView';

const nothing = () => undefined;

/**
 * /perfil before the browser has checked the session (the route's HydrateFallback, decision
 * 160): the page's frame with nothing of a voter's in it, the same for every visitor, so the
 * build prerenders it and the app hydrates it; 'Verificando autenticação...' where the grid goes
 * (spec section 2).
 */
export function ProfileFrame() {
  return (
    <ProfileView
      firstName={null}
      search=""
      onSearchChange={nothing}
      categories={[]}
      progress="loading"
      onVote={nothing}
      onSignOut={nothing}
      checkingSession
    />
  );
}
