import { randomUUID } from 'node:crypto';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import type { Client, DeliveryAddress } from '@rota/domain';
import { makeClient } from '@rota/domain/testing';

/**
 * A valid client body as a device sends it to `POST clients/newclient`: a new client (no server
 * `id`, no ERP code yet) with a fresh uuid and a valid CNPJ. Override only what a test is about.
 */
export function clientBody(companyId: number, overrides: Partial<Client> = {}): Client {
  return makeClient({
    uuid: randomUUID(),
    id: null,
    company_id: companyId,
    document: generateCnpj(),
    email: 'compras@paoquente.com.br',
    phone: '11987654321',
    code_erp: null,
    code_erp_seller: null,
    status: 'Pendente',
    ...overrides,
  });
}

/** A valid delivery address body for `POST clients/{client_id}/delivery-address`. */
export function deliveryAddressBody(
  companyId: number,
  clientUuid: string,
  overrides: Partial<DeliveryAddress> = {},
): DeliveryAddress {
  return {
    uuid: randomUUID(),
    client_id: clientUuid,
    company_id: companyId,
    description: 'Depósito',
    sinchronized: 0,
    cep: '04538133',
    street: 'Avenida Brigadeiro Faria Lima',
    number: '3477',
    complement: 'Doca 2',
    district: 'Itaim Bibi',
    city_iso: '3550308',
    state: 'SP',
    lat: null,
    long: null,
    ...overrides,
  };
}
