import { useContext, useEffect, useState } from 'react';

import { fetchPublicElection } from '../../../api/publicElection';
import { LandingView } from '../../../components/views/voter/LandingView';
import { landingStateOf, type LandingState } from '../../../domain/landingAward';
import { PRIVACY_PATH } from '../../../domain/privacyLinkMessages';
import { usePage } from '../../shared/usePage';

import { LandingAwardContext } from './awardContext';

/**
 * Route `/`: the landing page; 'Iniciar Votação' goes to /login (a plain link in the HTML, which
 * runs no app). Under the highlight image, the award's name and voting period once GET /election
 * answers with a name, and 'Votação encerrada' once voting is closed, with 'Ver os resultados'
 * (/resultados) once they are published (issue 27); else nothing extra.
 */
export function LandingContainer() {
  const [landing, setLanding] = useState<LandingState>(useContext(LandingAwardContext));
  usePage(null);

  useEffect(() => {
    const controller = new AbortController();
    void fetchPublicElection(controller.signal).then((election) => {
      if (!controller.signal.aborted) setLanding(landingStateOf(election));
    });
    return () => controller.abort();
  }, []);

  return <LandingView award={landing.award} phase={landing.phase} privacyHref={PRIVACY_PATH} />;
}
