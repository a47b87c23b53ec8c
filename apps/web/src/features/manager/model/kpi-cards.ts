import { formatMoney, type ManagerSummary, percentChange, positivacaoPercent } from '@rota/domain';
import type { RouteName } from '#lib/routes/index.ts';
import { messages } from '../messages.ts';

/** Up, down or flat against the previous period; none without one. */
export type Trend = 'up' | 'down' | 'flat';

/** One KPI card of the dashboard: what it says and the screen it opens. */
export interface KpiCard {
  key: 'sales' | 'ticket' | 'positivacao' | 'overdue' | 'result';
  title: string;
  value: string;
  detail: string;
  route: RouteName;
  /** The change against the previous period (sales only). */
  change?: { text: string; label: string; trend: Trend };
  /** The value is bad news (overdue titles, a negative result): shown in red. */
  alert?: boolean;
}

const k = messages.kpi;

/** An amount that must not wrap between 'R$' and its digits inside a sentence (domain money.ts). */
const unbroken = (amount: string) => amount.replace(' ', '\u00a0');

/**
 * The dashboard's five KPI cards from `manager/summary` (docs/manager.md): sales against the
 * previous period with its % change (domain `percentChange`), ticket médio, positivação as a
 * percentage and "45 de 120 clientes" (domain `positivacaoPercent`), overdue receivables and the
 * year's result. Each opens the screen that explains it.
 */
export function kpiCards(summary: ManagerSummary): KpiCard[] {
  const { sales, clients, overdue, result_year: result } = summary;
  const change = percentChange(sales.total, sales.previous_total);
  const positivacao = positivacaoPercent(clients.bought, clients.wallet);
  return [
    {
      key: 'sales',
      title: k.sales,
      value: formatMoney(sales.total),
      detail:
        sales.previous_total === 0 ? k.noPrevious : k.previous(unbroken(formatMoney(sales.previous_total))),
      route: 'gestor.sales',
      ...(change === null
        ? {}
        : {
            change: {
              text: k.change(change),
              label: k.changeLabel(change),
              trend: change > 0 ? 'up' : change < 0 ? 'down' : 'flat',
            },
          }),
    },
    {
      key: 'ticket',
      title: k.ticket,
      value: formatMoney(summary.ticket_average),
      detail: k.ticketDetail(sales.count),
      route: 'gestor.sales',
    },
    {
      key: 'positivacao',
      title: k.positivacao,
      value: positivacao === null ? '—' : k.percent(positivacao),
      detail: positivacao === null ? k.emptyWallet : k.positivacaoDetail(clients.bought, clients.wallet),
      route: 'gestor.sales',
    },
    {
      key: 'overdue',
      title: k.overdue,
      value: formatMoney(overdue.amount),
      detail: k.overdueDetail(overdue.titles, overdue.clients),
      route: 'gestor.financial',
      alert: overdue.amount > 0,
    },
    {
      key: 'result',
      title: k.result(result.year),
      value: formatMoney(result.amount),
      detail: k.resultDetail,
      route: 'gestor.manager',
      alert: result.amount < 0,
    },
  ];
}
