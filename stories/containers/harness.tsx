/**
 * Renders the real app (providers + route table + containers) in a memory router for the
 * container stories. Pages are imported directly (not lazily) so a story shows its screen at
 * once, and navigation inside a play function lands on the real next screen.
 */
import { useState, type ComponentType } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { clearAdminSession, saveAdminSession } from '../../src/api/adminSession';
import { clearSession, saveSession } from '../../src/api/session';
import { consoleRoutes } from '../../src/app/admin/consoleRoutes';
import { AppProviders } from '../../src/app/AppProviders';
import { RouterLink } from '../../src/app/RouterLink';
import { buildRoutes, type PageKey } from '../../src/app/routes';
import { AccessContainer } from '../../src/containers/voter/AccessContainer';
import { AccessLinkContainer } from '../../src/containers/voter/AccessLinkContainer';
import { CompaniesContainer } from '../../src/containers/voter/CompaniesContainer';
import { LandingContainer } from '../../src/containers/voter/LandingContainer';
import { LoginContainer } from '../../src/containers/voter/LoginContainer';
import { NominationsContainer } from '../../src/containers/voter/NominationsContainer';
import { PrivacyContainer } from '../../src/containers/voter/PrivacyContainer';
import { ProfileContainer } from '../../src/containers/voter/ProfileContainer';
import { PublicResultsContainer } from '../../src/containers/voter/PublicResultsContainer';
import { ReceiptCheckContainer } from '../../src/containers/voter/ReceiptCheckContainer';
import { RegisterContainer } from '../../src/containers/voter/RegisterContainer';
import { SealCheckContainer } from '../../src/containers/voter/SealCheckContainer';
import { WinnersArchiveContainer } from '../../src/containers/voter/WinnersArchiveContainer';
import { DEMO_OPERATOR_TOKEN, DEMO_TOKEN, DEMO_USER } from '../../src/mocks';
import { createAppTheme } from '../../src/theme';

const voterPages: Record<Exclude<PageKey, keyof typeof consoleRoutes>, ComponentType> = {
  landing: LandingContainer,
  login: LoginContainer,
  register: RegisterContainer,
  access: AccessContainer,
  accessLink: AccessLinkContainer,
  profile: ProfileContainer,
  companies: CompaniesContainer,
  nominations: NominationsContainer,
  results: PublicResultsContainer,
  receiptCheck: ReceiptCheckContainer,
  winners: WinnersArchiveContainer,
  sealCheck: SealCheckContainer,
  privacy: PrivacyContainer,
};

const storyRoutes = buildRoutes((key) =>
  key in consoleRoutes
    ? consoleRoutes[key as keyof typeof consoleRoutes]
    : { Component: voterPages[key as keyof typeof voterPages] },
);

/** The app's theme under automation, its links following through the router (docs/web.md#links). */
const theme = createAppTheme({ linkComponent: RouterLink });

export interface AppAtProps {
  /** The route the story opens. */
  path: string;
  /** Navigation state of that entry (the CPF for /acesso, the category for /empresas). */
  state?: unknown;
  /** The address's fragment, with its '#' (the sign-in link's token on /acesso/link). */
  hash?: string;
}

const searchOf = (path: string) => (path.includes('?') ? path.slice(path.indexOf('?')) : '');

/** The app at `path`, with notifications kept open (no auto-hide) for stable screenshots. */
export function AppAt({ path, state, hash = '' }: AppAtProps) {
  const [router] = useState(() =>
    createMemoryRouter(storyRoutes, {
      // A path may carry a query ('/resultados?ano=2025').
      initialEntries: [{ pathname: path.split('?')[0], search: searchOf(path), state, hash }],
    }),
  );
  return (
    <AppProviders notificationAutoHideMs={null} theme={theme}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/** beforeEach for stories of protected screens: the demo voter is signed in (until 2100). */
export function signedIn() {
  saveSession(DEMO_TOKEN, DEMO_USER);
  return () => clearSession();
}

/** beforeEach for public screens: no session left over from another story. */
export function signedOut() {
  clearSession();
}

/** beforeEach for console stories: the demo operator is signed in (sessionStorage `adminToken`). */
export function operatorSignedIn() {
  saveAdminSession(DEMO_OPERATOR_TOKEN);
  return () => clearAdminSession();
}

/** beforeEach for /admin/login and the guard: no operator session. */
export function operatorSignedOut() {
  clearAdminSession();
}
