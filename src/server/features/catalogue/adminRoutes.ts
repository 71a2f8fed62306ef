/**
 * The catalogue from the console: GET /admin/catalog, POST /admin/catalog/import (preview with
 * dryRun, all or nothing, the CLI's importer and messages), and add / rename / remove of
 * categories and companies (remove only what no vote references: 409; while results are sealed,
 * no company of a category that has votes: issue 37).
 */
import type { FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';

import { CATALOG_FILE_MAX_BYTES } from '../../../domain/admin';
import { catalogNameProblem } from '../../../domain/catalogName';
import { operatorApiMessages } from '../../../domain/operatorApiMessages';
import { catalogAdmin, importBody, importResult } from '../../../domain/schemas/adminApi';
import type { AppContext } from '../../context';
import { HttpError } from '../../errors';
import { idParams, importErrors, nameBody, namedItem } from '../../http/adminSchemas';
import { fileUpload } from '../../http/fileUpload';
import { errors, noContent } from '../../http/schemas';
import type { Api } from '../../typeProvider';
import type { AdminActionName } from '../audit';
import { resultsSealed, type ElectionService } from '../election';
import { operatorAction } from '../operators';

import { adminCatalogRepository, type CatalogWriteResult } from './adminRepository';
import { normaliseCatalogName } from './import';
import { importCatalogFile } from './importFile';

const m = operatorApiMessages.catalog;
const catalogFile = fileUpload(CATALOG_FILE_MAX_BYTES, m.tooLarge);

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
  if (result.reason === 'slug-clash') throw new HttpError(409, m.categorySlugClash(result.clash));
  if (result.reason === 'category-has-votes') throw new HttpError(409, m.companyWhileSealed);
  throw new HttpError(409, what === 'category' ? m.categoryHasVotes : m.companyHasVotes);
}

export function adminCatalogRoutes(ctx: AppContext, election: ElectionService) {
  const rateLimit = { max: ctx.config.rateLimit.apiPerMinute, timeWindow: '1 minute' };
  const repo = adminCatalogRepository(ctx.database.db, ctx.now);
  const db = ctx.database.db;
  const writeErrors = errors(400, 401, 403, 404, 409, 413, 415, 422, 429, 500);

  const act = (request: FastifyRequest, action: AdminActionName, target: string, detail: object) =>
    operatorAction(ctx, request, { action, target, ...detail });

  return async function routes(app: Api) {
    app.get(
      '/catalog',
      {
        schema: { response: { 200: catalogAdmin, ...errors(401, 403, 429, 500) } },
        config: { rateLimit },
      },
      // While sealed, which companies of a voted category have votes is sealed too (issue 37).
      async () => repo.list(resultsSealed(await election.view())),
    );

    app.post(
      '/catalog/import',
      {
        ...catalogFile.options,
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
        catalogFile.checkSize(content);
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

    // Rename and remove: the same rule for a category and for a company.
    for (const kind of ['category', 'company'] as const) {
      app.patch(
        `/${kind === 'category' ? 'categories' : 'companies'}/:id`,
        {
          schema: {
            params: idParams,
            body: nameBody,
            response: { 200: namedItem, ...writeErrors },
          },
          config: { rateLimit },
        },
        async (request) => {
          const id = idOf(request, kind);
          const renamed = unwrap(await repo.rename(kind, id, validName(request.body.name)), kind);
          await act(request, `${kind}.rename`, `${kind}:${id}`, {
            before: { name: renamed.before },
            after: { name: renamed.name },
          });
          return { id, name: renamed.name };
        },
      );

      app.delete(
        `/${kind === 'category' ? 'categories' : 'companies'}/:id`,
        {
          schema: { params: idParams, response: { 204: noContent, ...writeErrors } },
          config: { rateLimit },
        },
        async (request, reply) => {
          const id = idOf(request, kind);
          const sealed = kind === 'company' && resultsSealed(await election.view());
          const removed = unwrap(await repo.remove(kind, id, sealed), kind);
          await act(request, `${kind}.delete`, `${kind}:${id}`, { before: removed });
          return reply.code(204).send();
        },
      );
    }
  };
}
