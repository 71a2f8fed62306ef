import { NominationsView } from '../../../components/views/voter/NominationsView';

const nothing = () => undefined;

/**
 * /indicacoes before the browser has checked the session (the route's HydrateFallback, decision
 * 160): the page's title and 'Verificando autenticação...', nothing of a voter's, so the build
 * prerenders it and the app hydrates it.
 */
export function NominationsFrame() {
  return (
    <NominationsView
      phase="open"
      status="checkingSession"
      backHref="/perfil"
      categories={[]}
      values={{}}
      onChange={nothing}
      onSubmit={nothing}
      onSignOut={nothing}
    />
  );
}
