import { lazy, Suspense, useCallback, useEffect, useState } from 'react';

import type { LoadingOverlayProps } from '../components/primitives/LoadingOverlay';
import { QuietBoundary } from '../containers/shared/QuietBoundary';

const LoadingOverlay = lazy(() =>
  import('../components/primitives/LoadingOverlay').then((m) => ({ default: m.LoadingOverlay })),
);

function OnMount({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * The loading overlay, downloaded the first time it opens (a page that makes no request, like
 * the landing, never loads it). It first mounts closed and opens once mounted, so its live
 * region exists before its text changes: screen readers announce changes, not new regions.
 */
export function DeferredLoadingOverlay({
  open,
  label,
}: Pick<LoadingOverlayProps, 'open' | 'label'>) {
  const [wanted, setWanted] = useState(open);
  const [mounted, setMounted] = useState(false);
  const markMounted = useCallback(() => setMounted(true), []);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <QuietBoundary what="loading overlay">
      <Suspense fallback={null}>
        <LoadingOverlay open={open && mounted} {...(label ? { label } : {})} />
        <OnMount run={markMounted} />
      </Suspense>
    </QuietBoundary>
  );
}
