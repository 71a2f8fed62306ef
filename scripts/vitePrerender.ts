/**
 * Vite plugin: after the web build, renders the public pages to HTML (src/prerender.tsx, in Node
 * through a second, server-side Vite build) and writes dist/web/pages/<file>.html: the built
 * index.html with the page's markup inside #root, its title, its styles and fonts inline, and a
 * starter script (assets/start-<file>-<hash>.js) that loads the app and the page's own chunks
 * after the first paint. The server sends these for their paths (src/server/routes/web.ts), so a
 * phone paints the page from the HTML alone before any script is requested (decision 139).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { build, type Plugin, type ResolvedConfig } from 'vite';

import {
  EARLY_ACTIONS_KEY,
  PRELOADED_MODULES_KEY,
  PRERENDERED_ATTRIBUTE,
} from '../src/app/prerenderedPage';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../src/domain/constants';
import { escapeHtml } from '../src/domain/html';
import { messages } from '../src/domain/messages';
import {
  FONT_FACES_ELEMENT_ID,
  FONT_FACES_OFF_MEDIA,
  FONT_FILES_ATTRIBUTE,
  FONT_SWITCH_SCRIPT,
  fontFilesOf,
  FONTS_CACHED_STORAGE_KEY,
} from '../src/domain/webFonts';

import { writeCompressedCopies } from './vitePrecompress';

/** Where the page module of each prerendered key lives (the dynamic imports of src/app/routes.tsx). */
const PAGE_MODULES: Record<string, string> = {
  landing: 'src/containers/LandingContainer/index.ts',
  login: 'src/containers/LoginContainer/index.ts',
  register: 'src/containers/RegisterContainer/index.ts',
  profile: 'src/containers/ProfileContainer/index.ts',
  companies: 'src/containers/CompaniesContainer/index.ts',
};

/**
 * What the starter writes into a signed-in frame's empty title line (decision 142), at once:
 * - `category` (/empresas): the category carried in the navigation state, from the history entry
 *   React Router keeps (`history.state.usr`, as readCompaniesState reads it), or `unknown`.
 *   Without it the title would be the page's largest text, drawn only when the app has started.
 * - `user` (/perfil): the greeting with the stored user's first name (parseUser, firstNameOf);
 *   nothing when there is no valid stored user (the app then writes what it writes).
 */
export type PendingTitle =
  { from: 'category'; unknown: string } | { from: 'user'; before: string; after: string };

const GREETING_MARK = '\u0000';
const [greetingBefore = '', greetingAfter = ''] = messages.profile
  .greeting(GREETING_MARK)
  .split(GREETING_MARK);

export const PENDING_TITLES: Record<string, PendingTitle> = {
  companies: { from: 'category', unknown: messages.app.unknownCategory },
  profile: { from: 'user', before: greetingBefore, after: greetingAfter },
};

/** The starter's lines that compute `text` for the pending title. */
function pendingTitleText(title: PendingTitle): string {
  if (title.from === 'category') {
    return `
    var state = history.state && history.state.usr;
    var category = state && typeof state === 'object' ? state.category : null;
    var known = category && typeof category.id === 'number' && typeof category.name === 'string';
    text = known ? category.name : ${JSON.stringify(title.unknown)};`;
  }
  return `
    var user = null;
    try {
      user = JSON.parse(localStorage.getItem(${JSON.stringify(USER_STORAGE_KEY)}));
    } catch (unreadable) {
      // Blocked storage or a malformed user: the app writes the greeting.
    }
    if (user && typeof user === 'object' && typeof user.id === 'number' &&
        typeof user.name === 'string' && typeof user.mail === 'string') {
      text = ${JSON.stringify(title.before)} + user.name.trim().split(/\\s+/)[0] +
        ${JSON.stringify(title.after)};
    }`;
}

interface Chunk {
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  dynamicImports?: string[];
}

interface PageHtml {
  path: string;
  key: string;
  file: string;
  title: string;
  signedIn: boolean;
  runsApp: boolean;
  html: string;
}

/**
 * A chunk and every chunk it imports statically, minus those the shell already loads; each after
 * the chunks it imports, so evaluating them in turn runs one chunk at a time (decision 145).
 */
function chunkClosure(start: Chunk, byName: Map<string, Chunk>, skip: Set<string>): string[] {
  const seen = new Set<string>();
  const ordered: string[] = [];
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName) || skip.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports ?? []) {
      const next = byName.get(name);
      if (next) visit(next);
    }
    ordered.push(chunk.fileName); // after what it imports (decision 145)
  };
  visit(start);
  return ordered;
}

/**
 * The starters' prefetching, shared by both: `prefetchInTurn(files, remember)` adds one prefetch
 * link per idle moment; Roboto (`remember`) is remembered once this browser has fetched every
 * file of it (decision 147): `fontLoaded(files)` is the `load` listener of one file's link, and
 * when all of `files` have arrived their list goes into localStorage for the next page's inline
 * FONT_SWITCH_SCRIPT to switch the faces on.
 */
const PREFETCH_LINES = `
  // One file per idle moment: adding a link costs the main thread a few milliseconds on a slow
  // phone (all of them in one task measured 350 ms at 4x CPU), so none becomes a long task.
  function later(run) {
    if (window.requestIdleCallback) requestIdleCallback(run, { timeout: 3000 });
    else setTimeout(run, 50);
  }
  // Prefetches files (low priority, not run), one per idle moment; those in \`remember\` (Roboto)
  // are remembered once all of them have arrived.
  function prefetchInTurn(files, remember) {
    var next = 0;
    function one() {
      var href = files[next++];
      var link = document.createElement('link');
      link.rel = 'prefetch';
      // Module scripts and fonts are fetched with CORS; the prefetched copy must match to be reused.
      if (/\\.(js|woff2)$/.test(href)) link.crossOrigin = '';
      if (remember.indexOf(href) >= 0) link.addEventListener('load', fontLoaded(remember));
      link.href = href;
      document.head.appendChild(link);
      if (next < files.length) later(one);
    }
    later(one);
  }
  var fontsArrived = 0;
  function fontLoaded(files) {
    return function () {
      if (++fontsArrived < files.length) return;
      try {
        localStorage.setItem(${JSON.stringify(FONTS_CACHED_STORAGE_KEY)}, files.join(' '));
      } catch (blocked) {
        // Storage blocked: the device's font on every visit, as on the first.
      }
    };
  }`;

/** What the built shell (dist/web/index.html) loads: its entry script, module preloads, stylesheets. */
export interface ShellAssets {
  entry: string;
  preloads: string[];
  stylesheets: string[];
}

export function shellAssets(shell: string): ShellAssets {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell)?.[1];
  if (!entry) throw new Error('The built index.html has no module script');
  const hrefs = (rel: string) =>
    [...shell.matchAll(new RegExp(`<link rel="${rel}" crossorigin href="([^"]+)">`, 'g'))].map(
      (match) => match[1] as string,
    );
  return { entry, preloads: hrefs('modulepreload'), stylesheets: hrefs('stylesheet') };
}

/**
 * The script that starts the app on a prerendered page: after the first contentful paint (the
 * page is already drawn from the HTML), it adds the entry script and the module preloads, and
 * lists them on `window[PRELOADED_MODULES_KEY]` for the entry to evaluate in turn (decision 145). Until the app has taken over, it keeps the voter's taps on buttons and links (and
 * any form submission) instead of letting them do nothing or reload the page: it records
 * where they were (the path of child positions under #root) for the app to replay on its own
 * identical first render (src/app/prerenderedPage.ts). Classic and deferred: it runs once the
 * document is parsed. On a `signedIn` page (decision 142) a visitor without a token is sent to
 * /login at once, as the app would after loading: the frame is no page of theirs. With `title`,
 * it fills the frame's empty title line (PENDING_TITLES).
 */
export function starterScript(
  entry: string,
  preloads: string[],
  { signedIn = false, title }: { signedIn?: boolean; title?: PendingTitle } = {},
): string {
  const guard = signedIn
    ? `
  var token = null;
  try {
    token = localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)});
  } catch (blocked) {
    // Storage blocked: signed out, as the app sees it.
  }
  if (!token) {
    location.replace('/login');
    return;
  }`
    : '';
  const fill =
    title === undefined
      ? ''
      : `
  var pending = root && root.querySelector('[data-pending-title]');
  if (pending) {
    var text = null;${pendingTitleText(title)}
    if (text !== null) {
      pending.textContent = text;
      pending.style.visibility = 'visible';
      pending.removeAttribute('aria-hidden');
    }
  }`;
  return `// Starts the app after the prerendered page's first paint (decisions 139 and 142).
(function () {${guard}
  var root = document.getElementById('root');${fill}
  var early = (window[${JSON.stringify(EARLY_ACTIONS_KEY)}] = []);
  function waiting() {
    return root && root.hasAttribute(${JSON.stringify(PRERENDERED_ATTRIBUTE)});
  }
  function pathOf(node) {
    var path = [];
    while (node && node !== root) {
      var parent = node.parentElement;
      if (!parent) return null;
      // Style and link elements do not count: emotion moves its inline styles to the head.
      var counted = Array.prototype.filter.call(parent.children, function (child) {
        return !/^(STYLE|LINK|SCRIPT)$/.test(child.tagName);
      });
      path.unshift(counted.indexOf(node));
      node = parent;
    }
    return node === root ? path : null;
  }
  function keep(type, node, event) {
    var path = pathOf(node);
    if (!path) return;
    event.preventDefault();
    early.push({ type: type, path: path });
  }
  document.addEventListener('click', function (event) {
    if (!waiting() || !event.target || !event.target.closest) return;
    // Buttons and links do nothing until the app runs (boxes tick natively and are carried).
    var target = event.target.closest('button, a[href]');
    if (target && root.contains(target)) keep('click', target, event);
  }, true);
  document.addEventListener('submit', function (event) {
    if (waiting()) keep('submit', event.target, event);
  }, true);
  var preloads = (window[${JSON.stringify(PRELOADED_MODULES_KEY)}] = ${JSON.stringify(preloads)});
  var next = 0;
  // One preload per task: each link costs the main thread a few milliseconds on a slow phone,
  // and all of them in one task measured 160-330 ms at 4x CPU. The entry goes first: its own
  // imports are found by the module loader as soon as it arrives.
  function preloadOne() {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = preloads[next++];
    document.head.appendChild(link);
    if (next < preloads.length) setTimeout(preloadOne, 0);
  }
  function start() {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    document.head.appendChild(script);
    if (preloads.length) setTimeout(preloadOne, 0);
    if (fonts.length) prefetchFontsOnceStarted();
  }
  // Roboto, when this page drew without it (a first visit): fetched once the app has taken over
  // and the browser is idle, one file per idle moment, for the next visit (decision 147). Never
  // before: the page's first paint and the app's scripts go first.${PREFETCH_LINES}
  var faces = document.getElementById(${JSON.stringify(FONT_FACES_ELEMENT_ID)});
  var fonts = faces && faces.media !== 'all'
    ? (faces.getAttribute(${JSON.stringify(FONT_FILES_ATTRIBUTE)}) || '').split(' ').filter(Boolean)
    : [];
  function prefetchFontsOnceStarted() {
    if (!waiting()) return prefetchInTurn(fonts, fonts);
    if (!window.MutationObserver) return;
    // The app takes over by removing the mark from #root (src/app/start.tsx).
    var handOver = new MutationObserver(function () {
      if (waiting()) return;
      handOver.disconnect();
      prefetchInTurn(fonts, fonts);
    });
    handOver.observe(root, { attributes: true, attributeFilter: [${JSON.stringify(PRERENDERED_ATTRIBUTE)}] });
  }
  // The scripts start once the whole page is on screen: after its first contentful paint and
  // then one more frame, which draws whatever the parser added after that paint (this script
  // runs once the document is parsed). Asked for earlier, they would compete with the page's
  // own requests and paints (decision 145). Where the browser does not report paints, after
  // the first frame.
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') >= 0) {
    var painted = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      painted.disconnect();
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
    painted.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
})();
`;
}

/** Where 'Iniciar Votação' leads from the landing, which runs no app (decision 144). */
export const LANDING_NEXT_PAGE = '/login';

/**
 * The script of a page that runs no app (the landing, decision 144): its one button,
 * 'Iniciar Votação', opens LANDING_NEXT_PAGE; once the page has loaded, its images are painted
 * and the browser is idle, that page's HTML, scripts and fonts are prefetched (low priority, not
 * run), one per idle moment, so that it opens quickly.
 * Every link on the page is a plain link already. Classic and deferred, like starterScript.
 */
export function staticStarterScript(prefetches: string[], fonts: string[] = []): string {
  return `// The landing runs no app: 'Iniciar Votação' opens the next page (decision 144).
(function () {${PREFETCH_LINES}
  var fonts = ${JSON.stringify(fonts)};
  var root = document.getElementById('root');
  var button = root && root.querySelector('main button');
  if (button) {
    button.addEventListener('click', function () {
      location.assign(${JSON.stringify(LANDING_NEXT_PAGE)});
    });
  }
  var files = ${JSON.stringify(prefetches)};
  // Only once the page's images are decoded and a frame has been painted with them: the next
  // page's files never compete for the connection with the landing's own image, its largest
  // paint.
  function afterPaint(run) {
    var images = root ? Array.prototype.slice.call(root.querySelectorAll('img')) : [];
    Promise.all(
      images.map(function (image) {
        return image.decode ? image.decode().catch(function () {}) : null;
      }),
    ).then(function () {
      requestAnimationFrame(function () {
        setTimeout(run, 0);
      });
    });
  }
  function prefetchAll() {
    if (files.length) {
      afterPaint(function () {
        prefetchInTurn(files, fonts);
      });
    }
  }
  if (document.readyState === 'complete') prefetchAll();
  else addEventListener('load', prefetchAll);
})();
`;
}

/**
 * Emotion renders a `<style>` before each styled element. On the page they would be dozens of
 * style sheets in the body for the browser to parse and apply one by one: gathered here into
 * one element per emotion key, in order, in the head. The `data-emotion="<key> <id> <id>…"` form
 * is the one emotion reads at start-up, so the app inserts none of these rules again.
 */
export function gatherStyles(markup: string): { markup: string; styles: string } {
  const sheets = new Map<string, { ids: string[]; rules: string[] }>();
  const rest = markup.replace(
    /<style data-emotion="([\w-]+)((?: [\w-]+)*)"[^>]*>([\s\S]*?)<\/style>/g,
    (_style, key: string, ids: string, rules: string) => {
      const sheet = sheets.get(key) ?? { ids: [], rules: [] };
      sheets.set(key, sheet);
      const fresh = ids
        .trim()
        .split(' ')
        .filter((id) => id && !sheet.ids.includes(id));
      if (fresh.length) {
        sheet.ids.push(...fresh);
        sheet.rules.push(rules);
      }
      return '';
    },
  );
  const styles = [...sheets]
    .map(
      ([key, { ids, rules }]) =>
        `<style data-emotion="${key} ${ids.join(' ')}">${rules.join('')}</style>`,
    )
    .join('');
  return { markup: rest, styles };
}

/**
 * Roboto's `@font-face` rules, switched off, and the inline script that switches them on before
 * the first layout when this browser has the files already (decision 147). `optional`: a font
 * that is not there for the first paint is not swapped in later, so the text never changes size
 * or shape once drawn. A page that runs no app has none of it: it draws with the device's own
 * sans-serif (decision 146).
 */
export function fontFaces(css: string, { withFaces = true } = {}): string {
  const faces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
  // Anything else in the stylesheet applies on every visit, in a style element of its own.
  const rest = css
    .replace(/@font-face\s*\{[^}]*\}/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .trim();
  const always = rest ? `  <style>${rest}</style>\n` : '';
  const files = fontFilesOf(faces.join(''));
  if (!withFaces || !files.length) return always;
  const rules = faces.join('').replace(/font-display:\s*swap/g, 'font-display:optional');
  return (
    always +
    `  <style id="${FONT_FACES_ELEMENT_ID}" media="${FONT_FACES_OFF_MEDIA}" ${FONT_FILES_ATTRIBUTE}="${escapeHtml(files.join(' '))}">${rules}</style>\n` +
    `  <script>${FONT_SWITCH_SCRIPT}</script>\n`
  );
}

/**
 * The page's HTML: the shell with the page's markup, title and stylesheet inline; its scripts
 * started by `starterSrc` after the first paint; preloads of what the markup does not use removed.
 */
export function pageDocument(
  shell: string,
  page: PageHtml,
  css: string,
  starterSrc: string,
): string {
  const { markup, styles } = gatherStyles(page.html);
  const html = shell
    .replace('<title>Votação</title>', `<title>${escapeHtml(page.title)}</title>`)
    // Scripts and module preloads: started by the starter script instead.
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    // The stylesheet (the fonts' @font-face rules) inline: no request before the first paint.
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
    .replace('</head>', `${fontFaces(css, { withFaces: page.runsApp })}  ${styles}\n  </head>`)
    // Preloads of what the page's markup does not show, and of what the app reads once started.
    .replace(/\s*<link\s+rel="preload"\s+href="([^"]+)"[^>]*>/g, (link, href: string) =>
      href.endsWith('.svg') && page.html.includes(href) ? link : '',
    )
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${page.path}">${markup}</div>`,
    )
    .replace('</body>', `  <script defer src="${starterSrc}"></script>\n  </body>`);
  if (!html.includes('data-prerendered')) throw new Error('index.html lacks <div id="root"></div>');
  return html;
}

/** `appOutDir`: where the app's own build goes; other builds with this config are left alone. */
export function prerender({ appOutDir }: { appOutDir: string }): Plugin {
  let config: ResolvedConfig;
  let chunks: Chunk[] = [];
  return {
    name: 'votacao:prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      chunks = Object.values(bundle).filter(
        (item): item is typeof item & Chunk => item.type === 'chunk',
      );
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const shellFile = path.join(outDir, 'index.html');
      const ssrEntry = path.resolve(config.root, 'src/prerender.tsx');
      // Not the app's build (Storybook's, into storybook-static; the bench's bare page): nothing
      // to prerender.
      const appBuild = outDir === path.resolve(config.root, appOutDir);
      if (!appBuild || !fs.existsSync(shellFile) || !fs.existsSync(ssrEntry)) return;
      const ssrOutDir = path.resolve(config.root, 'node_modules/.cache/votacao-prerender');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'error', // its warnings are about code split for browsers, not Node
        build: {
          ssr: ssrEntry,
          outDir: ssrOutDir,
          emptyOutDir: true,
          sourcemap: false,
          minify: false,
          copyPublicDir: false,
        },
        // Bundled whole, so Node runs what the browser runs (MUI's and the router's builds).
        ssr: { noExternal: true },
      });
      const entry = path.join(ssrOutDir, 'prerender.js');
      const { renderPages } = (await import(`${pathToFileURL(entry).href}?t=${Date.now()}`)) as {
        renderPages: () => PageHtml[];
      };

      const shell = fs.readFileSync(shellFile, 'utf8');
      const assets = shellAssets(shell);
      const css = assets.stylesheets
        .map((href) => fs.readFileSync(path.join(outDir, href), 'utf8'))
        .join('\n');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const shellChunks = new Set(
        [assets.entry, ...assets.preloads].map((href) => href.replace(/^\//, '')),
      );
      const entryChunk = byName.get(assets.entry.replace(/^\//, ''));
      const pagesDir = path.join(outDir, 'pages');
      fs.mkdirSync(pagesDir, { recursive: true });
      const pages = renderPages();
      const preloadsOf = (page: PageHtml) => {
        const pageModule = path.resolve(config.root, PAGE_MODULES[page.key] ?? '');
        const pageChunk = chunks.find((chunk) => chunk.facadeModuleId === pageModule);
        if (!pageChunk) throw new Error(`No chunk for the page ${page.path} (${pageModule})`);
        // The entry evaluates the app in stages through dynamic imports (src/main.tsx, decision
        // 145): their chunks are preloaded with the shell's, before the page's own.
        const stagePreloads = (entryChunk?.dynamicImports ?? [])
          .map((name) => byName.get(name))
          .flatMap((chunk) => (chunk ? chunkClosure(chunk, byName, shellChunks) : []));
        const pagePreloads = chunkClosure(pageChunk, byName, shellChunks);
        return [
          ...new Set([
            ...assets.preloads,
            ...[...stagePreloads, ...pagePreloads].map((f) => `/${f}`),
          ]),
        ];
      };
      const starters = new Map<string, string>(); // page file → its starter's address
      const starterOf = (page: PageHtml): string => {
        if (page.runsApp) {
          return starterScript(assets.entry, preloadsOf(page), {
            signedIn: page.signedIn,
            title: PENDING_TITLES[page.key],
          });
        }
        const next = pages.find((other) => other.path === LANDING_NEXT_PAGE);
        const nextStarter = next && starters.get(next.file);
        if (!next || !nextStarter) {
          throw new Error(`${LANDING_NEXT_PAGE} must be prerendered before ${page.path}`);
        }
        // Roboto, which the landing does not use (decision 146) and the next page does once
        // it is in the cache (decision 147).
        const fonts = fontFilesOf(css);
        return staticStarterScript(
          [LANDING_NEXT_PAGE, nextStarter, assets.entry, ...preloadsOf(next), ...fonts],
          fonts,
        );
      };
      // Pages that run the app first: the landing prefetches the next page's starter.
      const ordered = [...pages.filter((p) => p.runsApp), ...pages.filter((p) => !p.runsApp)];
      for (const page of ordered) {
        const starter = starterOf(page);
        const hash = createHash('sha256').update(starter).digest('hex').slice(0, 10);
        // The landing's variants share one starter (the same text, the same name).
        const starterSrc = `/${config.build.assetsDir}/start-${page.file.split('.')[0]}-${hash}.js`;
        starters.set(page.file, starterSrc);
        fs.writeFileSync(path.join(outDir, starterSrc), starter);
        const file = path.join(pagesDir, `${page.file}.html`);
        fs.writeFileSync(file, pageDocument(shell, page, css, starterSrc));
        writeCompressedCopies(file);
        writeCompressedCopies(path.join(outDir, starterSrc));
      }
    },
  };
}
