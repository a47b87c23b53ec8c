import { formatCep, type Sale, taxDocumentLabel } from '@rota/domain';
import { readConfig } from '#lib/db/config-db.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { readPromotionReferences } from '#lib/promotions/index.ts';
import { type OrderDocument, orderDocument } from '../model/order-document.ts';

export interface OrderIssuer {
  company: { name: string; cnpj: string; trade_name: string | null };
  sellerName: string;
}

/**
 * Reads what the order's PDF shows from the device (the sale, its client and delivery address,
 * the conditions for the installments, the company's item order, its promotions) and puts it in
 * pt-BR words.
 */
export async function loadOrderDocument(sale: Sale, issuer: OrderIssuer, now: Date): Promise<OrderDocument> {
  const [client, conditions, config, address, promotions] = await Promise.all([
    sale.client_uuid ? myPwaDb.clients.get(sale.client_uuid) : undefined,
    myPwaDb.conditionPayments.toArray(),
    readConfig(sale.company_id),
    sale.delivery_address ? myPwaDb.deliveryAddresses.get(sale.delivery_address) : undefined,
    readPromotionReferences(sale),
  ]);
  const place = address ?? client;
  const line = place
    ? [
        [place.street, place.number].filter(Boolean).join(', '),
        place.complement,
        place.district,
        place.state,
        place.cep ? `CEP ${formatCep(place.cep)}` : null,
      ]
        .filter(Boolean)
        .join(' · ')
    : '';
  return orderDocument({
    sale,
    company: issuer.company,
    seller: issuer.sellerName,
    client: client
      ? {
          name: client.fantasy_name ? `${client.name} (${client.fantasy_name})` : client.name,
          document: taxDocumentLabel(client.document),
          address: line ? `${address ? `Entrega: ${address.description} — ` : ''}${line}` : null,
        }
      : null,
    conditions: new Map(conditions.map((condition) => [condition.id, condition])),
    sortField: config?.cart_sort_field ?? 'id',
    pix: config ?? null,
    promotions,
    now,
  });
}
