import { useCallback } from 'react';
import { useParams } from 'react-router';

import { awardsFileUrl, getSealCheck } from '../../../api/awards';
import { SealCheckView } from '../../../components/views/voter/SealCheckView';
import { sealCheckOf } from '../../../domain/awards';
import { awardsMessages } from '../../../domain/awardsMessages';
import { usePage } from '../../shared/usePage';
import { useRead } from '../../shared/useRead';
import { useLoadedSealCheck } from '../awardsLoader';

/**
 * Route `/vencedores/:ano/:categoria` (public, issue 41 §2), the address printed on a seal:
 * GET /awards/{ano}/{categoria}, started by the route's loader; whether that category elected a
 * company that year, with the published ata (an address whose year is not four digits goes to
 * /vencedores: the route's loader).
 */
export function SealCheckContainer() {
  const { ano = '', categoria = '' } = useParams();
  const ask = useCallback(
    (signal: AbortSignal) => getSealCheck(ano, categoria, signal),
    [ano, categoria],
  );
  const [read, retry] = useRead(ask, useLoadedSealCheck(ano, categoria));
  usePage(awardsMessages.verify.title);
  return (
    <SealCheckView
      state={
        read.status === 'ready'
          ? { kind: 'answered', check: sealCheckOf(read.value, awardsFileUrl) }
          : { kind: read.status === 'error' ? 'failed' : 'loading' }
      }
      onRetry={retry}
    />
  );
}
