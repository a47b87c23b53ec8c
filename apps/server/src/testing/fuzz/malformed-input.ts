import type { CallDefinition } from '@rota/contract';
import fc from 'fast-check';
import type { z } from 'zod';

/** A value written into the JSON text as is: numbers JSON.stringify cannot produce. */
interface RawJson {
  readonly raw: string;
}
type JsonTree = null | boolean | number | string | RawJson | JsonTree[] | { [key: string]: JsonTree };

const isRaw = (value: unknown): value is RawJson =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  'raw' in value &&
  Object.keys(value).length === 1;

/** Serialises a tree whose leaves may be raw number texts (`1e400`, `-0`, 30-digit integers). */
export function toJsonText(tree: JsonTree): string {
  if (isRaw(tree)) return tree.raw;
  if (Array.isArray(tree)) return `[${tree.map(toJsonText).join(',')}]`;
  if (tree !== null && typeof tree === 'object') {
    return `{${Object.entries(tree)
      .map(([key, value]) => `${JSON.stringify(key)}:${toJsonText(value)}`)
      .join(',')}}`;
  }
  return JSON.stringify(tree);
}

const rawNumbers = [
  '1e308',
  '-1e308',
  '1e400',
  '-1e400',
  '-0',
  '0.0000000000000000000000000001',
  '123456789012345678901234567890',
  '-9223372036854775809',
  '9007199254740993',
  '4.5',
];

/** Strings a careless parser trips on: formats of §3 that are almost right, and worse. */
const nastyStrings = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  '-0',
  '1e308',
  '1e400',
  '0x1F',
  '9999999999999999999999',
  '00000000-0000-0000-0000-000000000000',
  'f47ac10b-58cc-4372-a567-0e02b2c3d47',
  'f47ac10b-58cc-4372-a567-0e02b2c3d479x',
  '11.222.333/0001-81',
  '11222333000180',
  '00000000000000',
  'AB.CDE.FGH/IJKL-MN',
  '2026-02-30',
  '2026-13-01T25:61:00Z',
  '31/12/2026',
  '12345-678',
  "' OR 1=1 --",
  '"; DROP TABLE sales; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\uD800',
  '\u202Eabc',
  'São João d’Aliança — ç ã õ',
  '😀👨‍👩‍👧‍👦',
  'Ω≈ç√∫˜µ≤≥÷',
  '__proto__',
  'constructor',
];

const unicodeString = fc.string({ unit: 'grapheme', maxLength: 40 });
const binaryString = fc.string({ unit: 'binary', maxLength: 40 });
const hugeString = fc.integer({ min: 10_000, max: 200_000 }).map((length) => 'é'.repeat(length));

const scalar: fc.Arbitrary<JsonTree> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(...rawNumbers).map((raw): RawJson => ({ raw })),
  fc.constantFrom(...nastyStrings),
  unicodeString,
  binaryString,
);

/** Any JSON value: scalars, arrays and objects a few levels deep, huge strings now and then. */
export const anyJson: fc.Arbitrary<JsonTree> = fc.letrec<{ value: JsonTree }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: scalar, weight: 6 },
    { arbitrary: hugeString, weight: 1 },
    { arbitrary: fc.array(tie('value'), { maxLength: 5 }), weight: 2 },
    { arbitrary: fc.dictionary(unicodeString, tie('value'), { maxKeys: 5 }), weight: 2 },
  ),
})).value;

/** The keys a body schema expects (every option of a union), so values land on real fields. */
export function bodyKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const definition = (schema as { def?: { type?: string; shape?: object; options?: z.ZodType[] } }).def;
  if (definition?.type === 'object' && definition.shape) return Object.keys(definition.shape);
  if (definition?.type === 'union' && definition.options)
    return [...new Set(definition.options.flatMap(bodyKeys))];
  return [];
}

/** `[[[…]]]` or `{"a":{"a":…}}` nested thousands of levels. */
const deepNesting = fc
  .tuple(fc.integer({ min: 100, max: 20_000 }), fc.boolean())
  .map(([depth, asArray]) =>
    asArray ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** Text sent with `content-type: application/json` that is not JSON, or barely. */
const notJson = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '}',
    '[1,]',
    "{'a':1}",
    '{"a":1}garbage',
    'undefined',
    'NaN',
    '-',
    '\u0000',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '\uFEFF{}',
  ),
  unicodeString,
);

/**
 * The body's keys with lists far longer than any record has (1,000 to 100,000 entries of empty
 * objects, numbers or short strings): what a client sends to make the server parse and answer
 * megabytes (OWASP API4).
 */
export function oversizedArrays(call: CallDefinition): fc.Arbitrary<string> {
  const keys = bodyKeys(call.body);
  const entry = fc.constantFrom('{}', '1', '"x"', 'null', '[]');
  const hugeList = fc
    .tuple(fc.integer({ min: 1_000, max: 100_000 }), entry)
    .map(([length, value]) => `[${Array(length).fill(value).join(',')}]`);
  if (keys.length === 0) return hugeList;
  return fc
    .tuple(fc.subarray(keys, { minLength: 1 }), hugeList)
    .map(([chosen, list]) => `{${chosen.map((key) => `${JSON.stringify(key)}:${list}`).join(',')}}`);
}

/** A body of wrong shape: random JSON, the right keys with wrong values, arrays for objects, or not JSON at all. */
export function malformedBody(call: CallDefinition): fc.Arbitrary<string> {
  const keys = bodyKeys(call.body);
  const rightKeysWrongValues =
    keys.length > 0
      ? fc
          .record(Object.fromEntries(keys.map((key) => [key, anyJson])), { requiredKeys: [] })
          .map((record) => toJsonText(record as JsonTree))
      : anyJson.map(toJsonText);
  return fc.oneof(
    { arbitrary: rightKeysWrongValues, weight: 5 },
    { arbitrary: anyJson.map(toJsonText), weight: 3 },
    {
      arbitrary: fc.array(rightKeysWrongValues, { maxLength: 3 }).map((items) => `[${items.join(',')}]`),
      weight: 1,
    },
    { arbitrary: deepNesting, weight: 1 },
    { arbitrary: notJson, weight: 2 },
    { arbitrary: fc.constant(JSON.stringify({ text: 'x'.repeat(1024 * 1024) })), weight: 1 },
    { arbitrary: oversizedArrays(call), weight: 2 },
  );
}

/** A path parameter: malformed ids, uuids and CNPJs, unicode, huge, or one of `plausible`. */
export function malformedParam(plausible: readonly string[]): fc.Arbitrary<string> {
  return fc
    .oneof(
      { arbitrary: fc.constantFrom(...nastyStrings.filter((value) => value.trim() !== '')), weight: 4 },
      { arbitrary: unicodeString.filter((value) => value.length > 0), weight: 2 },
      { arbitrary: fc.string({ minLength: 101, maxLength: 3_000 }), weight: 1 },
      { arbitrary: fc.integer().map(String), weight: 1 },
      { arbitrary: fc.uuid().map(String), weight: 1 },
      { arbitrary: fc.constantFrom(...plausible), weight: plausible.length > 0 ? 2 : 0 },
    )
    .filter((value) => value.length > 0);
}

/** Query pairs: the call's keys and stray ones, each with a bad value, sometimes repeated. */
export function malformedQuery(call: CallDefinition): fc.Arbitrary<[string, string][]> {
  const keys = Object.keys(call.query?.shape ?? {});
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), unicodeString) : unicodeString;
  // Long, but six of them stay under Node's 16 KiB header limit: a longer URL is refused by
  // Node before the app sees it (431).
  const long = fc.integer({ min: 500, max: 1_500 }).map((length) => 'x'.repeat(length));
  const value = fc.oneof(fc.constantFrom(...nastyStrings), unicodeString, fc.integer().map(String), long);
  return fc.array(fc.tuple(key, value), { maxLength: 6 });
}
