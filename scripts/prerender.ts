/**
 * Vite plugin (decision 160): once the web build is written, builds src/entry.server.tsx for
 * Node, renders every page the route table marks for prerendering (and the landing's variants:
 * award line, closed, published) and writes `dist/web/pages/<file>.html`: the built index.html with the page's markup
 * in `#root`, its title and Emotion's critical styles. A page that runs no app (the landing) keeps
 * no script. The browser hydrates the others (src/main.tsx).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';

import type { LandingState } from '../src/domain/landingAward';
import type { RenderedPage } from '../src/entry.server';

import { writeCompressedCopies } from './vitePrecompress';

interface ServerEntry {
  pages: { path: string; file: string; title: string; runsApp: boolean }[];
  LANDING_AWARD_VARIANTS: readonly { file: string; state: LandingState }[];
  renderPage: (path: string, landing?: LandingState) => Promise<RenderedPage>;
}

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The built shell with one page's markup, title and styles; scripts left out if `runsApp` is false. */
export function pageDocument(
  shell: string,
  page: RenderedPage,
  title: string,
  runsApp: boolean,
): string {
  // React puts the preloads of the images it renders first in its markup; inside #root they
  // are nodes hydration does not expect, so they go to the head, where preloads belong.
  const preloads = /^(?:<link [^>]*\/>)*/.exec(page.html)?.[0] ?? '';
  const markup = page.html.slice(preloads.length);
  // Replacer functions: `$&` or `$'` in the markup are text, not replacement patterns.
  let html = shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
    .replace('</head>', () => `${preloads}${page.styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`)
    // An image preload the page does not show would only compete with what it shows.
    .replace(/\s*<link rel="preload" href="([^"]+)" as="image"[^>]*>/g, (link, href: string) =>
      page.html.includes(href) ? link : '',
    );
  if (!runsApp) {
    html = html
      .replace(/\s*<script type="module"[^>]*><\/script>/g, () => '')
      .replace(/\s*<link rel="(modulepreload|preload)" [^>]*as="fetch"[^>]*>/g, () => '')
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, () => '');
  }
  return html;
}

export function prerender({ appOutDir }: { appOutDir: string }): Plugin {
  let client: ResolvedConfig;
  return {
    name: 'votacao-prerender',
    apply: 'build',
    configResolved(config) {
      client = config;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const serverOutDir = path.resolve('node_modules/.cache/votacao-prerender');
        await build({
          configFile: false,
          logLevel: 'warn',
          plugins: [react()],
          base: client.base,
          build: {
            // The same asset URLs as the browser's build, or hydration would find other ones.
            assetsInlineLimit: client.build.assetsInlineLimit,
            ssr: 'src/entry.server.tsx',
            outDir: serverOutDir,
            emptyOutDir: true,
            rolldownOptions: { output: { entryFileNames: 'entry.server.mjs' } },
          },
        });
        const entryUrl = pathToFileURL(path.join(serverOutDir, 'entry.server.mjs'));
        const entry = (await import(entryUrl.href)) as ServerEntry;
        const shell = fs.readFileSync(path.join(appOutDir, 'index.html'), 'utf8');
        const pagesDir = path.join(appOutDir, 'pages');
        fs.mkdirSync(pagesDir, { recursive: true });
        const write = async (
          file: string,
          page: ServerEntry['pages'][number],
          landing?: LandingState,
        ) => {
          const rendered = await entry.renderPage(page.path, landing);
          const target = path.join(pagesDir, `${file}.html`);
          fs.writeFileSync(target, pageDocument(shell, rendered, page.title, page.runsApp));
          writeCompressedCopies(target);
        };
        for (const page of entry.pages) {
          await write(page.file, page);
          if (page.path !== '/') continue;
          for (const variant of entry.LANDING_AWARD_VARIANTS) {
            await write(variant.file, page, variant.state);
          }
        }
      },
    },
  };
}
