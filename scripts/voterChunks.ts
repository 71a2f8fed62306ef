/**
 * Vite plugin (decision 273): the chunks of the voter's pages, fewer and larger. Rolldown's
 * automatic splitting makes one chunk per distinct set of importers; with the console, the public
 * results and nine voter pages, /login ran 37 scripts, most under 1 kB, each compressed alone and
 * each a request. Here the modules are grouped by which of the voter's pages need them:
 *
 * - `app`: what the entry imports statically (React, the router, MUI's core, Emotion, messages);
 * - `axios`: the HTTP client, loaded on the first API call (src/api/client.ts); `yup`: the
 *   forms' validation, loaded on a form's first submit (src/containers/shared/validation.ts);
 * - `voter`: what both a sign-in page (/login, /cadastro, /acesso) and a signed-in page
 *   (/perfil, /empresas) use: MUI's buttons, text field, typography, the API client's facade;
 * - `sign-in` and `signed-in`: what only pages of that family share (Formik, the form's field;
 *   the app bar, the voting notice);
 * - `overlay`: the loading overlay (its backdrop and transition), which the signed-in pages
 *   preload and any dialog needs;
 * - one chunk per page (`login`, `profile`, `companies`…): the page's own modules and what no
 *   other voter page uses, even when the console or /resultados uses it too (the MUI card and
 *   progress bar, the trust messages); every other module is split automatically, as before.
 *
 * Each page's HTML preloads its chunks (scripts/prerender.ts), so the groups cost no round trip.
 * On HTTP/1.1 a browser opens six connections to a host: /perfil ran 17 scripts, 11 of them
 * under 3 kB, each a request waiting for a connection; now 7.
 */
import path from 'node:path';

import type { Plugin } from 'vite';

/** The voter's pages by family: their lazily loaded modules (src/app/routes.tsx). */
const FAMILIES = {
  signIn: {
    login: ['src/containers/voter/LoginContainer/index.ts'],
    register: ['src/containers/voter/RegisterContainer/index.ts'],
    access: ['src/containers/voter/AccessContainer/index.ts'],
  },
  signedIn: {
    profile: [
      'src/app/RequireAuth.tsx',
      'src/containers/voter/ProfileContainer/ProfileFrame.tsx',
      'src/containers/voter/ProfileContainer/index.ts',
    ],
    companies: [
      'src/app/RequireAuth.tsx',
      'src/containers/voter/CompaniesContainer/CompaniesFrame.tsx',
      'src/containers/voter/CompaniesContainer/index.ts',
    ],
    nominations: [
      'src/app/RequireAuth.tsx',
      'src/containers/voter/NominationsContainer/NominationsFrame.tsx',
      'src/containers/voter/NominationsContainer/index.ts',
    ],
  },
} satisfies Record<string, Record<string, readonly string[]>>;

type Family = keyof typeof FAMILIES;

const OVERLAY = 'src/components/primitives/LoadingOverlay/index.ts';

export function voterChunks(): Plugin {
  let root = process.cwd();
  /** For each module: the voter pages (family/page) that import it, directly or not. */
  const usedBy = new Map<string, Set<string>>();
  /** What the loading overlay imports (src/app/DeferredLoadingOverlay.tsx loads it lazily). */
  const overlay = new Set<string>();

  const pagesOf = (id: string): string[] | null => {
    const pages = usedBy.get(id);
    return pages && pages.size >= 2 ? [...pages] : null;
  };
  /** A module only one voter page reaches: that page's name (its chunk), else null. */
  const pageOf = (id: string): string | null => {
    const [page, ...others] = usedBy.get(id) ?? [];
    return page !== undefined && others.length === 0 ? (page.split('/')[1] ?? null) : null;
  };
  const only = (family: Family) => (id: string) =>
    pagesOf(id)?.every((page) => page.startsWith(`${family}/`)) ?? false;
  const both = (id: string) => {
    const pages = pagesOf(id);
    return pages !== null && !only('signIn')(id) && !only('signedIn')(id);
  };

  return {
    name: 'votacao-voter-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'], priority: 4 },
                // With the one module that imports it (src/api/http.ts): one request, not two.
                {
                  name: 'axios',
                  test: /node_modules[\\/]axios[\\/]|src[\\/]api[\\/]http\.ts$/,
                  priority: 3,
                },
                {
                  name: 'yup',
                  test: /node_modules[\\/](yup|property-expr|tiny-case|toposort)[\\/]/,
                  priority: 3,
                },
                { name: 'voter', test: both, priority: 2 },
                { name: 'sign-in', test: only('signIn'), priority: 1 },
                { name: 'signed-in', test: only('signedIn'), priority: 1 },
                { name: 'overlay', test: (id) => overlay.has(id), priority: 1 },
                { name: pageOf, debugName: 'page', priority: 0 },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      usedBy.clear();
      overlay.clear();
      const pages = Object.entries(FAMILIES).flatMap(([family, members]) =>
        Object.entries(members as Record<string, readonly string[]>).map(([page, modules]) => ({
          page: `${family}/${page}`,
          ids: modules.map((module) => path.join(root, module)),
        })),
      );
      const all = pages.flatMap(({ ids }) => ids);
      const missing = all.filter((id) => !this.getModuleInfo(id));
      // Another build on this configuration (Storybook's, the bench's bare page): nothing to group.
      if (missing.length === all.length) return;
      if (missing.length > 0) {
        throw new Error(
          `voterChunks: not in the build: ${missing.map((id) => path.relative(root, id)).join(', ')}`,
        );
      }
      /** The modules `ids` import statically, directly or not, and `ids` themselves. */
      const reached = (ids: string[]) => {
        const seen = new Set<string>();
        const stack = [...ids];
        for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      for (const id of reached([path.join(root, OVERLAY)])) overlay.add(id);
      for (const { page, ids } of pages) {
        for (const id of reached(ids)) {
          const set = usedBy.get(id) ?? new Set<string>();
          set.add(page);
          usedBy.set(id, set);
        }
      }
    },
  };
}
