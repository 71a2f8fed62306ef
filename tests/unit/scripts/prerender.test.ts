/**
 * The prerendered page's document (scripts/vitePrerender.ts, decision 139): the shell's scripts
 * leave the head (started after the first paint instead), the stylesheet is inline with fonts
 * that never swap, and only the preloads of what the markup shows remain.
 */
import vm from 'node:vm';

import { describe, expect, it } from 'vitest';

import {
  fontFaces,
  gatherStyles,
  pageDocument,
  PENDING_TITLES,
  shellAssets,
  LANDING_NEXT_PAGE,
  starterScript,
  staticStarterScript,
  type PendingTitle,
} from '../../../scripts/vitePrerender';
import { parseUser } from '../../../src/api/session';
import { PRELOADED_MODULES_KEY } from '../../../src/app/prerenderedPage';
import { readCompaniesState } from '../../../src/containers/shared/navigationState';
import { TOKEN_STORAGE_KEY } from '../../../src/domain/constants';
import { firstNameOf } from '../../../src/domain/firstName';
import { messages } from '../../../src/domain/messages';
import {
  FONT_SWITCH_SCRIPT,
  fontFilesOf,
  FONTS_CACHED_STORAGE_KEY,
} from '../../../src/domain/webFonts';

const SHELL = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Votação</title>
    <link rel="preload" href="/app-config.json" as="fetch" crossorigin="anonymous" />
    <link rel="preload" href="/assets/hero-1.svg" as="image" fetchpriority="high" />
    <link rel="preload" href="/assets/logo-2.svg" as="image" />
    <link
      rel="preload"
      href="/assets/roboto-500.woff2"
      as="font"
      type="font/woff2"
      crossorigin="anonymous"
    />
    <script type="module" crossorigin src="/assets/index-3.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/Typography-4.js">
    <link rel="stylesheet" crossorigin href="/assets/index-5.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const LOGIN = {
  path: '/login',
  key: 'login',
  file: 'login',
  title: 'Entrar · Votação',
  signedIn: false,
  runsApp: true,
  html: '<main><img src="/assets/logo-2.svg"><label for="cpf">CPF</label><input id="cpf" name="cpf"></main>',
};
const CSS = '@font-face{font-family:Roboto;font-display:swap;src:url(/assets/r.woff2)}';

describe('prerendered page document', () => {
  it('reads the entry script, module preloads and stylesheets of the built shell', () => {
    expect(shellAssets(SHELL)).toEqual({
      entry: '/assets/index-3.js',
      preloads: ['/assets/Typography-4.js'],
      stylesheets: ['/assets/index-5.css'],
    });
    expect(() => shellAssets('<html></html>')).toThrow(/no module script/);
  });

  it('puts the markup in #root marked with its path, and the page title', () => {
    const html = pageDocument(SHELL, LOGIN, CSS, '/assets/start-login-6.js');
    expect(html).toContain(`<div id="root" data-prerendered="/login">${LOGIN.html}</div>`);
    expect(html).toContain('<title>Entrar · Votação</title>');
    expect(html).not.toContain('<title>Votação</title>');
  });

  it('loads no script before the first paint but the deferred starter', () => {
    const html = pageDocument(SHELL, LOGIN, CSS, '/assets/start-login-6.js');
    expect(html).not.toMatch(/type="module"/);
    expect(html).not.toMatch(/modulepreload/);
    expect(html).toContain('<script defer src="/assets/start-login-6.js"></script>\n  </body>');
  });

  it('inlines the fonts switched off, never swapped in after the first paint, with the switch (decision 147)', () => {
    const html = pageDocument(SHELL, LOGIN, CSS, '/s.js');
    expect(html).not.toMatch(/rel="stylesheet"/);
    expect(html).toContain(
      '<style id="fontes" media="not all" data-fontes="/assets/r.woff2">@font-face{font-family:Roboto;font-display:optional;',
    );
    // The inline script is the one whose hash the host's policy allows, byte for byte.
    expect(html).toContain(`</style>\n  <script>${FONT_SWITCH_SCRIPT}</script>\n`);
    // Whatever else the stylesheet holds applies on every visit, the landing's too.
    expect(fontFaces('body{margin:0}')).toBe('  <style>body{margin:0}</style>\n');
    const mixed = fontFaces(`/*$vite$:1*/${CSS}body{margin:0}`);
    expect(mixed).toMatch(
      /^ {2}<style>body\{margin:0\}<\/style>\n {2}<style id="fontes" media="not all"/,
    );
    expect(fontFaces(`${CSS}body{margin:0}`, { withFaces: false })).toBe(
      '  <style>body{margin:0}</style>\n',
    );
    expect(fontFaces(CSS, { withFaces: false })).toBe('');
  });

  it('the inline switch turns the fonts on only when this browser remembers these very files', () => {
    const run = (stored: string | null | Error) => {
      const faces = {
        media: 'not all',
        getAttribute: (name: string) => name === 'data-fontes' && 'a b',
      };
      vm.runInNewContext(FONT_SWITCH_SCRIPT, {
        document: { getElementById: (id: string) => (id === 'fontes' ? faces : null) },
        localStorage: {
          getItem: (key: string) => {
            if (stored instanceof Error) throw stored;
            return key === FONTS_CACHED_STORAGE_KEY ? stored : null;
          },
        },
      });
      return faces.media;
    };
    expect(run('a b')).toBe('all');
    expect(run(null)).toBe('not all'); // a first visit
    expect(run('a')).toBe('not all'); // other files: a build with other fonts
    expect(run(new Error('SecurityError'))).toBe('not all'); // storage blocked
    // A page without the faces: nothing to do, and no error.
    expect(() =>
      vm.runInNewContext(FONT_SWITCH_SCRIPT, {
        document: { getElementById: () => null },
        localStorage: { getItem: () => 'a b' },
      }),
    ).not.toThrow();
  });

  it('a page that runs no app has no @font-face: it draws with the device font (decision 146)', () => {
    const html = pageDocument(SHELL, { ...LOGIN, runsApp: false }, CSS, '/s.js');
    expect(html).not.toMatch(/rel="stylesheet"/);
    expect(html).not.toContain('@font-face');
    expect(html).not.toContain('.woff2');
  });

  it('names the font files of a stylesheet once each, in order', () => {
    const css =
      '@font-face{src:url(/assets/r-400.woff2)format("woff2"),url(/assets/r-400.woff)format("woff")}' +
      '@font-face{src:url(/assets/r-700.woff2)format("woff2")}@font-face{src:url(/assets/r-400.woff2)}';
    expect(fontFilesOf(css)).toEqual(['/assets/r-400.woff2', '/assets/r-700.woff2']);
    expect(fontFilesOf('body{margin:0}')).toEqual([]);
  });

  it('keeps the preload of an image the page shows and drops the rest', () => {
    const html = pageDocument(SHELL, LOGIN, CSS, '/s.js');
    expect(html).toContain('href="/assets/logo-2.svg" as="image"');
    expect(html).not.toContain('hero-1.svg');
    expect(html).not.toContain('app-config.json');
    expect(html).not.toContain('roboto-500.woff2');
  });

  it('gathers emotion’s inline styles into one element per key, in order, each rule once', () => {
    const markup =
      '<style data-emotion="css-global g1">html{margin:0}</style>' +
      '<main><style data-emotion="css a1">.css-a1{color:red}</style><p class="css-a1">x</p>' +
      '<style data-emotion="css b2 c3">.css-b2{color:blue}.css-c3{}</style><p class="css-b2">y</p>' +
      '<style data-emotion="css a1">.css-a1{color:red}</style><p class="css-a1">z</p></main>';
    const { markup: rest, styles } = gatherStyles(markup);
    expect(rest).toBe(
      '<main><p class="css-a1">x</p><p class="css-b2">y</p><p class="css-a1">z</p></main>',
    );
    expect(styles).toBe(
      '<style data-emotion="css-global g1">html{margin:0}</style>' +
        '<style data-emotion="css a1 b2 c3">.css-a1{color:red}.css-b2{color:blue}.css-c3{}</style>',
    );
    const html = pageDocument(SHELL, { ...LOGIN, html: markup }, CSS, '/s.js');
    expect(html).toContain(`${styles}\n  </head>`);
    expect(html).toContain(`<div id="root" data-prerendered="/login">${rest}</div>`);
  });

  it('refuses a shell without an empty #root', () => {
    expect(() =>
      pageDocument(SHELL.replace('<div id="root"></div>', ''), LOGIN, CSS, '/s'),
    ).toThrow(/lacks <div id="root">/);
  });

  it('without paint reports, the starter adds the entry after a frame has been painted, then one preload per task', () => {
    const added: {
      tag: string;
      rel?: string;
      src?: string;
      href?: string;
      type?: string;
      crossOrigin?: string;
    }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const element = (tag: string) => {
      const node = { tag } as (typeof added)[number];
      return node;
    };
    const context = {
      document: {
        createElement: element,
        head: { appendChild: (n: never) => added.push(n) },
        getElementById: () => null,
        addEventListener: () => {},
      },
      window: {},
      requestAnimationFrame: (run: () => void) => frames.push(run),
      setTimeout: (run: () => void) => timers.push(run),
    };
    vm.runInNewContext(
      starterScript('/assets/index-3.js', ['/assets/a.js', '/assets/b.js']),
      context,
    );
    expect(added).toEqual([]); // nothing before the frame
    // The list the entry evaluates in turn (decision 145).
    expect((context.window as Record<string, unknown>)[PRELOADED_MODULES_KEY]).toEqual([
      '/assets/a.js',
      '/assets/b.js',
    ]);
    frames.forEach((run) => run());
    expect(added).toEqual([]); // nor inside it: only after it was painted
    timers.shift()?.();
    expect(added).toEqual([
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-3.js' },
    ]);
    timers.shift()?.();
    expect(added.map((n) => n.href ?? n.src)).toEqual(['/assets/index-3.js', '/assets/a.js']);
    expect(added.at(-1)).toMatchObject({ rel: 'modulepreload', crossOrigin: '' });
    timers.shift()?.();
    expect(added.map((n) => n.href ?? n.src)).toEqual([
      '/assets/index-3.js',
      '/assets/a.js',
      '/assets/b.js',
    ]);
    expect(timers).toEqual([]);
  });

  it('where paints are reported, the starter adds the entry only after the first contentful paint and one more frame', () => {
    const added: { src?: string }[] = [];
    const timers: (() => void)[] = [];
    const frames: (() => void)[] = [];
    const observers: {
      callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void;
      options?: unknown;
      disconnected: boolean;
    }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      record: (typeof observers)[number];
      constructor(callback: (typeof observers)[number]['callback']) {
        this.record = { callback, disconnected: false };
        observers.push(this.record);
      }
      observe(options: unknown) {
        this.record.options = options;
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    const context = {
      document: {
        createElement: (tag: string) => ({ tag }),
        head: { appendChild: (n: never) => added.push(n) },
        getElementById: () => null,
        addEventListener: () => {},
      },
      window: { PerformanceObserver: FakeObserver },
      PerformanceObserver: FakeObserver,
      requestAnimationFrame: (run: () => void) => frames.push(run),
      setTimeout: (run: () => void) => timers.push(run),
    };
    vm.runInNewContext(starterScript('/assets/index-3.js', []), context);
    expect(observers).toHaveLength(1);
    expect(observers[0]?.options).toEqual({ type: 'paint', buffered: true });
    const paints = (names: string[]) => ({
      getEntriesByName: (name: string) => names.filter((n) => n === name),
    });
    observers[0]?.callback(paints(['first-paint'])); // a paint, but nothing of the page's yet
    expect(frames).toEqual([]);
    expect(timers).toEqual([]);
    observers[0]?.callback(paints(['first-contentful-paint']));
    expect(observers[0]?.disconnected).toBe(true);
    // One more frame, which draws what the parser added after the first paint, then a task.
    expect(timers).toEqual([]);
    frames.shift()?.();
    expect(added).toEqual([]);
    timers.shift()?.();
    expect(added.map((n) => n.src)).toEqual(['/assets/index-3.js']);
  });

  describe('Roboto for the next visit (decision 147)', () => {
    type Link = { rel?: string; href?: string; crossOrigin?: string; loaded?: () => void };
    function runApp(facesMedia: 'not all' | 'all', storage: 'works' | 'blocked' = 'works') {
      const added: (Link & { src?: string })[] = [];
      const frames: (() => void)[] = [];
      const timers: (() => void)[] = [];
      const idles: (() => void)[] = [];
      const stored: Record<string, string> = {};
      let prerendered = true;
      /** The starter's watch on #root's mark (a MutationObserver), and what it watches. */
      const watches: { notify: () => void; options?: unknown; target?: unknown; off: boolean }[] =
        [];
      class FakeMutationObserver {
        watch: (typeof watches)[number];
        constructor(notify: () => void) {
          this.watch = { notify, off: false };
          watches.push(this.watch);
        }
        observe(target: unknown, options: unknown) {
          Object.assign(this.watch, { target, options });
        }
        disconnect() {
          this.watch.off = true;
        }
      }
      const root = {
        hasAttribute: (name: string) => name === 'data-prerendered' && prerendered,
        contains: () => false,
      };
      const faces = {
        media: facesMedia,
        getAttribute: (name: string) =>
          name === 'data-fontes' ? '/assets/r-400.woff2 /assets/r-700.woff2' : null,
      };
      const context = {
        document: {
          createElement: (tag: string) => {
            const link: Link & { tag: string; addEventListener?: unknown } = { tag };
            link.addEventListener = (type: string, run: () => void) => {
              if (type === 'load') link.loaded = run;
            };
            return link;
          },
          head: { appendChild: (n: never) => added.push(n) },
          getElementById: (id: string) => (id === 'root' ? root : id === 'fontes' ? faces : null),
          addEventListener: () => {},
        },
        window: { requestIdleCallback: true, MutationObserver: FakeMutationObserver },
        MutationObserver: FakeMutationObserver,
        requestIdleCallback: (run: () => void) => idles.push(run),
        requestAnimationFrame: (run: () => void) => frames.push(run),
        setTimeout: (run: () => void) => timers.push(run),
        localStorage: {
          setItem: (key: string, value: string) => {
            if (storage === 'blocked') throw new Error('QuotaExceededError');
            stored[key] = value;
          },
        },
      };
      vm.runInNewContext(starterScript('/assets/index-3.js', []), context);
      const fonts = () => added.filter((n) => n.href?.endsWith('.woff2'));
      return {
        added,
        fonts,
        idles,
        stored,
        watches,
        root,
        /** The first frame is painted: the app's entry is added. */
        start() {
          frames.shift()?.();
          timers.shift()?.();
        },
        /** The app removes #root's mark; the observer hears of it (unless disconnected). */
        handOver() {
          prerendered = false;
          watches.filter((w) => !w.off).forEach((w) => w.notify());
        },
      };
    }

    it('a page drawn without Roboto fetches it once the app has taken over, one file per idle moment, and remembers it', () => {
      const run = runApp('not all');
      expect(run.idles).toEqual([]); // nothing before the page is painted and the app started
      run.start();
      expect(run.added.map((n) => n.src)).toEqual(['/assets/index-3.js']);
      // Not yet: the app has not taken over. The starter watches #root's mark meanwhile.
      expect(run.idles).toEqual([]);
      expect(run.watches).toHaveLength(1);
      expect(run.watches[0]?.target).toBe(run.root);
      expect(run.watches[0]?.options).toEqual({
        attributes: true,
        attributeFilter: ['data-prerendered'],
      });
      run.watches[0]?.notify(); // another change: the mark is still there
      expect(run.idles).toEqual([]);
      run.handOver();
      expect(run.watches[0]?.off).toBe(true);
      expect(run.fonts()).toEqual([]); // the first file waits for an idle moment
      run.idles.shift()?.();
      expect(run.fonts()).toMatchObject([
        { rel: 'prefetch', crossOrigin: '', href: '/assets/r-400.woff2' },
      ]);
      run.idles.shift()?.();
      expect(run.fonts().map((n) => n.href)).toEqual([
        '/assets/r-400.woff2',
        '/assets/r-700.woff2',
      ]);
      expect(run.idles).toEqual([]);
      run.fonts()[1]?.loaded?.();
      expect(run.stored).toEqual({}); // remembered only once every file is here
      run.fonts()[0]?.loaded?.();
      expect(run.stored).toEqual({
        [FONTS_CACHED_STORAGE_KEY]: '/assets/r-400.woff2 /assets/r-700.woff2',
      });
    });

    it('a page drawn with Roboto fetches nothing more', () => {
      const run = runApp('all');
      run.start();
      run.handOver();
      expect(run.watches).toEqual([]);
      expect(run.idles).toEqual([]);
      expect(run.fonts()).toEqual([]);
    });

    it('with the mark already gone when the scripts start, nothing to wait for: fetched without a watch', () => {
      const run = runApp('not all');
      run.handOver();
      run.start();
      expect(run.watches).toEqual([]);
      while (run.idles.length) run.idles.shift()?.();
      expect(run.fonts()).toHaveLength(2);
    });

    it('with storage blocked, the fonts arrive and nothing fails', () => {
      const run = runApp('not all', 'blocked');
      run.start();
      run.handOver();
      while (run.idles.length) run.idles.shift()?.();
      expect(() => run.fonts().forEach((link) => link.loaded?.())).not.toThrow();
      expect(run.stored).toEqual({});
    });
  });

  describe('on the landing, which runs no app (decision 144)', () => {
    function runStatic(readyState: 'loading' | 'complete', idle: boolean, fonts: string[] = []) {
      const added: { rel?: string; href?: string; crossOrigin?: string; loaded?: () => void }[] =
        [];
      const stored: Record<string, string> = {};
      const clicks: (() => void)[] = [];
      const loads: (() => void)[] = [];
      const idles: (() => void)[] = [];
      const timers: (() => void)[] = [];
      const assigned: string[] = [];
      const button = {
        addEventListener: (type: string, run: () => void) => type === 'click' && clicks.push(run),
      };
      const frames: (() => void)[] = [];
      // The hero image: decoded when the test says so.
      let decoded = () => {};
      const hero = { decode: () => new Promise<void>((resolve) => (decoded = resolve)) };
      const context: Record<string, unknown> = {
        document: {
          readyState,
          createElement: () => {
            const link: (typeof added)[number] & { addEventListener?: unknown } = {};
            // Not enumerable: the links compare by what the page sees of them.
            Object.defineProperty(link, 'addEventListener', {
              value: (type: string, run: () => void) => {
                if (type === 'load') Object.defineProperty(link, 'loaded', { value: run });
              },
            });
            return link;
          },
          head: { appendChild: (n: never) => added.push(n) },
          getElementById: (id: string) =>
            id === 'root'
              ? {
                  querySelector: (s: string) => (s === 'main button' ? button : null),
                  querySelectorAll: (s: string) => (s === 'img' ? [hero] : []),
                }
              : null,
        },
        location: { assign: (to: string) => assigned.push(to) },
        localStorage: { setItem: (key: string, value: string) => (stored[key] = value) },
        addEventListener: (type: string, run: () => void) => type === 'load' && loads.push(run),
        setTimeout: (run: () => void) => timers.push(run),
        requestAnimationFrame: (run: () => void) => frames.push(run),
        Promise,
      };
      context.window = idle ? { requestIdleCallback: true } : {};
      if (idle) context.requestIdleCallback = (run: () => void) => idles.push(run);
      vm.runInNewContext(
        staticStarterScript(['/login', '/assets/start-login-1.js', ...fonts], fonts),
        context,
      );
      /** Decodes the image, then paints a frame and runs the timer after it. */
      async function paint() {
        decoded();
        await new Promise((resolve) => setTimeout(resolve, 0)); // the script's promise callbacks
        frames.splice(0).forEach((frame) => frame());
        timers.shift()?.();
      }
      return { added, clicks, loads, idles, timers, frames, assigned, paint, stored };
    }

    it('Iniciar Votação opens the next page', () => {
      const run = runStatic('loading', true);
      expect(run.assigned).toEqual([]);
      run.clicks.forEach((click) => click());
      expect(run.assigned).toEqual([LANDING_NEXT_PAGE]);
    });

    it('prefetches the next page once the page has loaded and its image is painted, one file per idle moment', async () => {
      const run = runStatic('loading', true);
      expect(run.added).toEqual([]);
      run.loads.forEach((load) => load());
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(run.frames).toEqual([]); // loaded, the image not yet decoded
      await run.paint();
      expect(run.added).toEqual([]); // painted, not yet idle
      expect(run.idles).toHaveLength(1);
      run.idles.shift()?.();
      expect(run.added).toEqual([{ rel: 'prefetch', href: '/login' }]);
      run.idles.shift()?.();
      expect(run.added).toEqual([
        { rel: 'prefetch', href: '/login' },
        { rel: 'prefetch', href: '/assets/start-login-1.js', crossOrigin: '' },
      ]);
      expect(run.idles).toEqual([]); // done: nothing more is asked for
    });

    it('remembers Roboto once every file of it has arrived, for the next page (decision 147)', async () => {
      const fonts = ['/assets/r-400.woff2', '/assets/r-700.woff2'];
      const run = runStatic('complete', true, fonts);
      await run.paint();
      while (run.idles.length) run.idles.shift()?.();
      const links = run.added.filter((link) => link.href?.endsWith('.woff2'));
      expect(links).toEqual([
        { rel: 'prefetch', crossOrigin: '', href: '/assets/r-400.woff2' },
        { rel: 'prefetch', crossOrigin: '', href: '/assets/r-700.woff2' },
      ]);
      links[0]?.loaded?.();
      expect(run.stored).toEqual({});
      links[1]?.loaded?.();
      expect(run.stored).toEqual({ [FONTS_CACHED_STORAGE_KEY]: fonts.join(' ') });
    });

    it('without requestIdleCallback, prefetches after timers; at once-loaded pages too', async () => {
      const run = runStatic('complete', false);
      expect(run.loads).toEqual([]);
      expect(run.added).toEqual([]);
      await run.paint();
      while (run.timers.length) run.timers.shift()?.();
      expect(run.added.map((link) => link.href)).toEqual(['/login', '/assets/start-login-1.js']);
    });
  });

  describe('on a signed-in page (decision 142)', () => {
    const PLACEHOLDER = '\u00a0';

    /** Runs a signed-in starter that fills `title`; the frame's pending title line afterwards. */
    function fillTitle(
      title: PendingTitle | undefined,
      history: { state: unknown },
      getItem: (key: string) => string | null,
    ) {
      const pending = {
        textContent: PLACEHOLDER,
        style: { visibility: 'hidden' },
        removeAttribute: () => {},
      };
      const context = {
        document: {
          createElement: () => ({}),
          head: { appendChild: () => {} },
          getElementById: (id: string) =>
            id === 'root' ? { querySelector: () => pending, hasAttribute: () => true } : null,
          addEventListener: () => {},
        },
        window: {},
        history,
        localStorage: { getItem },
        location: { replace: () => {} },
        requestAnimationFrame: () => {},
        setTimeout: () => {},
      };
      vm.runInNewContext(starterScript('/e.js', [], { signedIn: true, title }), context);
      return pending;
    }

    /** Runs the starter with this stored token (or storage that throws); what it did. */
    function runSignedIn(token: string | null | 'blocked') {
      const replaced: string[] = [];
      const frames: (() => void)[] = [];
      const context = {
        document: {
          createElement: (tag: string) => ({ tag }),
          head: { appendChild: () => {} },
          getElementById: () => null,
          addEventListener: () => {},
        },
        window: {},
        localStorage: {
          getItem: (key: string) => {
            if (token === 'blocked') throw new Error('SecurityError');
            return key === 'token' ? token : null;
          },
        },
        location: { replace: (to: string) => replaced.push(to) },
        requestAnimationFrame: (run: () => void) => frames.push(run),
        setTimeout: () => {},
      };
      vm.runInNewContext(starterScript('/assets/index-3.js', [], { signedIn: true }), context);
      return { replaced, started: frames.length > 0 };
    }

    it('sends a visitor without a token to /login and starts nothing', () => {
      expect(runSignedIn(null)).toEqual({ replaced: ['/login'], started: false });
      expect(runSignedIn('')).toEqual({ replaced: ['/login'], started: false });
    });

    it('treats blocked storage as signed out', () => {
      expect(runSignedIn('blocked')).toEqual({ replaced: ['/login'], started: false });
    });

    it('starts the app for a visitor with a token (the app checks it)', () => {
      expect(runSignedIn('a.b.c')).toEqual({ replaced: [], started: true });
    });

    it('the /empresas title it writes is the one the app reads from the navigation state', () => {
      const states: unknown[] = [
        { category: { id: 7, name: 'Academia', companies: [] } },
        { category: { id: 7, name: 'Farmácia & <Drogaria>' } },
        { category: { id: '7', name: 'Academia' } },
        { category: { id: 7 } },
        { category: null },
        { other: true },
        'texto',
        null,
        undefined,
      ];
      for (const state of states) {
        const pending = fillTitle(
          { from: 'category', unknown: 'Desconhecida' },
          { state: state === undefined ? null : { usr: state, key: 'k', idx: 1 } },
          () => 'a.b.c',
        );
        const app = readCompaniesState(state)?.name ?? 'Desconhecida';
        expect({ state, title: pending.textContent }).toEqual({ state, title: app });
        expect(pending.style.visibility).toBe('visible');
      }
    });

    it('the /perfil greeting it writes is the one the app shows for the stored user', () => {
      const stored: (string | null)[] = [
        JSON.stringify({ id: 1, name: 'Maria da Silva', mail: 'm@example.com' }),
        JSON.stringify({ id: 1, name: '  Ana   Paula ', mail: 'a@example.com' }),
        JSON.stringify({ id: 1, name: 'Zé', mail: 'z@example.com', extra: true }),
        JSON.stringify({ id: '1', name: 'Maria', mail: 'm@example.com' }),
        JSON.stringify({ id: 1, name: 'Maria' }),
        JSON.stringify(['Maria']),
        '{não é JSON',
        'null',
        null,
      ];
      const title = PENDING_TITLES['profile'];
      for (const raw of stored) {
        const pending = fillTitle(title, { state: null }, (key) =>
          key === 'token' ? 'a.b.c' : raw,
        );
        const user = parseUser(raw);
        const app = user ? messages.profile.greeting(firstNameOf(user.name)) : PLACEHOLDER;
        expect({ raw, text: pending.textContent }).toEqual({ raw, text: app });
        expect(pending.style.visibility).toBe(user ? 'visible' : 'hidden');
      }
    });

    it('public pages never look at the session', () => {
      // The one thing they keep in storage is which font files arrived (decision 147).
      const starter = starterScript('/e.js', []);
      expect(starter).not.toContain('getItem');
      expect(starter).not.toContain(JSON.stringify(TOKEN_STORAGE_KEY));
    });
  });
});
