import { useContext, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

import { fetchPublicElection } from '../../api/publicElection';
import { LandingView } from '../../components/views/LandingView';
import { awardSummaryOf, type AwardSummary } from '../../domain/landingAward';
import { PRIVACY_PATH } from '../../domain/privacyLinkMessages';
import { usePage } from '../shared/usePage';

import { LandingAwardContext } from './awardContext';

/**
 * Route `/`: the landing page; 'Iniciar Votação' goes to /login (a plain link in the HTML, which
 * runs no app). Under the highlight image, the award's name and voting period once GET /election
 * answers with a name (else nothing extra).
 */
export function LandingContainer() {
  const navigate = useNavigate();
  const [award, setAward] = useState<AwardSummary | null>(useContext(LandingAwardContext));
  usePage(null);

  useEffect(() => {
    const controller = new AbortController();
    void fetchPublicElection(controller.signal).then((election) => {
      if (!controller.signal.aborted) setAward(awardSummaryOf(election));
    });
    return () => controller.abort();
  }, []);

  return (
    <LandingView
      onStart={() => navigate('/login')}
      startHref="/login"
      award={award}
      privacyHref={PRIVACY_PATH}
    />
  );
}
