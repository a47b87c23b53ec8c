import { createGeneratorSync } from 'json-schema-faker';
import type { DocumentParameter, JsonSchema, Operation } from './openapi-operations.ts';
import { jsonProblem, wireValueValid } from './schema-validators.ts';

/** A request as it travels: path parameters and query values as text, the body as JSON. */
export interface GeneratedRequest {
  kind: 'valid' | 'invalid';
  /** For an invalid request: what was broken. */
  broken?: string;
  params: Record<string, string>;
  query: [string, string][];
  body: unknown;
}

/** Values seen in earlier answers, by field name: a path parameter may name a record that exists. */
export type KnownValues = Map<string, Set<string>>;

function atMostThreeDecimals(value: unknown): unknown {
  if (typeof value === 'number' && !Number.isInteger(value)) return Math.trunc(value * 1000) / 1000;
  if (Array.isArray(value)) return value.map(atMostThreeDecimals);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, atMostThreeDecimals(inner)]));
  return value;
}

/** How a value travels in a path or query: text, as `String` writes it. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Texts a path or query value may be that break a schema: the first its schema refuses is used. */
function invalidTexts(schema: JsonSchema): string[] {
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 0;
  return ['x', '-1', '1.5', '99999999999999999999', '', ...(maxLength ? ['a'.repeat(maxLength + 1)] : [])];
}

/** JSON values of other types than `value`: the first the schema refuses is used. */
function wrongTypes(value: unknown): unknown[] {
  if (typeof value === 'string') return [12345, true, null, {}];
  if (typeof value === 'number') return ['x', true, null, {}];
  if (typeof value === 'boolean') return ['x', 12345, null];
  if (Array.isArray(value)) return ['x', {}, 12345];
  if (value === null) return [12345, 'x', {}];
  return ['x', [], 12345];
}

/**
 * Requests for one operation from its schemas in the document, with json-schema-faker on a fixed
 * seed (the same requests on every run): `valid` ones hold to every parameter's and the body's
 * schema (each checked with ajv before it is sent), `invalid` ones break exactly one of them —
 * a required parameter or body field left out, a parameter's text or a body field of the wrong
 * type or range, the body of another type — and ajv confirms the break. Bulk rows are never
 * broken one by one: the document says a bad row is answered in the 200's `errors`.
 */
export function requestGenerator(operation: Operation, seed: number, known: KnownValues) {
  const faker = createGeneratorSync({
    seed,
    optionalsProbability: 0.5,
    // Few rows per list: a bulk call's 5,000 would be slow, and one row finds what many do.
    maxItems: 4,
    // Dates around today: periods a report accepts (at most 2 years) come up, not only 1970–2025.
    minDateTime: '2025-12-01T00:00:00Z',
    maxDateTime: '2027-06-01T00:00:00Z',
  });
  /** A pick on the same seeded generator. */
  const pick = <T>(items: readonly T[]): T | undefined =>
    items.length === 0
      ? undefined
      : items[faker.generate({ type: 'integer', minimum: 0, maximum: items.length - 1 }) as number];
  /**
   * A generated value with every fraction cut to 3 decimals: the document says (in words, on every
   * quantity) that numbers take at most 3, which JSON Schema's float `multipleOf` cannot say safely.
   */
  const generate = (schema: JsonSchema): unknown => atMostThreeDecimals(faker.generate(schema));

  function parameterText(parameter: DocumentParameter): string {
    const seen = [...(known.get(parameter.name) ?? [])].filter((text) =>
      wireValueValid(parameter.schema, text),
    );
    if (seen.length > 0 && pick([true, false])) return pick(seen) as string;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const text = asText(generate(parameter.schema));
      if (wireValueValid(parameter.schema, text)) return text;
    }
    throw new Error(`${operation.id}: nenhum valor válido gerado para ${parameter.name}`);
  }

  function validBody(schema: JsonSchema): unknown {
    let problem: string | null = null;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const body = generate(schema);
      problem = jsonProblem(schema, body);
      if (!problem) return body;
    }
    throw new Error(`${operation.id}: nenhum corpo válido gerado: ${problem}`);
  }

  function validRequest(): GeneratedRequest {
    const params: Record<string, string> = {};
    const query: [string, string][] = [];
    for (const parameter of operation.parameters) {
      if (parameter.in === 'path') params[parameter.name] = parameterText(parameter);
      else if (parameter.required || pick([true, false]))
        query.push([parameter.name, parameterText(parameter)]);
    }
    return { kind: 'valid', params, query, body: operation.body ? validBody(operation.body) : undefined };
  }

  /** The ways one valid request can be broken, each checked against the schema it breaks. */
  function breaks(request: GeneratedRequest): GeneratedRequest[] {
    const found: GeneratedRequest[] = [];
    for (const parameter of operation.parameters) {
      const text = invalidTexts(parameter.schema).find(
        (candidate) => !wireValueValid(parameter.schema, candidate),
      );
      if (parameter.in === 'path') {
        if (text !== undefined)
          found.push({
            ...request,
            kind: 'invalid',
            broken: `caminho ${parameter.name}=${text}`,
            params: { ...request.params, [parameter.name]: text },
          });
        continue;
      }
      const others = request.query.filter(([name]) => name !== parameter.name);
      if (parameter.required)
        found.push({ ...request, kind: 'invalid', broken: `sem ${parameter.name}`, query: others });
      if (text !== undefined)
        found.push({
          ...request,
          kind: 'invalid',
          broken: `${parameter.name}=${text}`,
          query: [...others, [parameter.name, text]],
        });
    }
    const schema = operation.body;
    const body = request.body;
    if (schema && body !== null && typeof body === 'object' && !Array.isArray(body)) {
      const fields = body as Record<string, unknown>;
      for (const name of (schema.required as string[] | undefined) ?? []) {
        const { [name]: _, ...rest } = fields;
        found.push({ ...request, kind: 'invalid', broken: `corpo sem ${name}`, body: rest });
      }
      for (const [name, value] of Object.entries(fields)) {
        const wrong = wrongTypes(value).find((candidate) =>
          jsonProblem(schema, { ...fields, [name]: candidate }),
        );
        if (wrong !== undefined)
          found.push({
            ...request,
            kind: 'invalid',
            broken: `corpo ${name}=${JSON.stringify(wrong)}`,
            body: { ...fields, [name]: wrong },
          });
      }
    }
    if (schema) {
      const wrong = wrongTypes(body).find((candidate) => jsonProblem(schema, candidate));
      if (wrong !== undefined)
        found.push({ ...request, kind: 'invalid', broken: `corpo ${JSON.stringify(wrong)}`, body: wrong });
    }
    return found;
  }

  return {
    valid: validRequest,
    /** One broken request, or null when the operation takes nothing that can be broken. */
    invalid(): GeneratedRequest | null {
      return pick(breaks(validRequest())) ?? null;
    },
  };
}
