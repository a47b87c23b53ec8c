import { zonedDayStart } from '@rota/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useAuth } from '#lib/auth/index.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { type DayAtAGlance, dayAtAGlance } from '../api/day-at-a-glance.ts';

const readClients = () => myPwaDb.clients.toArray();
const readTitles = () => myPwaDb.financialTitles.toArray();
const readSales = () => myPwaDb.sales.toArray();

/**
 * The dashboard's figures, read live from `MyPWA_DB` (a visit registered, a sale finished or a
 * status the ERP changed shows at once). Each table is its own live query, so a sale saved does
 * not re-read the clients. Undefined until the first reads. `today` is São Paulo's calendar day
 * (`useToday`); the rules get its first instant, so they and the memo agree on the day.
 */
export function useDayAtAGlance(today: string): DayAtAGlance | undefined {
  const { session } = useAuth();
  const clients = useLiveQuery(readClients);
  const titles = useLiveQuery(readTitles);
  const sales = useLiveQuery(readSales);
  const companyId = session?.seller.company_id ?? null;
  const sellerId = session?.seller.id ?? null;
  const sellerCodeErp = session?.seller.code_erp ?? null;
  // The figures change with the data and with the calendar day, not with every tick of a clock.
  return useMemo(() => {
    if (!clients || !titles || !sales || companyId === null || sellerId === null) return undefined;
    const now = zonedDayStart(today);
    return dayAtAGlance({ clients, titles, sales, companyId, sellerId, sellerCodeErp, now });
  }, [clients, titles, sales, companyId, sellerId, sellerCodeErp, today]);
}
