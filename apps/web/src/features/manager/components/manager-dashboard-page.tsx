import { KpiCardsRow } from './kpi-cards-row.tsx';
import { ManagerChartCard } from './manager-chart-card.tsx';
import { ChartGrid, ManagerScreen } from './manager-screen.tsx';

/**
 * "Dashboard" of the manager (route `gestor`, §2 /gestor): the period's KPI cards (each opens the
 * screen that explains it) and two charts of the period's sales, by day and by seller.
 */
export function ManagerDashboardPage() {
  return (
    <ManagerScreen testId="manager-dashboard">
      {(period) => (
        <>
          <KpiCardsRow period={period} />
          <ChartGrid>
            <ManagerChartCard chart="salesByDay" period={period} />
            <ManagerChartCard chart="salesBySeller" period={period} />
          </ChartGrid>
        </>
      )}
    </ManagerScreen>
  );
}
