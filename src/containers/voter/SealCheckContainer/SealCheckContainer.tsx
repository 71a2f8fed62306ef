import { useLoaderData, useRevalidator } from 'react-router';

import { awardsFileUrl } from '../../../api/awards';
import { SealCheckView } from '../../../components/views/voter/SealCheckView';
import { sealCheckOf } from '../../../domain/awards';
import { awardsMessages } from '../../../domain/awardsMessages';
import { usePage } from '../../shared/usePage';
import { useSettled } from '../../shared/useSettled';
import type { loadSealCheck } from '../publicLoaders';

/**
 * Route `/vencedores/:ano/:categoria` (public, issue 41 §2), the address printed on a seal:
 * GET /awards/{ano}/{categoria}, started by the route's loader; whether that category elected a
 * company that year, with the published ata (an address whose year is not four digits goes to
 * /vencedores: the route's loader).
 */
export function SealCheckContainer() {
  const read = useSettled(useLoaderData<ReturnType<typeof loadSealCheck>>().check);
  const { revalidate } = useRevalidator();
  usePage(awardsMessages.verify.title);
  return (
    <SealCheckView
      state={
        read.status === 'ready'
          ? { kind: 'answered', check: sealCheckOf(read.value, awardsFileUrl) }
          : { kind: read.status === 'error' ? 'failed' : 'loading' }
      }
      onRetry={() => void revalidate()}
    />
  );
}
