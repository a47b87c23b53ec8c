import { type StateAbbreviation, stateIbgeCodes } from '../city/states.ts';
import type { Client } from './client.schema.ts';
import { taxDocumentLabel } from './client-identity.ts';
import { isValidStateRegistration } from './state-registration.ts';

/** A client is a company (PJ, with a CNPJ) or a person (PF, with a CPF). */
export type PersonType = 'PJ' | 'PF';

/** PF for an 11-digit CPF, PJ for a 14-character CNPJ. */
export function personType(document: string): PersonType {
  return document.length === 11 ? 'PF' : 'PJ';
}

/** The client already stored under the same CNPJ/CPF in the company, if any. */
export interface DuplicateClient {
  uuid: string;
  name: string;
}

export type ClientFieldErrors = Partial<Record<keyof Client, string[]>>;

type CheckedClient = Pick<Client, 'uuid' | 'document' | 'state_registration' | 'state' | 'city_iso'>;

/**
 * What the schema cannot see, checked the same way on the device (the client form) and on the
 * server (`clients/newclient`, `clients/newupdate`), in pt-BR by field:
 * - the CNPJ/CPF is not another client's in the company (`duplicate`, found by the caller: the
 *   device among its clients, the server among all of the company's) — the message names that
 *   client so the seller can open it instead;
 * - the inscrição estadual is "ISENTO" or valid by the rule of the client's UF;
 * - the city (IBGE code) lies in the chosen UF (its first two digits are the UF's code).
 * An empty inscrição estadual is allowed (only the razão social is required, as peers do); the
 * ERP asks for it when it invoices.
 */
export function clientErrors(client: CheckedClient, duplicate: DuplicateClient | null): ClientFieldErrors {
  const errors: ClientFieldErrors = {};
  if (duplicate && duplicate.uuid !== client.uuid) {
    errors.document = [`${taxDocumentLabel(client.document)} já cadastrado para o cliente ${duplicate.name}`];
  }
  const registration = client.state_registration?.trim() ?? '';
  if (registration !== '' && !isValidStateRegistration(registration, client.state)) {
    errors.state_registration = [
      client.state
        ? `Inscrição estadual inválida para ${client.state}`
        : 'Escolha a UF para conferir a inscrição estadual',
    ];
  }
  if (client.city_iso && client.state && !cityInState(client.city_iso, client.state)) {
    errors.city_iso = [`A cidade não fica em ${client.state}`];
  }
  return errors;
}

function cityInState(cityIso: string, state: string): boolean {
  const code = stateIbgeCodes[state as StateAbbreviation];
  return code !== undefined && cityIso.startsWith(String(code));
}

/** Whether `clientErrors` found anything (true: the client cannot be saved as it is). */
export function hasClientErrors(errors: ClientFieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
