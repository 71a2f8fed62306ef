/**
 * The JSON schema of a registry field in a request body (docs/decisions/020): its ajv format and
 * maxLength, taken from src/domain/fields.ts. Plain data, so both the API host (its route schemas)
 * and the web (the types derived from them, decision 201) may import it. The formats themselves
 * (functions) are registered by the server (src/server/formats.ts).
 */
import { fields, type FieldKey } from '../fields';

/** ajv format names that are not the registry key (the e-mail's predates the registry). */
export const FORMAT_NAMES = {
  botCheck: 'bot-check',
  email: 'voter-email',
  codigoVerificacao: 'codigo-verificacao',
} as const satisfies Partial<Record<FieldKey, string>>;

/** The ajv format of a registry field, as a literal type. */
export type FormatName<K extends FieldKey> = K extends keyof typeof FORMAT_NAMES
  ? (typeof FORMAT_NAMES)[K]
  : K;

export function formatName<const K extends FieldKey>(key: K): FormatName<K> {
  const renamed: Partial<Record<FieldKey, string>> = FORMAT_NAMES;
  return (renamed[key] ?? key) as FormatName<K>;
}

/** A registry field's schema: `{ type: 'string', format, maxLength }` (maxLength: a cheap bound first). */
export interface FieldSchema<K extends FieldKey> {
  readonly type: 'string';
  readonly format: FormatName<K>;
  readonly maxLength: number;
}

/** The JSON schema of a registry field in a request body, keeping its literal type. */
export function fieldSchema<const K extends FieldKey>(key: K): FieldSchema<K> {
  return { type: 'string', format: formatName(key), maxLength: fields[key].maxLength };
}

/** The API name of each field of `keys`, in order (a tuple of literals, for `required`). */
type NamesOf<Keys extends readonly FieldKey[]> = {
  readonly [I in keyof Keys]: Keys[I] extends FieldKey ? (typeof fields)[Keys[I]]['name'] : never;
};

/** The properties of a body made of registry fields, each under its API name. */
type PropertiesOf<Keys extends readonly FieldKey[]> = {
  readonly [K in Keys[number] as (typeof fields)[K]['name']]: FieldSchema<K>;
};

/**
 * A request body made of the given registry fields, all required, nothing else; built as data
 * but typed literally (a `FromSchema` of it names every field), which `Object.fromEntries` is not.
 */
export function fieldsBody<const Keys extends readonly FieldKey[]>(keys: Keys) {
  const properties: Record<string, FieldSchema<FieldKey>> = {};
  for (const key of keys) properties[fields[key].name] = fieldSchema(key);
  return {
    type: 'object',
    required: keys.map((key) => fields[key].name) as unknown as NamesOf<Keys>,
    additionalProperties: false,
    properties: properties as PropertiesOf<Keys>,
  } as const;
}
