import {
  type Client,
  formatCep,
  normalizeStateRegistration,
  type PersonType,
  personType,
  STATE_REGISTRATION_EXEMPT,
} from '@rota/domain';
import { digitsOf, documentOf, maskDocument, maskPhone } from './masks.ts';

/** What the client form holds: every field as typed (masks included), plus PJ/PF and "Isento". */
export interface ClientFormValues {
  uuid: string;
  personType: PersonType;
  document: string;
  name: string;
  fantasy_name: string;
  state_registration: string;
  stateRegistrationExempt: boolean;
  email: string;
  phone: string;
  mobile: string;
  contact_name: string;
  cep: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  state: string;
  city_iso: string;
  visiting_day: string;
  channel_code_erp: string;
  notes: string;
}

export type ClientFormField = Exclude<keyof ClientFormValues, 'uuid'>;

/** The form's fields in screen order: the first with an error gets the focus. */
export const CLIENT_FORM_FIELDS: readonly ClientFormField[] = [
  'personType',
  'document',
  'name',
  'fantasy_name',
  'state_registration',
  'stateRegistrationExempt',
  'email',
  'phone',
  'mobile',
  'contact_name',
  'cep',
  'street',
  'number',
  'complement',
  'district',
  'state',
  'city_iso',
  'visiting_day',
  'channel_code_erp',
  'notes',
];

/** The §3 fields the form edits; every other field of a stored client keeps its value. */
type EditedField =
  | 'document'
  | 'name'
  | 'fantasy_name'
  | 'state_registration'
  | 'email'
  | 'phone'
  | 'mobile'
  | 'contact_name'
  | 'cep'
  | 'street'
  | 'number'
  | 'complement'
  | 'district'
  | 'state'
  | 'city_iso'
  | 'visiting_day'
  | 'channel_code_erp'
  | 'notes';

/** What the form does not edit: a new client's defaults, or the stored client's values. */
export type ClientBase = Omit<Client, EditedField>;

export function emptyClientValues(uuid: string): ClientFormValues {
  return {
    uuid,
    personType: 'PJ',
    document: '',
    name: '',
    fantasy_name: '',
    state_registration: '',
    stateRegistrationExempt: false,
    email: '',
    phone: '',
    mobile: '',
    contact_name: '',
    cep: '',
    street: '',
    number: '',
    complement: '',
    district: '',
    state: '',
    city_iso: '',
    visiting_day: '',
    channel_code_erp: '',
    notes: '',
  };
}

/** A stored client as the form shows it (PJ/PF from the document, masks applied). */
export function clientToValues(client: Client): ClientFormValues {
  const type = personType(client.document);
  const exempt = client.state_registration?.toUpperCase() === STATE_REGISTRATION_EXEMPT;
  return {
    uuid: client.uuid,
    personType: type,
    document: maskDocument(type, client.document),
    name: client.name,
    fantasy_name: client.fantasy_name ?? '',
    state_registration: exempt ? '' : (client.state_registration ?? ''),
    stateRegistrationExempt: exempt,
    email: client.email ?? '',
    phone: client.phone ? maskPhone(client.phone) : '',
    mobile: client.mobile ? maskPhone(client.mobile) : '',
    contact_name: client.contact_name ?? '',
    cep: client.cep ? formatCep(client.cep) : '',
    street: client.street ?? '',
    number: client.number ?? '',
    complement: client.complement ?? '',
    district: client.district ?? '',
    state: client.state ?? '',
    city_iso: client.city_iso ?? '',
    visiting_day: client.visiting_day ?? '',
    channel_code_erp: client.channel_code_erp ?? '',
    notes: client.notes ?? '',
  };
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());
const digitsOrNull = (value: string) => text(digitsOf(value));

/** The client the form describes, before validation: masks removed, blanks as null. */
export function valuesToClient(values: ClientFormValues, base: ClientBase): Client {
  return {
    ...base,
    uuid: values.uuid,
    document: documentOf(values.personType, values.document),
    name: values.name.trim(),
    fantasy_name: text(values.fantasy_name),
    state_registration: values.stateRegistrationExempt
      ? STATE_REGISTRATION_EXEMPT
      : text(normalizeStateRegistration(values.state_registration)),
    email: text(values.email),
    phone: digitsOrNull(values.phone),
    mobile: digitsOrNull(values.mobile),
    contact_name: text(values.contact_name),
    cep: digitsOrNull(values.cep),
    street: text(values.street),
    number: text(values.number),
    complement: text(values.complement),
    district: text(values.district),
    state: text(values.state),
    city_iso: text(values.city_iso),
    visiting_day: text(values.visiting_day) as Client['visiting_day'],
    channel_code_erp: text(values.channel_code_erp),
    notes: text(values.notes),
  };
}

/** A new client's fields the form does not edit (§3, issue 9): pending credit, no ERP code yet. */
export function newClientBase(uuid: string, companyId: number, sellerCode: string | null): ClientBase {
  return {
    uuid,
    id: null,
    company_id: companyId,
    code_erp: null,
    code_erp_seller: sellerCode,
    inative: 0,
    status: 'Pendente',
    reproved_at: null,
    credit_limit: null,
    credit_blocked: false,
    credit_blocked_reason: null,
    last_visit: null,
    lat: null,
    long: null,
    delivery_addresses: [],
  };
}
