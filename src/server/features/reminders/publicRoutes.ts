/**
 * One-click unsubscribe from reminders (RFC 8058), no sign-in: the token in the link is all
 * (reminders/unsubscribe.ts). POST (what mail programs send, `List-Unsubscribe=One-Click`)
 * unsubscribes; GET (a person opening the link) shows a page with one button that POSTs, so a
 * link scanner that follows links does not unsubscribe anyone. Codes are still sent.
 */
import type { JSONSchema } from 'json-schema-to-ts';

import { escapeHtml } from '../../../domain/html';
import { trustMessages } from '../../../domain/trustMessages';
import type { AppContext } from '../../context';
import { currentEditionRow, PREVIOUS_EDITION_CLOSE } from '../../db/currentEdition';
import { HttpError } from '../../errors';
import { PLAIN_PAGE_CSP, plainPage } from '../../http/plainPage';
import { errors } from '../../http/schemas';
import { sendRaw } from '../../http/sendRaw';
import type { Api } from '../../typeProvider';
import { recordAudit } from '../audit';

import { voterOfUnsubscribeToken } from './unsubscribe';

const tokenQuery = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', maxLength: 80 } },
} as const satisfies JSONSchema;

/** The unsubscribe pages, in the app's look, with their own CSP (plainPage.ts). */
const page = (body: string) => plainPage(trustMessages.unsubscribe.title, body);

export function reminderRoutes(ctx: AppContext) {
  const rateLimit = { max: ctx.config.rateLimit.apiPerMinute, timeWindow: '1 minute' };
  const { db } = ctx.database;
  const t = trustMessages.unsubscribe;

  const voterOf = (token: string) => {
    const voterId = voterOfUnsubscribeToken(ctx.secret, token);
    if (voterId === null) throw new HttpError(404, trustMessages.api.unsubscribeInvalid);
    return voterId;
  };

  return async function routes(app: Api) {
    // RFC 8058's POST body is a form holding List-Unsubscribe=One-Click, urlencoded or (its
    // preferred encoding) multipart/form-data; both are kept as text and read by the platform's
    // own form parser (Response#formData) below. Nothing else unsubscribes.
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      app.addContentTypeParser(
        type,
        { parseAs: 'string', bodyLimit: 1024 },
        (_request, body, done) => done(null, body),
      );
    }
    const isOneClick = async (contentType: string | undefined, body: unknown) => {
      if (typeof body !== 'string' || !contentType) return false;
      const form = await new Response(body, { headers: { 'content-type': contentType } })
        .formData()
        .catch(() => null);
      return form?.get('List-Unsubscribe') === 'One-Click';
    };

    app.get(
      '/reminders/unsubscribe',
      { schema: { querystring: tokenQuery }, config: { rateLimit } },
      async (request, reply) => {
        voterOf(request.query.token);
        const action = `?token=${encodeURIComponent(request.query.token)}`;
        return sendRaw(
          reply.type('text/html; charset=utf-8').header('content-security-policy', PLAIN_PAGE_CSP),
          page(
            `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.question)}</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t.button)}</button></form>`,
          ),
        );
      },
    );

    app.post(
      '/reminders/unsubscribe',
      {
        schema: { querystring: tokenQuery, response: { ...errors(400, 404, 413, 415, 429, 500) } },
        config: { rateLimit },
      },
      async (request, reply) => {
        const voterId = voterOf(request.query.token);
        if (!(await isOneClick(request.headers['content-type'], request.body))) {
          throw new HttpError(400, trustMessages.api.unsubscribeBody);
        }
        const at = ctx.now();
        await db.transaction().execute(async (trx) => {
          // Unsubscribed for the current edition (decision 312): a last year's unsubscribe is
          // written over, and a second click this year changes nothing.
          const done = await trx
            .updateTable('voters')
            .set({ reminders_unsubscribed_at: at })
            .where('id', '=', voterId)
            .where((eb) =>
              eb.or([
                eb('reminders_unsubscribed_at', 'is', null),
                eb('reminders_unsubscribed_at', '<=', PREVIOUS_EDITION_CLOSE),
              ]),
            )
            .executeTakeFirst();
          if (Number(done.numUpdatedRows) > 0) {
            const edition = await currentEditionRow(trx).executeTakeFirst();
            await recordAudit(trx, {
              actor: `voter:${voterId}`,
              action: 'voter.unsubscribe',
              target: `voter:${voterId}`,
              after: { edition: edition ? Number(edition.year) : null },
              at,
            });
          }
        });
        const wantsHtml = (request.headers.accept ?? '').includes('text/html');
        return wantsHtml
          ? sendRaw(
              reply
                .type('text/html; charset=utf-8')
                .header('content-security-policy', PLAIN_PAGE_CSP),
              page(`<h1>${escapeHtml(t.title)}</h1><p class="done">${escapeHtml(t.done)}</p>`),
            )
          : // No 200 schema: JSON.stringify writes it (the shape of the error bodies, `{ message }`).
            reply.send({ message: t.done });
      },
    );
  };
}
