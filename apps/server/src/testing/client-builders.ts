import { randomUUID } from 'node:crypto';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import type { Client, DeliveryAddress } from '@rota/domain';

/**
 * A valid client body as a device sends it to `POST clients/newclient`: a new client (no server
 * `id`, no ERP code yet) with a fresh uuid and a valid CNPJ. Override only what a test is about.
 */
export function clientBody(companyId: number, overrides: Partial<Client> = {}): Client {
  return {
    uuid: randomUUID(),
    id: null,
    company_id: companyId,
    name: 'Padaria Pão Quente Ltda',
    fantasy_name: 'Pão Quente',
    document: generateCnpj(),
    state_registration: null,
    email: 'compras@paoquente.com.br',
    phone: '11987654321',
    code_erp: null,
    code_erp_seller: null,
    inative: 0,
    status: 'Pendente',
    reproved_at: null,
    visiting_day: 'Segunda',
    last_visit: null,
    delivery_addresses: [],
    cep: '01310100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: null,
    district: 'Bela Vista',
    city_iso: '3550308',
    state: 'SP',
    lat: '-23.56140000',
    long: '-46.65590000',
    ...overrides,
  };
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
