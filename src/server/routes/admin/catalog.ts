/**
 * The catalogue from the console: GET /admin/catalog, POST /admin/catalog/import (preview with
 * dryRun, all or nothing, the CLI's importer and messages), and add / rename / remove of
 * categories and companies (remove only what no vote references: 409; while results are sealed,
 * no company of a category that has votes: issue 37).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';

import { MAX_IMPORT_CHARS } from '../../../domain/admin';
import { catalogNameProblem } from '../../../domain/catalogName';
import { operatorApiMessages } from '../../../domain/operatorApiMessages';
import { onAdminAction, type AdminActionName } from '../../admin/actions';
import { normaliseCatalogName } from '../../catalog/import';
import { importCatalogFile } from '../../catalog/importFile';
import type { AppContext } from '../../context';
import { errorHandler, HttpError, sendError } from '../../errors';
import { adminCatalogRepository, type CatalogWriteResult } from '../../repositories/adminCatalog';
import { resultsSealed } from '../../results/seal';
import type { Api } from '../../typeProvider';
import { errors, noContent } from '../schemas';

import { operatorOf } from './guard';
import {
  catalogAdmin,
  idParams,
  importBody,
  importErrors,
  importResult,
  nameBody,
  namedItem,
} from './schemas';

const m = operatorApiMessages.catalog;

function validName(raw: string): string {
  const problem = catalogNameProblem(raw);
  if (problem) {
    const message =
      problem === 'hidden'
        ? m.nameHidden
        : problem === 'unprintable'
          ? m.nameUnprintable
          : problem === 'mixedScripts'
            ? m.nameMixedScripts
            : m.nameInvalid;
    throw new HttpError(422, message, { errors: { name: message } });
  }
  return normaliseCatalogName(raw);
}

/** The id in the path; past the database's integer range nothing can match (404, not a 500). */
function idOf(
  request: { params: FromSchema<typeof idParams> },
  what: 'category' | 'company',
): number {
  const id = Number(request.params.id);
  if (id < 1 || id > 2_147_483_647) {
    throw new HttpError(404, what === 'category' ? m.categoryNotFound : m.companyNotFound);
  }
  return id;
}

function unwrap<T>(
  result: CatalogWriteResult<T>,
  what: 'category' | 'company',
  missing: 'category' | 'company' = what,
): T {
  if (result.ok) return result.value;
  if (result.reason === 'not-found') {
    throw new HttpError(404, missing === 'category' ? m.categoryNotFound : m.companyNotFound);
  }
  if (result.reason === 'duplicate') {
    throw new HttpError(409, what === 'category' ? m.categoryExists : m.companyExists);
  }
  if (result.reason === 'category-has-votes') throw new HttpError(409, m.companyWhileSealed);
  throw new HttpError(409, what === 'category' ? m.categoryHasVotes : m.companyHasVotes);
}

export function adminCatalogRoutes(ctx: AppContext) {
  const rateLimit = { max: ctx.config.rateLimit.apiPerMinute, timeWindow: '1 minute' };
  const repo = adminCatalogRepository(ctx.database.db, ctx.now);
  const db = ctx.database.db;
  const writeErrors = errors(400, 401, 403, 404, 409, 413, 415, 422, 429, 500);

  const act = (request: FastifyRequest, action: AdminActionName, target: string, detail: object) =>
    onAdminAction(
      db,
      request.log,
      {
        actor: operatorOf(request).email,
        action,
        target,
        ...detail,
      },
      ctx.now(),
    );

  return async function routes(app: Api) {
    // A file over the limit gets the import's own message rather than the generic one.
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && request.url.endsWith('/catalog/import')
        ? sendError(reply, new HttpError(413, m.tooLarge))
        : errorHandler(error, request, reply),
    );

    app.get(
      '/catalog',
      {
        schema: { response: { 200: catalogAdmin, ...errors(401, 403, 429, 500) } },
        config: { rateLimit },
      },
      // While sealed, which companies of a voted category have votes is sealed too (issue 37).
      async () => repo.list(resultsSealed(await ctx.admin.election.view())),
    );

    app.post(
      '/catalog/import',
      {
        // JSON escaping can make the body larger than the file itself.
        bodyLimit: MAX_IMPORT_CHARS * 2 + 4096,
        schema: {
          body: importBody,
          response: {
            200: importResult,
            422: importErrors,
            ...errors(400, 401, 403, 413, 415, 429, 500),
          },
        },
        config: { rateLimit },
      },
      async (request, reply) => {
        const { fileName, content, dryRun } = request.body;
        const outcome = await importCatalogFile(db, fileName, content, { dryRun, now: ctx.now });
        if (!outcome.ok) {
          return reply.code(422).send({ message: outcome.message, errors: outcome.errors });
        }
        if (!dryRun) {
          await act(request, 'catalog.import', 'catalog', {
            after: { fileName, ...outcome.summary },
          });
        }
        return outcome.result;
      },
    );

    app.post(
      '/categories',
      {
        schema: { body: nameBody, response: { 201: namedItem, ...writeErrors } },
        config: { rateLimit },
      },
      async (request, reply) => {
        const created = unwrap(await repo.addCategory(validName(request.body.name)), 'category');
        await act(request, 'category.create', `category:${created.id}`, { after: created });
        return reply.code(201).send(created);
      },
    );

    app.patch(
      '/categories/:id',
      {
        schema: { params: idParams, body: nameBody, response: { 200: namedItem, ...writeErrors } },
        config: { rateLimit },
      },
      async (request) => {
        const id = idOf(request, 'category');
        const renamed = unwrap(
          await repo.renameCategory(id, validName(request.body.name)),
          'category',
        );
        await act(request, 'category.rename', `category:${id}`, {
          before: { name: renamed.before },
          after: { name: renamed.name },
        });
        return { id, name: renamed.name };
      },
    );

    app.delete(
      '/categories/:id',
      {
        schema: { params: idParams, response: { 204: noContent, ...writeErrors } },
        config: { rateLimit },
      },
      async (request, reply) => {
        const id = idOf(request, 'category');
        const removed = unwrap(await repo.removeCategory(id), 'category');
        await act(request, 'category.delete', `category:${id}`, { before: removed });
        return reply.code(204).send();
      },
    );

    app.post(
      '/categories/:id/companies',
      {
        schema: { params: idParams, body: nameBody, response: { 201: namedItem, ...writeErrors } },
        config: { rateLimit },
      },
      async (request, reply) => {
        const categoryId = idOf(request, 'category');
        const created = unwrap(
          await repo.addCompany(categoryId, validName(request.body.name)),
          'company',
          'category',
        );
        await act(request, 'company.create', `company:${created.id}`, {
          after: { ...created, categoryId },
        });
        return reply.code(201).send(created);
      },
    );

    app.patch(
      '/companies/:id',
      {
        schema: { params: idParams, body: nameBody, response: { 200: namedItem, ...writeErrors } },
        config: { rateLimit },
      },
      async (request) => {
        const id = idOf(request, 'company');
        const renamed = unwrap(
          await repo.renameCompany(id, validName(request.body.name)),
          'company',
        );
        await act(request, 'company.rename', `company:${id}`, {
          before: { name: renamed.before },
          after: { name: renamed.name },
        });
        return { id, name: renamed.name };
      },
    );

    app.delete(
      '/companies/:id',
      {
        schema: { params: idParams, response: { 204: noContent, ...writeErrors } },
        config: { rateLimit },
      },
      async (request, reply) => {
        const id = idOf(request, 'company');
        const sealed = resultsSealed(await ctx.admin.election.view());
        const removed = unwrap(await repo.removeCompany(id, sealed), 'company');
        await act(request, 'company.delete', `company:${id}`, { before: removed });
        return reply.code(204).send();
      },
    );
  };
}
