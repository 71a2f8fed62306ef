/**
 * The one registry of the sign-up and sign-in fields (docs/decisions/020): for each field its
 * name in the API body, label, mask, the normal form it is stored and compared in, the checks of
 * spec section 5 and its maximum length. The web form's Yup rules
 * (src/containers/shared/fieldRules.ts) and the server's ajv formats, JSON-schema constraints,
 * field order and normalisation (src/server/fieldRegistry.ts) are generated from it, so the form
 * and the API accept exactly the same values.
 *
 * Conventions:
 * - `validate(raw)` takes what the user typed (masked or bare) or what a client sent, and returns
 *   the key of its message in `messages.validation`, or null. Every check of a field gives the
 *   same message (the spec has one per field), so the first failing check decides nothing more.
 * - Lengths are counted in code points (as ajv's `maxLength` counts them), on the raw value and on
 *   its normal form, so a value the form accepts and sends normalised is accepted by the API too.
 * - `normalise` is idempotent and a valid value's normal form is valid: the web app sends
 *   `normalise(value)`, the server stores `normalise(body[name])`.
 */
import { NAME_MIN_LENGTH } from './constants';
import { CPF_DIGITS, isValidCpf } from './cpf';
import { onlyDigits } from './digits';
import { CELULAR_MASK, CODE_MASK, CPF_MASK, applyMask, type MaskPattern } from './masks';
import { messages } from './messages';

/** A key of `messages.validation`: what a field answers when a check fails. */
export type ValidationKey = keyof typeof messages.validation;

/** One check of a field: true when the value passes it. */
type Check = (raw: string, normal: string) => boolean;

export interface FieldSpec {
  /** The property in the API body (and in the server's `errors` map). */
  readonly name: string;
  /** The label the form shows (a string of src/domain/messages.ts). */
  readonly label: string;
  /** The input mask (spec notation, '9' for a digit), if the form masks the field. */
  readonly mask?: MaskPattern;
  /** The longest raw value and normal form accepted, in code points. */
  readonly maxLength: number;
  /** The message when any check fails. */
  readonly message: ValidationKey;
  /** What the form shows for `raw` (the mask applied), or `raw` when the field has no mask. */
  format(raw: string): string;
  /** The canonical value: what the web app sends and the server stores and compares. */
  normalise(raw: string): string;
  /** The key of the field's message when `raw` fails a check of spec section 5, else null. */
  validate(raw: string): ValidationKey | null;
}

const codePoints = (value: string): number => {
  let count = 0;
  for (const _ of value) count++;
  return count;
};

function defineField<const Name extends string>(definition: {
  name: Name;
  label: string;
  mask?: MaskPattern;
  maxLength: number;
  message: ValidationKey;
  normalise: (raw: string) => string;
  /** In the spec's order. */
  checks: readonly Check[];
}): FieldSpec & { readonly name: Name } {
  const { mask, maxLength, message, normalise, checks } = definition;
  return {
    name: definition.name,
    label: definition.label,
    ...(mask === undefined ? {} : { mask }),
    maxLength,
    message,
    format: (raw) => (mask === undefined ? raw : applyMask(mask, raw)),
    normalise,
    validate(raw) {
      // Before anything else, so no check ever runs over a huge value.
      if (codePoints(raw) > maxLength) return message;
      const normal = normalise(raw);
      if (codePoints(normal) > maxLength) return message;
      return checks.every((check) => check(raw, normal)) ? null : message;
    },
  };
}

const identity = (value: string) => value;

/**
 * The name rule beyond the specification's length (docs/decisions/085): names are kept in Unicode
 * NFC, and characters that do not show (bidi controls that reorder what an operator reads,
 * zero-width and other format characters, control characters, fillers) are refused with the
 * specification's 'Nome inválido.'. Cc (controls), Cf (format: bidi marks and isolates U+200E/F,
 * U+202A–E, U+2066–9, U+061C, zero-width U+200B–D, U+2060, U+FEFF, soft hyphen, tags…), Co/Cn
 * (private use, unassigned), line and paragraph separators, and the blank "filler" letters
 * (Hangul, Braille blank). Checked on the value as typed: trimming would drop a U+FEFF.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u115F\u1160\u180E\u2800\u3164\uFFA0]/u;

/** A name's normal form: NFC, trimmed, inner runs of spaces collapsed to one. */
const normaliseName = (value: string): string => value.normalize('NFC').trim().replace(/\s+/g, ' ');

/** An address with one '@', a local part and a dotted domain (ASCII; what mail servers take). */
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** Digits, the celular mask's literals and spaces: anything else is not a phone number. */
const CELULAR_CHARACTERS = /^[\d\s()-]*$/;
/** Celular: 15 characters masked, i.e. 11 digits (DDD and the 9-digit number); spec section 9. */
export const CELULAR_DIGITS = 11;

/**
 * The fields in the order spec section 5 checks them (the bot check first), then the code of
 * /acesso. The first failing field's message is the one shown (web) or that leads (API).
 */
export const fields = {
  botCheck: defineField({
    name: 'cf-turnstile-response',
    label: messages.botCheck.widgetLabel,
    maxLength: 2048,
    message: 'botCheck',
    normalise: identity,
    checks: [(raw) => raw.length > 0],
  }),
  nome: defineField({
    name: 'nome',
    label: messages.register.nomeLabel,
    maxLength: 200,
    message: 'nome',
    normalise: normaliseName,
    checks: [
      // 1. At least 3 characters once trimmed (spec section 5).
      (_raw, normal) => codePoints(normal) >= NAME_MIN_LENGTH,
      // Beyond the spec (docs/decisions/085): nothing invisible (bidi, zero-width, controls…).
      (raw) => !INVISIBLE.test(raw),
    ],
  }),
  email: defineField({
    name: 'email',
    label: messages.register.emailLabel,
    maxLength: 254,
    message: 'email',
    normalise: (raw) => raw.trim().toLowerCase(),
    checks: [
      // 1. Has an '@' (spec section 5).
      (_raw, normal) => normal.includes('@'),
      // 2. Is an address the server can mail the code to (what the API always demanded).
      (_raw, normal) => EMAIL.test(normal),
    ],
  }),
  celular: defineField({
    name: 'celular',
    label: messages.register.celularLabel,
    mask: CELULAR_MASK,
    maxLength: 20,
    message: 'celular',
    normalise: onlyDigits,
    checks: [
      (raw) => CELULAR_CHARACTERS.test(raw),
      // 1. Not shorter than 15 characters masked: 11 digits (spec sections 5 and 9).
      (_raw, normal) => normal.length === CELULAR_DIGITS,
    ],
  }),
  cpf: defineField({
    name: 'cpf',
    label: messages.register.cpfLabel,
    mask: CPF_MASK,
    maxLength: CPF_MASK.length,
    message: 'cpf',
    normalise: onlyDigits,
    checks: [
      // 1. Not shorter than 14 characters masked: 11 digits (spec sections 5 and 9).
      (_raw, normal) => normal.length === CPF_DIGITS,
      // 2. Only digits and the mask's '.', '-'; not all the same digit; both check digits right.
      (raw) => isValidCpf(raw),
    ],
  }),
  codigoVerificacao: defineField({
    name: 'codigoVerificacao',
    label: messages.access.codeLabel,
    mask: CODE_MASK,
    maxLength: CODE_MASK.length,
    message: 'code',
    normalise: onlyDigits,
    // Six digits, nothing else: the form's mask has already dropped anything that is not one.
    checks: [(raw) => /^[0-9]{6}$/.test(raw)],
  }),
} as const satisfies Record<string, FieldSpec>;

export type FieldKey = keyof typeof fields;

/** The registry's keys in the spec's order. */
export const FIELD_KEYS = Object.keys(fields) as FieldKey[];

/**
 * The sign-up body (POST /auth/register) in the spec's order: the API's body schema, the register
 * form's rules and the voter row stored follow from this list (docs/decisions/020).
 */
export const REGISTER_FIELDS = [
  'botCheck',
  'nome',
  'email',
  'celular',
  'cpf',
] as const satisfies readonly FieldKey[];

export type RegisterFieldKey = (typeof REGISTER_FIELDS)[number];

/** POST /auth/register body: every REGISTER_FIELDS entry under its API name. */
export type RegisterPayload = {
  [K in RegisterFieldKey as (typeof fields)[K]['name']]: string;
};
