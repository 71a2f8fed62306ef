/**
 * Vite plugin (decision 160): once the web build is written, builds src/entry.server.tsx for
 * Node, renders every page the route table marks for prerendering (the landing in each of its
 * states, with holes for the award's text, decision 276) and writes `dist/web/pages/<file>.html`:
 * the built index.html with the page's markup
 * in `#root`, its title and Emotion's critical styles. A page that runs no app (the landing) keeps
 * no script. The browser hydrates the others (src/main.tsx).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';

import type { SentCategory } from '../src/domain/categoryPage';
import type { LandingState } from '../src/domain/landingAward';
import type * as ServerModule from '../src/entry.server';
import type { RenderedPage } from '../src/entry.server';

import { writeCompressedCopies } from './vitePrecompress';

/** What the server entry exports (built to node_modules/.cache/votacao-prerender). */
type ServerEntry = typeof ServerModule;

/** One chunk of Vite's build manifest (build.manifest). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Where the client build writes its manifest (inside the output, removed once read). */
const MANIFEST = '.vite/manifest.json';

/**
 * The chunks a page runs before hydrating that the entry does not already load: each named source
 * module's chunk and, recursively, the chunks it imports, as `/assets/…` addresses. A lazily
 * loaded module is a chunk of its own (the manifest names it) or part of a chunk voterChunks
 * grouped it into (`chunkOf`, from the bundle). A module that is neither (a typo, a module the
 * entry's chunks absorbed) fails the build: the page would wait for its code after the entry ran.
 */
export function pageChunks(
  manifest: Manifest,
  modules: readonly string[],
  base = '/',
  chunkOf: ReadonlyMap<string, string> = new Map(),
): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = new Set<string>();
  const visit = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, into);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry);
  if (entryKey) visit(entryKey, loaded);
  const page = new Set<string>();
  for (const module of modules) {
    const grouped = chunkOf.get(module);
    const key = manifest[module]?.isDynamicEntry
      ? module
      : Object.keys(manifest).find((name) => grouped && manifest[name]?.file === grouped);
    if (!key || (grouped !== undefined && loaded.has(grouped))) {
      throw new Error(`prerender: ${module} is not a lazily loaded chunk of the build`);
    }
    visit(key, page);
  }
  return [...page].filter((file) => !loaded.has(file)).map((file) => `${base}${file}`);
}

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The built shell with one page's markup, title and styles; scripts left out if `runsApp` is
 * false; `preloads`: the page's own chunks, linked as modulepreload; `bodyEnd`: what goes before
 * `</body>` (the category variant's data block).
 */
export function pageDocument(
  shell: string,
  page: RenderedPage,
  title: string,
  runsApp: boolean,
  { preloads = [], bodyEnd = '' }: { preloads?: readonly string[]; bodyEnd?: string } = {},
): string {
  // React puts the preloads of the images it renders first in its markup; inside #root they
  // are nodes hydration does not expect, so they go to the head, where preloads belong.
  const imagePreloads = /^(?:<link [^>]*\/>)*/.exec(page.html)?.[0] ?? '';
  const markup = page.html.slice(imagePreloads.length);
  // Replacer functions: `$&` or `$'` in the markup are text, not replacement patterns.
  const modulePreloads = preloads
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
  let html = shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
    .replace('</head>', () => `${modulePreloads}${imagePreloads}${page.styles}</head>`)
    .replace('</body>', () => `${bodyEnd}</body>`)
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
  /** Each source module (relative to the root) and the chunk file it was bundled into. */
  const chunkOf = new Map<string, string>();
  return {
    name: 'votacao-prerender',
    apply: 'build',
    configResolved(config) {
      client = config;
    },
    writeBundle(_options, bundle) {
      chunkOf.clear();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          chunkOf.set(path.relative(client.root, id), output.fileName);
        }
      }
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        // Only the app's own build has pages; bench:web's bare page builds with this config too.
        if (path.resolve(client.root, client.build.outDir) !== path.resolve(appOutDir)) return;
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
        const manifestFile = path.join(appOutDir, MANIFEST);
        const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
        const pagesDir = path.join(appOutDir, 'pages');
        fs.mkdirSync(pagesDir, { recursive: true });
        const write = async (
          file: string,
          page: ServerEntry['pages'][number],
          variant: {
            landing?: LandingState;
            category?: SentCategory;
            title?: string;
            bodyEnd?: string;
          } = {},
        ) => {
          const rendered = await entry.renderPage(page.path, variant.landing, variant.category);
          const target = path.join(pagesDir, `${file}.html`);
          const preloads = page.runsApp
            ? pageChunks(manifest, page.preload, client.base, chunkOf)
            : [];
          const html = pageDocument(shell, rendered, variant.title ?? page.title, page.runsApp, {
            preloads,
            ...(variant.bodyEnd ? { bodyEnd: variant.bodyEnd } : {}),
          });
          fs.writeFileSync(target, html);
          writeCompressedCopies(target);
        };
        const categoryVariant = entry.CATEGORY_PAGE_VARIANT;
        for (const page of entry.pages) {
          if (page.path === '/') {
            for (const landing of entry.LANDING_STATES) {
              await write(entry.landingFile(landing), page, { landing });
            }
            continue;
          }
          await write(page.file, page);
          if (page.path === categoryVariant.path) {
            await write(categoryVariant.file, page, {
              category: categoryVariant.category,
              title: categoryVariant.title,
              bodyEnd: categoryVariant.dataBlock,
            });
          }
        }
        // Read here only: not served.
        fs.rmSync(path.dirname(manifestFile), { recursive: true, force: true });
      },
    },
  };
}
