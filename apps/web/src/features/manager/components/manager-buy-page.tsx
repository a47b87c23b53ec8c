import { ManagerChartCard } from './manager-chart-card.tsx';
import { ChartGrid, ManagerScreen } from './manager-screen.tsx';

/**
 * "Compras" (route `gestor.buy`, §2 /gestor/buy): purchases, payables and payments by month of the
 * period's year, and the period's largest suppliers.
 */
export function ManagerBuyPage() {
  return (
    <ManagerScreen testId="manager-buy">
      {(period) => (
        <ChartGrid>
          <ManagerChartCard chart="purchasesByMonth" period={period} />
          <ManagerChartCard chart="purchasesBySupplier" period={period} />
        </ChartGrid>
      )}
    </ManagerScreen>
  );
}
