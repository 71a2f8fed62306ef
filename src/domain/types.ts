/**
 * Shapes shared by the web app and the API host (spec section 3). An API body's type is derived
 * from its JSON schema (src/domain/schemas/, docs/decisions/201), the one the API validates and
 * serialises with; the hand-written types below are those no API schema describes (a token's
 * payload, what the browser stores, a dialog's outcome).
 */
import type { FromSchema } from 'json-schema-to-ts';

import type {
  edition,
  editionsList,
  memberImportBody,
  memberImportResult,
} from './schemas/editionsApi';
import type {
  accessToken,
  categoriesResponse,
  errorBody,
  registerBody,
  runtimeConfig,
  sendCodeAnswer,
  sendCodeBody,
  validateCodeBody,
  validateLinkBody,
  voteBody,
} from './schemas/voterApi';

/** GET /categories/app answer. */
export type CategoriesResponse = FromSchema<typeof categoriesResponse>;

/** One category of the ballot; `receipt`: the vote's receipt code (issue 26), null or absent until the voter votes here. */
export type Category = CategoriesResponse['data'][number];

export type Company = Category['companies'][number];

/** POST /auth/register body (each field in its normal form: cpf and celular as digits). */
export type RegisterPayload = FromSchema<typeof registerBody>;

/** POST /auth/send-otp-code body; `cf-turnstile-response` only on a retry after a 428 (ApiErrorExtras.botCheckRequired). */
export type SendCodePayload = FromSchema<typeof sendCodeBody>;

/** POST /auth/validate-otp-code body; `cf-turnstile-response` only on a retry after a 428. */
export type ValidateCodePayload = FromSchema<typeof validateCodeBody>;

/** POST /auth/validate-otp-link body: the token of a code e-mail's sign-in link. */
export type ValidateLinkPayload = FromSchema<typeof validateLinkBody>;

/** POST /auth/validate-otp-code (and -link) answer. */
export type LoginResponse = FromSchema<typeof accessToken>;

/** POST /votes body. */
export type VotePayload = FromSchema<typeof voteBody>;

/** Access-token payload (HS256 JWT). */
export interface TokenPayload {
  id: number;
  nome: string;
  email: string;
  iat?: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** The signed-in user as kept in localStorage under the key `user`. */
export interface StoredUser {
  id: number;
  name: string;
  mail: string;
}

/** Error body of every API failure (the schema of every error status). */
type ErrorBody = FromSchema<typeof errorBody>;

/** `message`, and per-field `errors` on a 422. */
export type ApiErrorBody = Pick<ErrorBody, 'message' | 'errors'>;

/** An edition of the award and its state (GET /admin/editions, issue 41 §1). */
export type EditionSummary = FromSchema<typeof edition>;

/** POST /admin/members/import answer: the current edition's member list (decision 321). */
export type MemberImportResult = FromSchema<typeof memberImportResult>;

/** POST /admin/members/import body. */
export type MemberImportPayload = FromSchema<typeof memberImportBody>;

/** GET /admin/editions answer: every edition, newest year first. */
export type EditionsList = FromSchema<typeof editionsList>;

/** Served by the API host at /app-config.json: read by the web app at start-up. */
export type RuntimeConfig = FromSchema<typeof runtimeConfig>;

/** The configurable part of the privacy notice (LGPD). Absent from RuntimeConfig: a generic text. */
export type PrivacyNotice = NonNullable<RuntimeConfig['privacy']>;

/** Outcome of a confirmation dialog. */
export type DialogOutcome = 'confirmed' | 'denied' | 'dismissed';

/** Cloudflare's dummy token, produced by its test site keys and by our development bot check. */
export const DEV_BOT_CHECK_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

/**
 * POST /auth/send-otp-code answer (200). The specification does not read it; the web app uses it
 * to say where the code went and for how long. `alreadySent`: a valid code was still pending, so
 * no new e-mail went out (pressing ENTRAR again never burns a code).
 */
export type SendCodeAnswer = FromSchema<typeof sendCodeAnswer>;

/**
 * Extra fields an API error body may carry beyond `message`: how many tries the current code
 * has left (validate-otp-code 401), a demand for the bot check before the call is retried
 * (428 when a CPF is under attack; the retry carries cf-turnstile-response), and when sealed
 * results open (403 while voting is open; null when no close is set).
 */
export type ApiErrorExtras = Omit<ErrorBody, 'message' | 'errors'>;
