import {
  type Client,
  clientErrors,
  clientSchema,
  type DuplicateClient,
  messages as domainMessages,
} from '@rota/domain';
import {
  CLIENT_FORM_FIELDS,
  type ClientBase,
  type ClientFormField,
  type ClientFormValues,
  valuesToClient,
} from './client-form-values.ts';

/** One pt-BR message per field of the form. */
export type ClientFormErrors = Partial<Record<ClientFormField, string>>;

export interface ClientValidation {
  /** The client to save (the schema's output), or null when something is wrong. */
  client: Client | null;
  errors: ClientFormErrors;
  /** Problems on fields the form does not show (kept values the schema refused). */
  other: string[];
}

const isFormField = (key: string): key is ClientFormField =>
  CLIENT_FORM_FIELDS.some((field) => field === key);

/**
 * Field errors by field (the first message of each), from any `{ field: [messages] }`: the
 * schema's, `clientErrors`' or a server's 422. Keys the form has no field for go to `other`.
 */
export function toFormErrors(byField: Record<string, readonly string[] | undefined>): {
  errors: ClientFormErrors;
  other: string[];
} {
  const errors: ClientFormErrors = {};
  const other: string[] = [];
  for (const [key, list] of Object.entries(byField)) {
    const [first] = list ?? [];
    if (!first) continue;
    const field = key.split('.')[0] ?? key;
    if (isFormField(field)) errors[field] ??= first;
    else other.push(first);
  }
  return { errors, other };
}

/**
 * The form checked as the server will check it (CONTRIBUTING "One schema per shape"): the CNPJ
 * or CPF the chosen type expects, `clientSchema` (pt-BR through the domain's error map), then
 * `clientErrors` — duplicate document naming the other client, inscrição estadual for the UF,
 * city in the UF. `duplicate` is the device's client with the same document, if any.
 */
export function validateClient(
  values: ClientFormValues,
  base: ClientBase,
  duplicate: DuplicateClient | null,
): ClientValidation {
  const candidate = valuesToClient(values, base);
  const byField: Record<string, string[]> = {};
  const length = values.personType === 'PJ' ? 14 : 11;
  if (candidate.document === '') byField.document = [domainMessages.required];
  else if (candidate.document.length !== length)
    byField.document = [values.personType === 'PJ' ? domainMessages.invalidCnpj : domainMessages.invalidCpf];

  const parsed = clientSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join('.') || 'name';
      byField[key] ??= [issue.message];
    }
  }
  const checked = clientErrors(candidate, duplicate);
  for (const [key, list] of Object.entries(checked)) byField[key] ??= list ?? [];

  const { errors, other } = toFormErrors(byField);
  const valid = parsed.success && Object.keys(errors).length === 0 && other.length === 0;
  return { client: valid ? parsed.data : null, errors, other };
}
