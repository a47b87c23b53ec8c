import {
  IconBuildingFactory2,
  IconCash,
  IconChartBar,
  IconChartPie,
  IconLayoutDashboard,
  IconRoute,
  IconShoppingBag,
  IconTag,
  IconTarget,
} from '@tabler/icons-react';
import type { AreaScreens } from '../screen-data.ts';

/** The period every manager screen reads (`?periodo=…`, `de`, `ate`; feature `manager`). */
const period = ['periodo', 'de', 'ate'] as const;

/**
 * The manager area (§2 /gestor): dashboards over the chart calls (docs/manager.md "Screens"). Its
 * menu puts Vendas right after the dashboard, where §2 lists Compras first: hence `position`.
 */
export const managerScreens = {
  gestor: {
    path: '/gestor',
    title: 'Dashboard',
    search: period,
    nav: { icon: IconLayoutDashboard, position: 1 },
  },
  'gestor.buy': {
    path: '/gestor/buy',
    title: 'Compras',
    search: period,
    nav: { icon: IconShoppingBag, position: 4 },
  },
  'gestor.sales': {
    path: '/gestor/sales',
    title: 'Vendas',
    search: period,
    nav: { icon: IconChartBar, position: 2 },
  },
  'gestor.financial': {
    path: '/gestor/financial',
    title: 'Financeiro',
    search: period,
    nav: { icon: IconCash, position: 3 },
  },
  'gestor.production': {
    path: '/gestor/production',
    title: 'Produção',
    search: period,
    nav: { icon: IconBuildingFactory2, position: 5 },
  },
  'gestor.manager': {
    path: '/gestor/manager',
    title: 'Gerencial',
    search: period,
    nav: { icon: IconChartPie, position: 6 },
  },
  // Rota's own: each seller's goals of a month (`?mes=yyyy-mm`) against what was sold.
  'gestor.goals': {
    path: '/gestor/goals',
    title: 'Metas',
    search: ['mes'],
    nav: { icon: IconTarget, position: 7 },
  },
  // Rota's own: the company's promotions, the ERP's and the managers' (docs/manager.md "Promoções").
  'gestor.promotions': {
    path: '/gestor/promotions',
    title: 'Promoções',
    nav: { icon: IconTag, position: 8 },
  },
  // Rota's own: each seller's planned clients against the day's check-ins (docs/domain.md "The day's route").
  'gestor.visits': {
    path: '/gestor/visits',
    title: 'Visitas',
    search: ['dia', 'vendedor'],
    nav: { icon: IconRoute, position: 9 },
  },
} as const satisfies AreaScreens;
