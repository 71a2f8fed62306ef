import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';

import { awardsFileUrl, getSealCheck } from '../../../api/awards';
import { isCanceled } from '../../../api/client';
import { SealCheckView, type SealCheckState } from '../../../components/views/voter/SealCheckView';
import { sealCheckOf } from '../../../domain/awards';
import { awardsMessages } from '../../../domain/awardsMessages';
import { usePage } from '../../shared/usePage';
import { useLoadedSealCheck } from '../awardsLoader';

/**
 * Route `/vencedores/:ano/:categoria` (public, issue 41 §2), the address printed on a seal:
 * GET /awards/{ano}/{categoria}, started by the route's loader; whether that category elected a
 * company that year, with the published ata (an address whose year is not four digits goes to
 * /vencedores: the route's loader).
 */
export function SealCheckContainer() {
  const { ano = '', categoria = '' } = useParams();
  const loaded = useLoadedSealCheck(ano, categoria);
  const [state, setState] = useState<SealCheckState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  usePage(awardsMessages.verify.title);

  useEffect(() => {
    const controller = new AbortController();
    const request =
      attempt === 0 && loaded ? loaded : getSealCheck(ano, categoria, controller.signal);
    let live = true;
    request.then(
      (answer) => {
        if (live) setState({ kind: 'answered', check: sealCheckOf(answer, awardsFileUrl) });
      },
      (error: unknown) => {
        if (live && !isCanceled(error)) setState({ kind: 'failed' });
      },
    );
    return () => {
      live = false;
      controller.abort();
    };
  }, [ano, categoria, attempt, loaded]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return <SealCheckView state={state} onRetry={retry} />;
}
