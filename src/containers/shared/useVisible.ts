import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

const isVisible = () => document.visibilityState !== 'hidden';

/** Whether the page's tab is shown (the Painel stops refreshing while it is hidden). */
export function useVisible(): boolean {
  return useSyncExternalStore(subscribe, isVisible, () => true);
}
