import { createContext } from 'react';

/**
 * The hand-over of a prerendered protected page (decision 142), given by src/main.tsx: its first
 * render is RequireAuth's 'Verificando autenticação...', so RequireAuth calls this once the
 * session is checked and the page itself drawn. Whether React draws that second render in the
 * same task as the first one's effects is up to its scheduler (an e2e test saw both), so the
 * swap waits for it. Undefined everywhere else.
 */
export const HandOverContext = createContext<(() => void) | undefined>(undefined);
