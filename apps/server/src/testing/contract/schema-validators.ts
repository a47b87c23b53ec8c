import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonSchema } from './openapi-operations.ts';

/**
 * JSON Schema draft 2020-12 (OpenAPI 3.1's dialect), strict: a keyword ajv does not know fails
 * the compile, so the document cannot drift into what no validator reads. `json` checks bodies as
 * they are; `wire` checks a path or query value as the text it travels as, coerced to the
 * schema's type the way a server reads `?limit=5` as 5.
 */
function validator(coerceTypes: boolean) {
  const ajv = new Ajv2020({ strict: true, allErrors: true, coerceTypes });
  addFormats(ajv);
  const compiled = new Map<JsonSchema, ReturnType<typeof ajv.compile>>();
  return (schema: JsonSchema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };
}

const json = validator(false);
const wire = validator(true);

/** Null when `value` holds to `schema`; else ajv's errors, for the failure message. */
export function jsonProblem(schema: JsonSchema, value: unknown): string | null {
  const validate = json(schema);
  return validate(value) === true ? null : JSON.stringify(validate.errors?.slice(0, 3));
}

const wrapped = new Map<JsonSchema, JsonSchema>();

/** Whether a path or query parameter's text holds to its schema. */
export function wireValueValid(schema: JsonSchema, text: string): boolean {
  let object = wrapped.get(schema);
  if (!object) {
    object = { type: 'object', properties: { value: schema }, required: ['value'] };
    wrapped.set(schema, object);
  }
  return wire(object)({ value: text }) === true;
}
