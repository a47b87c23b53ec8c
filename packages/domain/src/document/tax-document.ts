import { z } from 'zod';
import { fieldError, messages } from '../shared/messages.ts';
import { isValidCnpj } from './cnpj.ts';
import { isValidCpf } from './cpf.ts';
import { stripPastedSeparators } from './pasted-text.ts';

/** A client is a company (CNPJ, 14 characters) or a person (CPF, 11 digits). */
export const taxDocumentSchema = z
  .string()
  .regex(/^(\d{11}|[0-9A-Z]{12}\d{2})$/, { error: fieldError('CPF ou CNPJ inválido'), abort: true })
  .superRefine((value, ctx) => {
    const valid = value.length === 11 ? isValidCpf(value) : isValidCnpj(value);
    if (!valid)
      ctx.addIssue({
        code: 'custom',
        message: value.length === 11 ? messages.invalidCpf : messages.invalidCnpj,
      });
  });

/**
 * A CPF or CNPJ as stored, from what was typed or pasted: without its mask and pasted separators
 * (`stripPastedSeparators`), upper case. Anything else stays, for the check to refuse.
 */
export function normalizeTaxDocument(value: string): string {
  return stripPastedSeparators(value).toUpperCase();
}

/** A CPF or CNPJ as typed or pasted: read to the wire form (`normalizeTaxDocument`), then checked. */
export const taxDocumentInputSchema = z.string().transform(normalizeTaxDocument).pipe(taxDocumentSchema);
