import { ManagerBuyPage } from '#features/manager/components/manager-buy-page.tsx';
import { ManagerDashboardPage } from '#features/manager/components/manager-dashboard-page.tsx';
import { ManagerFinancialPage } from '#features/manager/components/manager-financial-page.tsx';
import { ManagerGoalsPage } from '#features/manager/components/manager-goals-page.tsx';
import { ManagerManagementPage } from '#features/manager/components/manager-management-page.tsx';
import { ManagerProductionPage } from '#features/manager/components/manager-production-page.tsx';
import { ManagerPromotionsPage } from '#features/manager/components/manager-promotions-page.tsx';
import { ManagerSalesPage } from '#features/manager/components/manager-sales-page.tsx';
import { VisitDayPage } from '#features/visit-day/components/visit-day-page.tsx';
import { AreaLayout } from '../layouts/area-layout.tsx';
import type { AreaModule, ScreenPages } from './area-module.ts';

/** The manager's seven screens (feature `manager`, docs/manager.md "Screens"). */
const pages: ScreenPages<'manager'> = {
  gestor: ManagerDashboardPage,
  'gestor.sales': ManagerSalesPage,
  'gestor.financial': ManagerFinancialPage,
  'gestor.buy': ManagerBuyPage,
  'gestor.production': ManagerProductionPage,
  'gestor.manager': ManagerManagementPage,
  'gestor.goals': ManagerGoalsPage,
  'gestor.promotions': ManagerPromotionsPage,
  'gestor.visits': VisitDayPage,
};

/**
 * The manager area (§2 /gestor): dashboards over the chart calls. One lazily loaded chunk (its
 * layout and screens, left out of the precache: the area is online-only, vite.config.ts); ECharts
 * comes later still, with the first chart drawn.
 */
export const managerArea: AreaModule<'manager'> = {
  Layout: () => <AreaLayout area="manager" />,
  pages,
};
