import { formatCnpj } from '../document/cnpj.ts';
import { formatCpf } from '../document/cpf.ts';
import type { Client } from './client.schema.ts';

/** A stored CPF (11 digits) or CNPJ (14 characters) with its mask: `45.723.174/0001-10`. */
export function formatTaxDocument(document: string): string {
  return document.length === 11 ? formatCpf(document) : formatCnpj(document);
}

/** `CNPJ 45.723.174/0001-10` or `CPF 529.982.247-25`: the document with its kind, masked. */
export function taxDocumentLabel(document: string): string {
  return `${document.length === 11 ? 'CPF' : 'CNPJ'} ${formatTaxDocument(document)}`;
}

/** Where a client is, as a list shows it: `Campinas/SP`; the UF alone while the city's name is unknown. */
export function clientPlace(cityTitle: string | null, state: string | null): string | null {
  if (cityTitle && state) return `${cityTitle}/${state}`;
  return cityTitle ?? state ?? null;
}

/**
 * What tells apart two clients with the same razão social, after the fantasy name and the city:
 * `CNPJ 45.723.174/0001-10 · Cód. C-0042` (the ERP code once the ERP gave one). The document is
 * unique in a company (the client check refuses a second), so this line always differs.
 */
export function clientIdLine(client: Pick<Client, 'document' | 'code_erp'>): string {
  const document = taxDocumentLabel(client.document);
  return client.code_erp ? `${document} · Cód. ${client.code_erp}` : document;
}
