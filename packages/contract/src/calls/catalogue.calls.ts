import {
  channelSchema,
  conditionPaymentSchema,
  descParameterSchema,
  finalitySchema,
  formPaymentSchema,
  priceListSchema,
  productSchema,
  productStockSchema,
  profileSchema,
  promotionBaseSchema,
  sellerSchema,
  teamSchema,
  uuidSchema,
  volumeSchema,
} from '@rota/domain';
import { z } from 'zod';
import { type CallDeclaration, defineCall } from '../define-call.ts';
import { dataEnvelope, syncEnvelope, syncQuerySchema } from '../envelope.ts';

const tag = 'Catálogo';

function pull<const N extends string, const P extends string, E extends z.ZodObject>(
  name: N,
  path: P,
  summary: string,
  entity: E,
) {
  return defineCall({
    name,
    method: 'GET',
    path,
    summary,
    tag,
    auth: { kind: 'session' },
    sync: true,
    schemas: () => ({
      query: syncQuerySchema,
      response: syncEnvelope(entity),
    }),
  } satisfies CallDeclaration);
}

/** §7 Catalogue: server-owned data pulled into the device (DESIGN.md "Conflict policy"). */
export const catalogueCalls = {
  products: pull('products.all', 'products/all', 'Produtos', productSchema),
  formPayments: pull(
    'formPayments.all',
    'form-payments/all',
    'Formas de pagamento com hierarquias',
    formPaymentSchema,
  ),
  conditionPayments: pull(
    'conditionPayments.all',
    'condition-payments/all',
    'Condições de pagamento',
    conditionPaymentSchema,
  ),
  priceLists: pull('priceLists.all', 'listprice/all', 'Tabelas de preço', priceListSchema),
  channels: pull('channels.all', 'channels/all', 'Canais de venda', channelSchema),
  /** Rota's own: the ERP's stock of each product, on its own cursor (docs/domain.md "Stock"). */
  productStocks: pull('productStocks.all', 'product-stocks/all', 'Estoque dos produtos', productStockSchema),
  promotions: pull('promotions.all', 'promotions/all', 'Promoções', promotionBaseSchema),
  channel: defineCall({
    name: 'channels.get',
    method: 'GET',
    path: 'channels/{uuid}',
    summary: 'Canal de venda',
    tag,
    auth: { kind: 'session' },
    schemas: () => ({
      params: z.object({ uuid: uuidSchema }),
      response: dataEnvelope(channelSchema),
    }),
  }),
  finalities: pull('finalities.all', 'finalities/all', 'Finalidades de venda', finalitySchema),
  descParameters: pull(
    'descParameters.all',
    'desc-parameters/all',
    'Parâmetros de descrição',
    descParameterSchema,
  ),
  volumes: pull('volumes.all', 'volumes/all', 'Volumes', volumeSchema),
  teams: defineCall({
    name: 'teams.list',
    method: 'GET',
    path: 'teams',
    summary: 'Equipes',
    tag,
    auth: { kind: 'session' },
    schemas: () => ({
      response: dataEnvelope(z.array(teamSchema)),
    }),
  }),
  profiles: defineCall({
    name: 'profiles.list',
    method: 'GET',
    path: 'profiles',
    summary: 'Perfis da empresa (substituídos localmente a cada sincronização, §4)',
    tag,
    auth: { kind: 'session' },
    schemas: () => ({
      response: dataEnvelope(z.array(profileSchema)),
    }),
  }),
  seller: defineCall({
    name: 'sellers.current',
    method: 'GET',
    path: 'sellers/seller',
    summary: 'O vendedor da sessão',
    tag,
    auth: { kind: 'session' },
    schemas: () => ({
      response: dataEnvelope(sellerSchema),
    }),
  }),
} as const;
