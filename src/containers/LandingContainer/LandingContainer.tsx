import { useContext, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { fetchPublicElection } from '../../api/publicElection';
import { LandingView } from '../../components/views/LandingView';
import { awardSummaryOf, type AwardSummary } from '../../domain/landingAward';
import { PRIVACY_PATH } from '../../domain/privacyLinkMessages';
import { PrerenderedAwardContext } from '../shared/prerendering';
import { usePage } from '../shared/usePage';

/**
 * Route `/`: the landing page; 'Iniciar Votação' goes to /login. Under the highlight image, the
 * award's name and voting period once GET /election answers with a name (else nothing extra).
 */
export function LandingContainer() {
  const navigate = useNavigate();
  // The build's variants of the landing with an award line (decision 144); null in the app.
  const [award, setAward] = useState<AwardSummary | null>(useContext(PrerenderedAwardContext));
  usePage(null);

  useEffect(() => {
    const controller = new AbortController();
    void fetchPublicElection(controller.signal).then((election) => {
      if (!controller.signal.aborted) setAward(awardSummaryOf(election));
    });
    return () => controller.abort();
  }, []);

  return (
    <LandingView onStart={() => navigate('/login')} award={award} privacyHref={PRIVACY_PATH} />
  );
}
