/**
 * Everything outside the API: the runtime config the web app reads at start-up, the development
 * mailbox, and the built web app (hashed assets cached for a year, HTML never cached; the public
 * pages the build prerendered answer with their markup, any other GET with index.html so the
 * SPA's router decides, including its error screen).
 */
import fs from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { JSONSchema } from 'json-schema-to-ts';

import {
  CATEGORY_PAGE_FILE,
  categoryValues,
  readCategoryParam,
} from '../../../domain/categoryPage';
import { escapeHtml } from '../../../domain/html';
import {
  landingFile,
  landingStateOf,
  landingValues,
  PLAIN_LANDING,
} from '../../../domain/landingAward';
import type { AppContext } from '../../context';
import { HttpError, sendError } from '../../errors';
import { mailbox as mailboxSchema, runtimeConfig } from '../../http/schemas';
import { sendRaw } from '../../http/sendRaw';
import type { MailboxMessage } from '../../mail/mailer';
import { apiMessages } from '../../messages';
import type { Api } from '../../typeProvider';
import { createCatalogCache } from '../catalogue';
import type { ElectionService } from '../election';
import { OPERATIONAL_PATHS } from '../ops';

import { filledPages, pickEncoding, type FilledPage } from './filledPages';

function mailboxHtml(messages: MailboxMessage[]): string {
  const items = messages
    .map(
      (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p><strong>Para:</strong> ${escapeHtml(m.to)} — <time datetime="${escapeHtml(m.date)}">${escapeHtml(m.date)}</time></p>
<pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Caixa de e-mails de desenvolvimento</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc}pre{white-space:pre-wrap}</style>
</head><body><h1>Caixa de e-mails de desenvolvimento</h1>
<p>Mensagens mais recentes primeiro. Esta página não existe em produção.</p>
${items || '<p>Nenhuma mensagem ainda.</p>'}
</body></html>`;
}

const NOT_BUILT_HTML = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Votação</title></head><body>
<h1>Votação</h1>
<p>O aplicativo web ainda não foi construído: rode <code>npm run build</code> (ou use <code>npm start</code>, que constrói quando preciso).</p>
<p lang="en">The web app has not been built: run <code>npm run build</code> (or <code>npm start</code>, which builds when needed).</p>
<p>A API responde em <code>/api</code>.</p>
</body></html>`;

/** A page's name in `POST /:page` (a named parameter is always a string; nothing is refused). */
const pageParams = {
  type: 'object',
  required: ['page'],
  properties: { page: { type: 'string' } },
} as const satisfies JSONSchema;

/** Paths that can have a prerendered page: `/` and one lower-case segment (`/login`). */
const PAGE_PATH = /^\/([a-z0-9-]*)\/?(?:[?#].*)?$/;

/**
 * The prerendered file for a request's URL (`pages/login.html` for `/login?x=1`), or null when
 * the build made none for it (scripts/prerender.ts writes dist/web/pages/<file>.html).
 */
export function prerenderedPage(webDistDir: string, url: string): string | null {
  const name = PAGE_PATH.exec(url)?.[1];
  // `/index` is no page of the app: the shell lets the router say so.
  if (name === undefined || name === 'index') return null;
  const file = `pages/${name || 'index'}.html`;
  return fs.existsSync(path.join(webDistDir, file)) ? file : null;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

export function webRoutes(ctx: AppContext, election: ElectionService) {
  const { config } = ctx;
  const indexFile = path.join(config.webDistDir, 'index.html');
  const filledPage = filledPages(config.webDistDir);
  // The catalogue as the category list reads it (decision 121): one version query per page.
  const catalog = createCatalogCache(ctx.database.db);

  /** /empresas?categoria=ID with the category's name written in, or null (decision 271). */
  async function categoryPage(request: FastifyRequest, url: string): Promise<FilledPage | null> {
    const id = readCategoryParam(url.split('?')[1] ?? '');
    if (id === null) return null;
    try {
      const { categories } = await catalog.current();
      const category = categories.find((item) => item.id === id);
      return category
        ? filledPage(CATEGORY_PAGE_FILE, categoryValues({ id, name: category.name }))
        : null;
    } catch (error) {
      request.log.warn({ err: error }, '/empresas sent without the category name');
      return null;
    }
  }

  /** A page filled in by the host, in the encoding the client takes. */
  function sendFilled(request: FastifyRequest, reply: FastifyReply, filled: FilledPage) {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    const body = filled[encoding];
    if (request.method === 'HEAD') return reply.header('content-length', body.length).send();
    return reply.send(body);
  }

  return async function routes(app: Api) {
    app.get(
      '/app-config.json',
      { schema: { response: { 200: runtimeConfig } } },
      async (_request, reply) => {
        return reply.header('cache-control', 'no-store').send({
          apiBaseUrl: config.apiPrefix,
          turnstileSiteKey: config.turnstile?.siteKey ?? null,
          privacy: { ...config.privacy },
        });
      },
    );

    const mailbox = ctx.devMailbox;
    // The mailbox shows codes: never in production, never behind a proxy (TRUST_PROXY set), and
    // off for good once a request arrives through one (X-Forwarded-For / Forwarded) though
    // TRUST_PROXY says none: a proxy on the same host makes every visitor look local.
    let proxySeen = false;
    if (mailbox && !config.production && !config.behindProxy) {
      // The HTML view is a string, which the JSON schema's serializer leaves alone.
      app.get(
        '/dev/mailbox',
        { schema: { response: { 200: mailboxSchema } } },
        async (request, reply) => {
          if (
            proxySeen ||
            request.headers['x-forwarded-for'] !== undefined ||
            request.headers.forwarded !== undefined
          ) {
            if (!proxySeen) {
              request.log.warn(
                'A request came through a proxy (X-Forwarded-For): the development mailbox is now off. Behind a proxy set TRUST_PROXY to its addresses, SMTP_URL, and NODE_ENV=production.',
              );
            }
            proxySeen = true;
            return sendError(reply, new HttpError(404, apiMessages.notFound));
          }
          const messages = await mailbox.list();
          reply.header('cache-control', 'no-store');
          const accept = request.headers.accept ?? '';
          if (accept.includes('text/html') && !accept.startsWith('application/json')) {
            return sendRaw(reply.type('text/html; charset=utf-8'), mailboxHtml(messages));
          }
          return reply.send({ messages });
        },
      );
    }

    const built = fs.existsSync(indexFile);
    const serveStatic = fs.existsSync(config.webDistDir);
    if (serveStatic) {
      await app.register(fastifyStatic, {
        root: config.webDistDir,
        wildcard: true,
        index: false,
        cacheControl: false,
        // A folder is never a page: let the SPA fallback answer (send would answer 403).
        allowedPath: (pathName) => !pathName.endsWith('/'),
        // The build writes .br and .gz copies (scripts/vitePrecompress.ts): sent as they are,
        // with Content-Encoding, to clients that accept them; the rest get the plain file.
        preCompressed: true,
        setHeaders(reply, filePath) {
          const original = filePath.replace(PRECOMPRESSED_SUFFIX, '');
          const relative = path.relative(config.webDistDir, original).split(path.sep);
          if (relative[0] === 'assets') reply.header('cache-control', IMMUTABLE);
          else if (original.endsWith('.html')) reply.header('cache-control', 'no-cache');
          else reply.header('cache-control', 'public, max-age=3600');
          // The answer depends on Accept-Encoding: caches must keep one copy per encoding.
          reply.header('vary', 'accept-encoding');
        },
      });
    }
    if (!built) {
      app.log.warn(
        { webDistDir: config.webDistDir },
        'The web app is not built (no index.html): run `npm run build`; the API still works',
      );
    }

    // A prerendered form submitted before the app hydrated (Enter in the CPF field) is posted to
    // its own page (method="post", decision 160): answered with that page again, a plain redirect,
    // so the CPF never reaches an address, a log line or an error screen. The body is discarded.
    await app.register(async (forms: Api) => {
      forms.addContentTypeParser(
        ['application/x-www-form-urlencoded', 'multipart/form-data'],
        (_request, payload, done) => {
          payload.resume();
          payload.on('end', () => done(null, undefined));
          payload.on('error', (error) => done(error, undefined));
        },
      );
      forms.post('/:page', { schema: { params: pageParams } }, async (request, reply) => {
        const { page } = request.params;
        if (!prerenderedPage(config.webDistDir, `/${page}`)) {
          return sendError(reply, new HttpError(404, apiMessages.notFound));
        }
        return reply.header('cache-control', 'no-store').redirect(`/${page}`, 303);
      });
    });

    const apiPrefix = config.apiPrefix;
    const isApiPath = (url: string) =>
      url === apiPrefix || url.startsWith(`${apiPrefix}/`) || url.startsWith(`${apiPrefix}?`);

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.raw.url ?? '/';
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      const pathOnly = url.split('?')[0] ?? url;
      if (isApiPath(url) || !isPage || url.startsWith('/dev/') || OPERATIONAL_PATHS.has(pathOnly)) {
        return sendError(reply, new HttpError(404, apiMessages.notFound));
      }
      if (!fs.existsSync(indexFile)) {
        return reply
          .code(503)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(NOT_BUILT_HTML);
      }
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      // A public page the build prerendered is sent with its markup (decision 139); any other
      // path gets the empty shell and the app draws it.
      const page = prerenderedPage(config.webDistDir, url);
      if (page === 'pages/index.html') {
        // The landing, with the award line written in once the operator has named the award,
        // and 'Votação encerrada' (and the results link) once voting is closed (published).
        const state = await election.view().then(landingStateOf, (error: unknown) => {
          request.log.warn({ err: error }, 'Landing sent without the award line');
          return PLAIN_LANDING;
        });
        const file = landingFile(state);
        // The plain landing has no holes: sent as built, below, with its precompressed copies.
        const filled = file === 'index' ? null : filledPage(file, landingValues(state));
        if (filled) return sendFilled(request, reply, filled);
      }
      if (page === 'pages/empresas.html') {
        const filled = await categoryPage(request, url);
        if (filled) return sendFilled(request, reply, filled);
      }
      const file = page ?? 'index.html';
      if (serveStatic) return reply.sendFile(file, config.webDistDir);
      // Built after start-up (the folder did not exist then): read it directly.
      return reply.send(await fs.promises.readFile(path.join(config.webDistDir, file)));
    });
  };
}
