/** Shapes shared by the web app and the API host (spec section 3). */

export interface Company {
  id: number;
  name: string;
}

export interface Category {
  id: number;
  name: string;
  hasVoted: boolean;
  votedCompanyId: number | null;
  companies: Company[];
  /** The vote's receipt code (issue 26); null or absent until the voter votes here. */
  receipt?: string | null;
}

/** GET /categories/app answer. */
export interface CategoriesResponse {
  data: Category[];
}

/** POST /auth/register body (each field in its normal form: cpf and celular as digits). */
export type { RegisterPayload } from './fields';

/** POST /auth/send-otp-code body. */
export interface SendCodePayload {
  cpf: string;
  /** Only on a retry after a 428 (a CPF under attack; ApiErrorExtras.botCheckRequired). */
  'cf-turnstile-response'?: string;
}

/** POST /auth/validate-otp-code body. */
export interface ValidateCodePayload {
  cpf: string;
  codigoVerificacao: string;
  /** Only on a retry after a 428 (a CPF under attack; ApiErrorExtras.botCheckRequired). */
  'cf-turnstile-response'?: string;
}

/** POST /auth/validate-otp-link body: the token of a code e-mail's sign-in link. */
export interface ValidateLinkPayload {
  token: string;
}

/** POST /auth/validate-otp-code answer. */
export interface LoginResponse {
  accessToken: string;
}

/** POST /votes body. */
export interface VotePayload {
  idCompany: number;
  idCategory: number;
}

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

/** Error body of every API failure. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/** Served by the API host at /app-config.json: read by the web app at start-up. */
export interface RuntimeConfig {
  /** Base URL of the API, e.g. "/api". */
  apiBaseUrl: string;
  /** Cloudflare Turnstile site key; null means the development bot check. */
  turnstileSiteKey: string | null;
  /** Who answers for the personal data (PRIVACY_*), shown on /privacidade. Absent: a generic text. */
  privacy?: PrivacyNotice;
}

/** The configurable part of the privacy notice (LGPD). */
export interface PrivacyNotice {
  controller: string;
  contact: string;
  retentionMonths: number;
}

/** Outcome of a confirmation dialog. */
export type DialogOutcome = 'confirmed' | 'denied' | 'dismissed';

/** Cloudflare's dummy token, produced by its test site keys and by our development bot check. */
export const DEV_BOT_CHECK_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

/**
 * POST /auth/send-otp-code answer (200). The specification does not read it; the web app uses it
 * to say where the code went and for how long. `alreadySent`: a valid code was still pending, so
 * no new e-mail went out (pressing ENTRAR again never burns a code).
 */
export interface SendCodeAnswer {
  /** First letter of the local part, then "•••@" and the domain: "m•••@example.com". */
  maskedEmail: string;
  /** How long the pending code stays valid, in seconds from now. */
  expiresInSeconds: number;
  alreadySent: boolean;
  /**
   * Seconds left of the server's resend cool-down (counted from the send that started it, not
   * from this answer). Absent from older servers: the web app then counts its own 30 s.
   */
  resendInSeconds?: number;
}

/**
 * Extra fields an API error body may carry beyond `message`: how many tries the current code
 * has left (validate-otp-code 401), and a demand for the bot check before the call is retried
 * (answered with status 428 when a CPF is under attack; the retry carries cf-turnstile-response).
 */
export interface ApiErrorExtras {
  triesLeft?: number;
  botCheckRequired?: boolean;
  /** Results sealed (403 while voting is open): when they open, ISO, null when no close is set. */
  unsealsAt?: string | null;
}
