/**
 * The awards' routes (issue 41 §2, decision 317), every answer from what a publication stored
 * when it was made (publications.awards_json and seals_json, migration 022), never from the
 * live catalogue, edition or votes:
 *
 * - GET /api/awards: every edition whose publication stands, newest year first, with each
 *   category's winners (ETag: a client revalidates for a 304).
 * - GET /api/awards/{year}/results.json, /ata.pdf, /receipts.txt: that edition's published
 *   results, ata and receipts list (the current edition's are also at /api/results…).
 * - GET /api/awards/{year}/{slug}: a seal's verification.
 * - GET /api/admin/awards/{year}/{slug}/seal.svg[?vencedora=N]: a winner's seal, the bytes
 *   stored at publication, as an attachment (N: which of a tie's winners, from 1).
 */
import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { awardsMessages } from '../../../domain/awardsMessages';
import { publicResults } from '../../../domain/schemas/adminApi';
import { awardsArchive, sealCheckAnswer } from '../../../domain/schemas/awardsApi';
import type { AppContext } from '../../context';
import { HttpError } from '../../errors';
import { errors } from '../../http/schemas';
import { etagMatches, sendAttachment, sendNotModified } from '../../http/sendRaw';
import type { Api } from '../../typeProvider';
import {
  editionPublication,
  publicationSeals,
  publishedEditions,
  type PublishedEdition,
} from '../election';
import { receiptsFileOf, sendReceiptsFile } from '../receipts';

const m = awardsMessages.api;

const yearParam = { type: 'string', maxLength: 8 } as const;
const yearParams = { type: 'object', required: ['year'], properties: { year: yearParam } } as const;
const yearSlugParams = {
  type: 'object',
  required: ['year', 'slug'],
  properties: { year: yearParam, slug: { type: 'string', maxLength: 400 } },
} as const;

/** A four-digit year from the address, or a 404 saying how one looks. */
function yearOf(raw: string): number {
  if (!/^\d{4}$/.test(raw)) throw new HttpError(404, m.yearInvalid);
  return Number(raw);
}

/** The slug as the address carries it: find-my-way decodes it; lower case for a typed one. */
const slugOf = (raw: string) => raw.trim().toLocaleLowerCase('pt-BR');

const etagOf = (text: string | Buffer) =>
  `"${createHash('sha256').update(text).digest('hex').slice(0, 32)}"`;

/** Sets the validators; true when the client's copy still stands (answer 304). */
function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply
    .header('etag', etag)
    .header('cache-control', 'public, max-age=60, must-revalidate')
    .header('vary', 'accept-encoding');
  return etagMatches(request, etag);
}

/** The archive's answer (also what its ETag is made of). */
function archiveOf(editions: PublishedEdition[]) {
  return {
    data: editions.map((e) => ({
      year: e.year,
      award: e.awards.award,
      publishedAt: e.publishedAt,
      version: e.version,
      categories: e.awards.categories,
    })),
  };
}

export function publicAwardsRoutes(ctx: AppContext) {
  const rateLimit = { max: ctx.config.rateLimit.apiPerMinute, timeWindow: '1 minute' };
  const { db } = ctx.database;

  async function published(rawYear: string) {
    const found = await editionPublication(db, yearOf(rawYear));
    if (!found) throw new HttpError(404, m.noEdition);
    return found;
  }

  return async function routes(app: Api) {
    app.get(
      '/awards',
      {
        schema: { response: { 200: awardsArchive, ...errors(429, 500) } },
        config: { rateLimit },
      },
      async (request, reply) => {
        const archive = archiveOf(await publishedEditions(db));
        if (notModified(request, reply, etagOf(JSON.stringify(archive)))) {
          return sendNotModified(reply);
        }
        return archive;
      },
    );

    app.get(
      '/awards/:year/results.json',
      {
        schema: {
          params: yearParams,
          response: { 200: publicResults, ...errors(404, 429, 500) },
        },
        config: { rateLimit },
      },
      async (request) => {
        const { content } = await published(request.params.year);
        if (content.results) return content.results;
        // A publication from before issue 36 stored no results: its ata's figures are them.
        return {
          data: content.snapshot.categories.map((c) => ({
            category: c.category,
            companies: c.companies.map(({ name, votes }) => ({ name, votes })),
          })),
        };
      },
    );

    app.get(
      '/awards/:year/ata.pdf',
      {
        schema: {
          params: yearParams,
          response: { ...errors(404, 429, 500) },
        },
        config: { rateLimit },
      },
      async (request, reply) => {
        const { content, year } = await published(request.params.year);
        if (!content.pdf) throw new HttpError(404, m.documentMissing);
        if (notModified(request, reply, etagOf(content.pdf))) return sendNotModified(reply);
        const name = `ata-de-apuracao-${year}.pdf`;
        return sendAttachment(reply, 'application/pdf', name, content.pdf);
      },
    );

    app.get(
      '/awards/:year/receipts.txt',
      {
        schema: {
          params: yearParams,
          response: { ...errors(404, 429, 500) },
        },
        // The list's own budget, as /results/receipts.txt (the largest public answer).
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const { content, year } = await published(request.params.year);
        if (!content.receipts) throw new HttpError(404, m.documentMissing);
        const file = receiptsFileOf(content.receipts.counted, true);
        return sendReceiptsFile(request, reply, file, { fileName: `recibos-${year}.txt` });
      },
    );

    app.get(
      '/awards/:year/:slug',
      {
        schema: {
          params: yearSlugParams,
          response: { 200: sealCheckAnswer, ...errors(404, 429, 500) },
        },
        config: { rateLimit },
      },
      async (request) => {
        const year = yearOf(request.params.year);
        const slug = slugOf(request.params.slug);
        const edition = (await publishedEditions(db)).find((e) => e.year === year);
        if (!edition) {
          const message = m.noEditionAnswer(year);
          const none = { award: null, category: null, publishedAt: null, winners: [] as string[] };
          return { year, slug, outcome: 'no-edition' as const, ...none, message };
        }
        const found = edition.awards.categories.find((c) => c.slug === slug);
        const known = {
          year,
          slug,
          award: edition.awards.award,
          publishedAt: edition.publishedAt,
          category: found?.category ?? null,
          winners: found?.winners ?? [],
        };
        if (!found)
          return { ...known, outcome: 'no-category' as const, message: m.noCategory(year) };
        const { category, winners } = found;
        return winners.length === 0
          ? { ...known, outcome: 'no-votes' as const, message: m.noVotes(category, year) }
          : { ...known, outcome: 'won' as const, message: m.won(winners, category, year) };
      },
    );
  };
}

export function adminAwardsRoutes(ctx: AppContext) {
  const rateLimit = { max: ctx.config.rateLimit.apiPerMinute, timeWindow: '1 minute' };
  const { db } = ctx.database;

  return async function routes(app: Api) {
    app.get(
      '/awards/:year/:slug/seal.svg',
      {
        schema: {
          params: yearSlugParams,
          querystring: {
            type: 'object',
            properties: { vencedora: { type: 'string', maxLength: 4 } },
          },
          response: { ...errors(401, 403, 404, 429, 500) },
        },
        config: { rateLimit },
      },
      async (request, reply) => {
        const year = yearOf(request.params.year);
        const slug = slugOf(request.params.slug);
        const raw = request.query.vencedora ?? '1';
        const place = /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : 0;
        const edition = (await publishedEditions(db)).find((e) => e.year === year);
        if (!edition) throw new HttpError(404, m.noEdition);
        const seal = (await publicationSeals(db, edition.publicationId)).find(
          (s) => s.slug === slug && s.place === place,
        );
        if (!seal) throw new HttpError(404, m.sealNotFound);
        const suffix = seal.place > 1 ? `-${seal.place}` : '';
        const etag = etagOf(seal.svg);
        reply.header('etag', etag).header('cache-control', 'private, no-cache');
        if (etagMatches(request, etag)) return sendNotModified(reply);
        const name = `selo-${year}-${encodeURIComponent(slug)}${suffix}.svg`;
        return sendAttachment(reply, 'image/svg+xml; charset=utf-8', name, seal.svg);
      },
    );
  };
}
