import { z } from 'zod';
import { cepInputSchema } from '../document/cep.ts';
import { fieldError } from '../shared/messages.ts';

/** A Brazilian postal address; `city_iso` is the 7-digit IBGE code from the city list. */
export const addressSchema = z.object({
  cep: cepInputSchema.nullable(),
  street: z.string().trim().max(255).nullable(),
  number: z.string().trim().max(20).nullable(),
  complement: z.string().trim().max(255).nullable(),
  district: z.string().trim().max(120).nullable(),
  city_iso: z
    .string()
    .regex(/^\d{7}$/, { error: fieldError('Código IBGE inválido') })
    .nullable(),
  state: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: fieldError('UF inválida') })
    .nullable(),
  lat: z
    .string()
    .regex(/^-?\d{1,3}\.\d{1,8}$/, { error: fieldError('Latitude inválida') })
    .nullable(),
  long: z
    .string()
    .regex(/^-?\d{1,3}\.\d{1,8}$/, { error: fieldError('Longitude inválida') })
    .nullable(),
});
export type Address = z.infer<typeof addressSchema>;
