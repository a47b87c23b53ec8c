import { clientErrors, type DeliveryAddress, deliveryAddressSchema, formatCep } from '@rota/domain';
import { digitsOf } from './masks.ts';

/** The address part of a form: the client's own, or a delivery address. */
export interface AddressValues {
  cep: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  state: string;
  city_iso: string;
}

export type AddressField = keyof AddressValues;

/** A delivery address as its form holds it. */
export interface DeliveryAddressValues extends AddressValues {
  description: string;
}

export type DeliveryAddressField = keyof DeliveryAddressValues;

export const DELIVERY_ADDRESS_FIELDS: readonly DeliveryAddressField[] = [
  'description',
  'cep',
  'street',
  'number',
  'complement',
  'district',
  'state',
  'city_iso',
];

const isDeliveryAddressField = (key: string): key is DeliveryAddressField =>
  DELIVERY_ADDRESS_FIELDS.some((field) => field === key);

export function emptyDeliveryAddressValues(): DeliveryAddressValues {
  return {
    description: '',
    cep: '',
    street: '',
    number: '',
    complement: '',
    district: '',
    state: '',
    city_iso: '',
  };
}

export function deliveryAddressToValues(address: DeliveryAddress): DeliveryAddressValues {
  return {
    description: address.description,
    cep: address.cep ? formatCep(address.cep) : '',
    street: address.street ?? '',
    number: address.number ?? '',
    complement: address.complement ?? '',
    district: address.district ?? '',
    state: address.state ?? '',
    city_iso: address.city_iso ?? '',
  };
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());

/** What a delivery address form keeps from the stored address (or a new one's defaults). */
export type DeliveryAddressBase = Pick<
  DeliveryAddress,
  'uuid' | 'client_id' | 'company_id' | 'lat' | 'long' | 'sinchronized'
>;

export interface DeliveryAddressValidation {
  address: DeliveryAddress | null;
  errors: Partial<Record<DeliveryAddressField, string>>;
}

/**
 * The delivery address form checked by `deliveryAddressSchema` and, for the city in the UF, the
 * same domain rule as the client's (`clientErrors`). A saved address is "Aguardando envio"
 * (`sinchronized` 0) until the server answers.
 */
export function validateDeliveryAddress(
  values: DeliveryAddressValues,
  base: DeliveryAddressBase,
): DeliveryAddressValidation {
  const candidate: DeliveryAddress = {
    ...base,
    sinchronized: 0,
    description: values.description.trim(),
    cep: text(digitsOf(values.cep)),
    street: text(values.street),
    number: text(values.number),
    complement: text(values.complement),
    district: text(values.district),
    state: text(values.state),
    city_iso: text(values.city_iso),
  };
  const errors: Partial<Record<DeliveryAddressField, string>> = {};
  const parsed = deliveryAddressSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // A form-wide issue goes on the first field; one on a field the form does not show has nowhere to go.
      const key = String(issue.path[0] ?? 'description');
      if (isDeliveryAddressField(key)) errors[key] ??= issue.message;
    }
  }
  const cityCheck = clientErrors(
    {
      uuid: base.uuid,
      document: '',
      state_registration: null,
      state: candidate.state,
      city_iso: candidate.city_iso,
    },
    null,
  );
  if (cityCheck.city_iso?.[0]) errors.city_iso ??= cityCheck.city_iso[0];
  return { address: parsed.success && Object.keys(errors).length === 0 ? parsed.data : null, errors };
}
