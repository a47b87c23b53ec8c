import { type FinancialTitle, isOverdue } from '@rota/domain';

/**
 * The `code_erp` of every client with at least one overdue title (domain `isOverdue`: something
 * owed and due before today in São Paulo), read by the title's `code_erp_client`.
 */
export function overdueClientCodes(
  titles: readonly Pick<
    FinancialTitle,
    'code_erp_client' | 'amount' | 'amount_paid' | 'status' | 'due_date'
  >[],
  now: Date,
): Set<string> {
  const codes = new Set<string>();
  for (const title of titles) {
    if (!codes.has(title.code_erp_client) && isOverdue(title, now)) codes.add(title.code_erp_client);
  }
  return codes;
}
