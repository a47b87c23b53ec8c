import { z } from 'zod';

/** §4 sale statuses, in their stored wording. */
export const SALE_STATUSES = [
  'Aberto',
  'Aguardando Finalizar',
  'Finalizado',
  'Integrado',
  'Processado',
  'Cancelado',
  'Falha',
] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];
export const saleStatusSchema = z.enum(SALE_STATUSES);

/** A cart is active — still the seller's to edit — while Aberto or Aguardando Finalizar (§4). */
export const ACTIVE_SALE_STATUSES = [
  'Aberto',
  'Aguardando Finalizar',
] as const satisfies readonly SaleStatus[];

export function isActiveSaleStatus(status: SaleStatus): boolean {
  return (ACTIVE_SALE_STATUSES as readonly SaleStatus[]).includes(status);
}
