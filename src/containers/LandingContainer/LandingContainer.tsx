import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { fetchPublicElection } from '../../api/publicElection';
import type { AwardSummary } from '../../components/types';
import { LandingView } from '../../components/views/LandingView';
import { formatElectionDate, type Election } from '../../domain/election';
import { messages } from '../../domain/messages';
import { PRIVACY_PATH } from '../../domain/privacyLinkMessages';
import { usePage } from '../shared/usePage';

/** The award line of the landing page, or null when the operator has not named the award. */
export function awardSummaryOf(election: Election | null): AwardSummary | null {
  if (!election?.name) return null;
  const opensAt = election.opensAt ? formatElectionDate(election.opensAt) : null;
  const closesAt = election.closesAt ? formatElectionDate(election.closesAt) : null;
  return { name: election.name, period: messages.landing.votingPeriod(opensAt, closesAt) };
}

/**
 * Route `/`: the landing page; 'Iniciar Votação' goes to /login. Under the highlight image, the
 * award's name and voting period once GET /election answers with a name (else nothing extra).
 */
export function LandingContainer() {
  const navigate = useNavigate();
  const [award, setAward] = useState<AwardSummary | null>(null);
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
