/**
 * Fixtures for the end-to-end suite: one SMTP listener and one real server per worker (fresh
 * SQLite file each), `baseURL` pointing at it, a fresh voter per test, and a small API client
 * for checks that the UI cannot show (the stored vote).
 */
import {
  test as base,
  expect,
  type APIRequestContext,
  type Page,
  type Response,
} from '@playwright/test';

import type { CategoriesResponse, Category } from '../../src/domain/types';

import { Mailbox } from './support/mailbox';
import { newVoter, type Voter } from './support/people';
import { startServer, type RunningServer } from './support/server';
import { appStarted } from './support/ui';

export interface Api {
  /** GET /api/categories/app with the given token. */
  categories: (token: string) => Promise<Category[]>;
  /** POST /api/auth/register with the development bot-check token; returns the status. */
  register: (voter: Voter) => Promise<number>;
}

interface WorkerFixtures {
  mailbox: Mailbox;
  server: RunningServer;
}

interface TestFixtures {
  /** A voter nobody has registered yet. */
  voter: Voter;
  api: Api;
  /** Collects uncaught page errors and prints them, with the server log, when a test fails. */
  diagnostics: void;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  mailbox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring form.
    async ({}, provide) => {
      const mailbox = new Mailbox();
      await mailbox.start();
      await provide(mailbox);
      await mailbox.stop();
    },
    { scope: 'worker' },
  ],

  server: [
    async ({ mailbox }, provide) => {
      const server = await startServer({ smtpUrl: mailbox.url });
      await provide(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],

  baseURL: async ({ server }, provide) => {
    await provide(server.baseURL);
  },

  // A prerendered page's fields and buttons are plain HTML until the app hydrates (decision 160):
  // on a busy machine a test could type and press ENTRAR before that, post the form natively and
  // lose what it typed. Navigations wait for the app to start, like a person who sees the page
  // respond. Tests of the moments before hydration navigate with waitUntil 'commit' (not waited).
  page: async ({ page }, provide) => {
    // Only a page the build prerendered is hydrated (its HTML has markup inside #root); the empty
    // shell (an unknown path, the router's error screen) renders from scratch, and the landing
    // runs no app at all.
    const waitForApp = async (response: Response | null) => {
      if (!response || !response.headers()['content-type']?.startsWith('text/html')) return;
      const html = await response.text().catch(() => '');
      const prerendered = /<div id="root"><[a-z]/.test(html) && html.includes('type="module"');
      if (prerendered) await appStarted(page);
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await waitForApp(response);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await waitForApp(response);
      return response;
    };
    await provide(page);
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring form.
  voter: async ({}, provide, testInfo) => {
    await provide(newVoter(testInfo.project.name));
  },

  api: async ({ request }, provide) => {
    await provide(makeApi(request));
  },

  diagnostics: [
    async ({ page, server }, provide, testInfo) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await provide();
      if (testInfo.status !== testInfo.expectedStatus) {
        if (errors.length) console.log(`[e2e] page errors:\n${errors.join('\n')}`);
        console.log(`[e2e] server output (last lines):\n${server.logTail(30)}`);
      }
    },
    { auto: true },
  ],
});

export { expect };

export function makeApi(request: APIRequestContext): Api {
  return {
    categories: async (token) => {
      const response = await request.get('/api/categories/app', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status(), 'GET /api/categories/app').toBe(200);
      const body = (await response.json()) as CategoriesResponse;
      return body.data;
    },
    register: async (voter) => {
      const response = await request.post('/api/auth/register', {
        data: {
          nome: voter.nome,
          email: voter.email,
          cpf: voter.cpf,
          celular: voter.celular,
          'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
        },
      });
      return response.status();
    },
  };
}

/** The token the web app stored under the key `token`. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  if (!token) throw new Error('No token in localStorage');
  return token;
}
