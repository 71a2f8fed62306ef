import { Component, lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';

import type { LoadingOverlayProps } from '../components/primitives/LoadingOverlay';

const LoadingOverlay = lazy(() =>
  import('../components/primitives/LoadingOverlay').then((m) => ({ default: m.LoadingOverlay })),
);

/** If the overlay's code cannot load (offline), the app goes on without it. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('Could not load the loading overlay code', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

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
    <QuietBoundary>
      <Suspense fallback={null}>
        <LoadingOverlay open={open && mounted} {...(label ? { label } : {})} />
        <OnMount run={markMounted} />
      </Suspense>
    </QuietBoundary>
  );
}
