import { ManagerChartCard } from './manager-chart-card.tsx';
import { ChartGrid, ManagerScreen } from './manager-screen.tsx';

/**
 * "Vendas" (route `gestor.sales`, §2 /gestor/sales): by day, by seller, the clients' ABC curve, by
 * form and condition of payment, and the products sold most by quantity and by value.
 */
export function ManagerSalesPage() {
  return (
    <ManagerScreen testId="manager-sales">
      {(period) => (
        <>
          <ManagerChartCard chart="salesByDay" period={period} />
          <ChartGrid>
            <ManagerChartCard chart="salesBySeller" period={period} />
            <ManagerChartCard chart="salesByForm" period={period} />
            <ManagerChartCard chart="salesByCondition" period={period} />
          </ChartGrid>
          <ManagerChartCard chart="salesByClient" period={period} />
          <ChartGrid>
            <ManagerChartCard chart="productQuantity" period={period} />
            <ManagerChartCard chart="productValue" period={period} />
          </ChartGrid>
        </>
      )}
    </ManagerScreen>
  );
}
