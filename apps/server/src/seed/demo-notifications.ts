import { formatMoney } from '@rota/domain';
import type { notifications } from '../db/schema/index.ts';
import type { DemoSale } from './demo-sales.ts';
import type { Random } from './random.ts';

export type NotificationRow = typeof notifications.$inferInsert;

/** How many sale notifications each seller has, newest first. */
const PER_SELLER = 8;

function saleNotice(sale: DemoSale): { title: string; body: string } | null {
  const { row, client } = sale;
  const total = formatMoney(row.total ?? 0);
  switch (row.status) {
    case 'Processado':
      return {
        title: 'Venda faturada',
        body: `O pedido ${row.code_erp} de ${client.name} (${total}) foi faturado pelo ERP.`,
      };
    case 'Cancelado':
      return {
        title: 'Venda cancelada',
        body: `O pedido ${row.code_erp} de ${client.name} foi cancelado: ${row.reason_canceled ?? ''}.`,
      };
    case 'Falha':
      return {
        title: 'Falha ao integrar a venda',
        body: `A venda para ${client.name} (${total}) voltou do ERP: ${row.failure_message ?? ''}.`,
      };
    default:
      return null;
  }
}

/**
 * Each selling seller's latest sale notices (the older ones already read), a company-wide
 * notice of the new price list, and a welcome for the staff who do not sell.
 */
export function buildNotifications(
  random: Random,
  input: {
    companyId: number;
    now: Date;
    sales: readonly DemoSale[];
    sellers: readonly { id: number; sells: boolean }[];
  },
): NotificationRow[] {
  const rows: NotificationRow[] = [];
  const hour = 3_600_000;
  const recent = [...input.sales].reverse();
  for (const seller of input.sellers) {
    if (!seller.sells) {
      rows.push({
        company_id: input.companyId,
        seller_id: seller.id,
        kind: 'message',
        title: 'Bem-vindo ao Rota',
        body: 'Esta é a empresa de demonstração: os dados são fictícios e podem ser alterados à vontade.',
        sale_uuid: null,
        created_at: new Date(input.now.getTime() - 48 * hour),
        read_at: null,
      });
      continue;
    }
    let count = 0;
    for (const sale of recent) {
      if (count === PER_SELLER) break;
      if (sale.row.seller_id !== seller.id) continue;
      const notice = saleNotice(sale);
      if (!notice) continue;
      const createdAt = new Date(sale.row.created_at.getTime() + random.int(2, 20) * hour);
      if (createdAt > input.now) continue;
      count += 1;
      rows.push({
        company_id: input.companyId,
        seller_id: seller.id,
        kind: 'sale_status',
        ...notice,
        sale_uuid: sale.row.uuid,
        created_at: createdAt,
        read_at: count > 3 ? new Date(createdAt.getTime() + random.int(1, 5) * hour) : null,
      });
    }
  }
  rows.push({
    company_id: input.companyId,
    seller_id: null,
    kind: 'catalogue',
    title: 'Nova tabela de preços',
    body: 'A Tabela Atacado foi atualizada e vale até o fim do mês. Sincronize para ver os novos preços.',
    sale_uuid: null,
    created_at: new Date(input.now.getTime() - 26 * hour),
    read_at: null,
  });
  rows.sort((a, b) => (a.created_at?.getTime() ?? 0) - (b.created_at?.getTime() ?? 0));
  return rows;
}
