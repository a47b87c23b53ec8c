import { ManagerChartCard } from './manager-chart-card.tsx';
import { ChartGrid, ManagerScreen } from './manager-screen.tsx';

/**
 * "Financeiro" (route `gestor.financial`, §2 /gestor/financial): receivables by due day over the
 * period and by month over its year (a receber against recebido), and what is overdue today by
 * how late it is.
 */
export function ManagerFinancialPage() {
  return (
    <ManagerScreen testId="manager-financial">
      {(period) => (
        <>
          <ManagerChartCard chart="receivablesByDay" period={period} />
          <ChartGrid>
            <ManagerChartCard chart="receivablesByMonth" period={period} />
            <ManagerChartCard chart="overdueAgeing" period={period} />
          </ChartGrid>
        </>
      )}
    </ManagerScreen>
  );
}
