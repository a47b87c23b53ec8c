import type { PrivateArea, RouteName } from '../routes.ts';

/** One entry of an area's menu. `label` defaults to the route's title. */
export interface NavigationEntry {
  name: RouteName;
  label?: string;
  /** Also in the phone's bottom bar (at most four per area). */
  bottom?: boolean;
}

/** The screens each area offers in its menu (screens reached from others, like a client's page, are not here). */
export const areaNavigation: Record<PrivateArea, NavigationEntry[]> = {
  seller: [
    { name: 'index', label: 'Início', bottom: true },
    { name: 'clients', bottom: true },
    { name: 'products' },
    { name: 'checkout', label: 'Nova venda', bottom: true },
    { name: 'sales', bottom: true },
    { name: 'history', label: 'Histórico de vendas' },
    { name: 'measurements' },
    { name: 'report' },
  ],
  bakery: [
    { name: 'bakery', label: 'Início', bottom: true },
    { name: 'bakery.production', bottom: true },
    { name: 'bakery.confectionary' },
    { name: 'bakery.bakery', label: 'Confeitaria (padaria)' },
    { name: 'bakery.separationBread', bottom: true },
    { name: 'bakery.separationDrink' },
    { name: 'bakery.delivery', bottom: true },
  ],
  manager: [
    { name: 'gestor' },
    { name: 'gestor.buy' },
    { name: 'gestor.sales' },
    { name: 'gestor.financial' },
    { name: 'gestor.production' },
    { name: 'gestor.manager' },
  ],
  appointments: [{ name: 'apoint', bottom: true }],
};
