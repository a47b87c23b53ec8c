import { ManagerChartCard } from './manager-chart-card.tsx';
import { ChartGrid, ManagerScreen } from './manager-screen.tsx';
import { SavedCharts } from './saved-charts.tsx';

/**
 * "Gerencial" (route `gestor.manager`, §2 /gestor/manager): the DRE realizado of the period's year
 * by month and by class, the year's financial result, and the company's saved charts.
 */
export function ManagerManagementPage() {
  return (
    <ManagerScreen testId="manager-management">
      {(period) => (
        <>
          <ManagerChartCard chart="dreByMonth" period={period} />
          <ChartGrid>
            <ManagerChartCard chart="dreByClass" period={period} />
            <ManagerChartCard chart="financialResult" period={period} />
          </ChartGrid>
          <SavedCharts period={period} />
        </>
      )}
    </ManagerScreen>
  );
}
