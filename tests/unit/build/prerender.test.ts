/**
 * The prerendered pages' modulepreload links (issue 39, decision 273): from Vite's manifest, each
 * page links its own chunks and what they import, leaves out what the entry already loads, and a
 * module that is no chunk of its own fails the build instead of leaving the page a waterfall.
 */
import { describe, expect, it } from 'vitest';

import { pageChunks, pageDocument } from '../../../scripts/prerender';

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-2.js' },
  '_voter.js': { file: 'assets/voter-3.js', imports: ['index.html', '_runtime.js'] },
  '_sign-in.js': { file: 'assets/sign-in-4.js', imports: ['_voter.js'] },
  'src/containers/voter/LoginContainer/index.ts': {
    file: 'assets/LoginContainer-5.js',
    isDynamicEntry: true,
    imports: ['_sign-in.js', '_voter.js', 'index.html'],
  },
  'src/api/http.ts': { file: 'assets/http-6.js', isDynamicEntry: true, imports: ['_axios.js'] },
  '_axios.js': { file: 'assets/axios-7.js' },
  'src/containers/shared/categoriesLoader.ts': { file: 'assets/voter-3.js' },
};

describe('pageChunks', () => {
  it("links a page's chunks and their imports, not the entry's own", () => {
    expect(pageChunks(manifest, ['src/containers/voter/LoginContainer/index.ts'])).toEqual([
      '/assets/LoginContainer-5.js',
      '/assets/sign-in-4.js',
      '/assets/voter-3.js',
    ]);
    expect(
      pageChunks(manifest, ['src/containers/voter/LoginContainer/index.ts', 'src/api/http.ts']),
    ).toEqual([
      '/assets/LoginContainer-5.js',
      '/assets/sign-in-4.js',
      '/assets/voter-3.js',
      '/assets/http-6.js',
      '/assets/axios-7.js',
    ]);
  });

  it('links the chunk voterChunks grouped a lazily loaded module into', () => {
    const chunkOf = new Map([
      ['src/containers/voter/ProfileContainer/index.ts', 'assets/profile-8.js'],
      ['src/containers/shared/categoriesLoader.ts', 'assets/voter-3.js'],
      ['src/main.tsx', 'assets/index-1.js'],
    ]);
    const grouped = {
      ...manifest,
      '_profile.js': { file: 'assets/profile-8.js', imports: ['_voter.js', 'index.html'] },
    };
    expect(
      pageChunks(grouped, ['src/containers/voter/ProfileContainer/index.ts'], '/', chunkOf),
    ).toEqual(['/assets/profile-8.js', '/assets/voter-3.js']);
    // In the entry's own chunks: nothing to preload, so the page's list is wrong.
    expect(() => pageChunks(grouped, ['src/main.tsx'], '/', chunkOf)).toThrow(/src\/main\.tsx/);
  });

  it('fails on a module that is not a lazily loaded chunk', () => {
    expect(() => pageChunks(manifest, ['src/containers/voter/Typo/index.ts'])).toThrow(
      /not a lazily loaded chunk/,
    );
    expect(() => pageChunks(manifest, ['src/containers/shared/categoriesLoader.ts'])).toThrow(
      /categoriesLoader/,
    );
  });
});

describe('pageDocument', () => {
  const shell =
    '<html><head><title>Votação</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
  const page = { html: '<main>Olá</main>', styles: '<style data-emotion="css x">.x{}</style>' };

  it('puts the modulepreload links and the styles in the head, the data block before </body>', () => {
    const html = pageDocument(shell, page, 'Entrar · Votação', true, {
      preloads: ['/assets/LoginContainer-5.js'],
      bodyEnd: '<script type="application/json" id="d">{}</script>',
    });
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/LoginContainer-5.js"><style data-emotion="css x">.x{}</style></head>',
    );
    expect(html).toContain('<div id="root"><main>Olá</main></div>');
    expect(html).toContain('<script type="application/json" id="d">{}</script></body>');
    expect(html).toContain('<title>Entrar · Votação</title>');
  });

  it('a page that runs no app keeps no script and no preload', () => {
    const html = pageDocument(shell, page, 'Votação', false, {
      preloads: ['/assets/LoginContainer-5.js'],
    });
    expect(html).not.toContain('<script');
    expect(html).not.toContain('modulepreload');
  });
});
