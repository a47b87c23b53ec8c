import { ManagerChartCard } from './manager-chart-card.tsx';
import { ChartGrid, ManagerScreen } from './manager-screen.tsx';

/**
 * "Produção" (route `gestor.production`, §2 /gestor/production): production orders due in the
 * period by status, what each machine produced and scrapped, and the argila deliveries per driver
 * (trips, and volume by kind).
 */
export function ManagerProductionPage() {
  return (
    <ManagerScreen testId="manager-production">
      {(period) => (
        <ChartGrid>
          <ManagerChartCard chart="productionOrders" period={period} />
          <ManagerChartCard chart="appointmentsByMachine" period={period} />
          <ManagerChartCard chart="argilaTrips" period={period} />
          <ManagerChartCard chart="argilaTotals" period={period} />
        </ChartGrid>
      )}
    </ManagerScreen>
  );
}
