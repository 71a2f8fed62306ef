/** POST /admin/reminders/preview, POST /admin/reminders, GET /admin/reminders/current. */
import type { JSONSchema } from 'json-schema-to-ts';

import {
  REMINDER_BODY_MAX,
  REMINDER_SUBJECT_MAX,
  type ReminderDraft,
} from '../../../domain/reminders';
import { reminderPreview, reminderProgress } from '../../../domain/schemas/trustApi';
import { trustMessages } from '../../../domain/trustMessages';
import type { AppContext } from '../../context';
import { HttpError } from '../../errors';
import { errors } from '../../http/schemas';
import type { Api } from '../../typeProvider';
import type { ElectionService } from '../election';
import { operatorOf } from '../operators';

import type { Reminders, SendRefusal } from './reminders';

const draftBody = {
  type: 'object',
  required: ['subject', 'body'],
  additionalProperties: false,
  properties: {
    subject: { type: 'string', maxLength: 1000 },
    body: { type: 'string', maxLength: 20_000 },
  },
} as const satisfies JSONSchema;

const m = trustMessages.reminders;

const SEND_REFUSALS: Record<SendRefusal, string> = {
  'not-open': m.notOpen,
  'too-soon': m.tooSoon,
  'no-recipients': m.noRecipients,
};

// eslint-disable-next-line no-control-regex -- control characters are what is refused
const SUBJECT_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- line breaks and tabs are fine in the text
const BODY_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Trimmed, within limits, no control characters but line breaks and tabs in the text. */
function checkDraft(draft: ReminderDraft): ReminderDraft {
  const subject = draft.subject.trim();
  const body = draft.body.trim();
  const errorsFound: Record<string, string> = {};
  if (!subject || subject.length > REMINDER_SUBJECT_MAX || SUBJECT_CONTROL.test(subject)) {
    errorsFound.subject = m.subjectInvalid;
  }
  if (!body || body.length > REMINDER_BODY_MAX || BODY_CONTROL.test(body)) {
    errorsFound.body = m.bodyInvalid;
  }
  const first = Object.values(errorsFound)[0];
  if (first) throw new HttpError(422, first, { errors: errorsFound });
  return { subject, body };
}

export function adminReminderRoutes(
  ctx: AppContext,
  reminders: Reminders,
  election: ElectionService,
) {
  const rateLimit = { max: ctx.config.rateLimit.apiPerMinute, timeWindow: '1 minute' };

  return async function routes(app: Api) {
    app.post(
      '/reminders/preview',
      {
        schema: {
          body: draftBody,
          response: {
            200: reminderPreview,
            ...errors(400, 401, 403, 413, 415, 422, 429, 500),
          },
        },
        config: { rateLimit },
      },
      async (request) => reminders.preview(checkDraft(request.body)),
    );

    app.post(
      '/reminders',
      {
        schema: {
          body: draftBody,
          response: {
            202: reminderProgress,
            ...errors(400, 401, 403, 409, 413, 415, 422, 429, 500),
          },
        },
        config: { rateLimit },
      },
      async (request, reply) => {
        const draft = checkDraft(request.body);
        const open = (await election.status()) === 'open';
        const result = await reminders.send(draft, operatorOf(request).email, open);
        if (!result.ok) throw new HttpError(409, SEND_REFUSALS[result.refusal]);
        return reply.code(202).send(result.progress);
      },
    );

    app.get(
      '/reminders/current',
      {
        schema: {
          response: {
            200: { anyOf: [reminderProgress, { type: 'null' }] },
            ...errors(401, 403, 429, 500),
          },
        },
        config: { rateLimit },
      },
      async () => reminders.latest(),
    );
  };
}
