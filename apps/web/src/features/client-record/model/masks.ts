import {
  formatCep,
  formatCnpj,
  formatCpf,
  normalizeCnpj,
  normalizePhone,
  type PersonType,
} from '@rota/domain';

/** Only the digits of what was typed or pasted (full-width digits read as digits). */
export function digitsOf(text: string): string {
  return text.normalize('NFKC').replace(/\D/g, '');
}

/**
 * A Brazilian phone as it is typed: `(11) 3456-7890` (landline, 10 digits) or `(11) 98765-4321`
 * (mobile, 11), masked as far as the digits go; stored as digits only (`phoneSchema`). A pasted
 * `+55 11 98765-4321` or `(011) 3456-7890` loses its country code and trunk zero first
 * (`normalizePhone`, the rule the schema applies).
 */
export function maskPhone(text: string): string {
  // Text this mask already wrote (`(55) 99123-4567` and one more digit typed) keeps its digits as
  // they are: area code 55 followed by an overtyped digit is not a country code.
  const ownMask = /^\(\d{2}\)/.test(text);
  const digits = (ownMask ? digitsOf(text) : normalizePhone(text)).slice(0, 11);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  const split = rest.length > 8 ? 5 : 4;
  return rest.length <= split
    ? `(${area}) ${rest}`
    : `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** `01310100` → `01310-100`, masked as far as it goes. */
export function maskCep(text: string): string {
  return formatCep(digitsOf(text).slice(0, 8));
}

/**
 * A CNPJ (numeric or alphanumeric, upper case) or a CPF as it is typed, masked as far as it goes
 * by the domain's helpers; never longer than the document.
 */
export function maskDocument(type: PersonType, text: string): string {
  if (type === 'PF') return formatCpf(digitsOf(text).slice(0, 11));
  return formatCnpj(
    normalizeCnpj(text)
      .replace(/[^0-9A-Z]/g, '')
      .slice(0, 14),
  );
}

/** The document as stored: 14 upper-case characters for a CNPJ, 11 digits for a CPF. */
export function documentOf(type: PersonType, text: string): string {
  return type === 'PF' ? digitsOf(text) : normalizeCnpj(text).replace(/[^0-9A-Z]/g, '');
}
