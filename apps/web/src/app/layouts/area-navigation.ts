import type { Area } from '@rota/domain';
import type { Icon } from '@tabler/icons-react';
import {
  IconBasket,
  IconBottle,
  IconBread,
  IconBuildingFactory2,
  IconCake,
  IconCakeRoll,
  IconCash,
  IconChartBar,
  IconChartPie,
  IconClipboardList,
  IconHistory,
  IconHome,
  IconLayoutDashboard,
  IconPackage,
  IconReceipt,
  IconReportAnalytics,
  IconRuler,
  IconShoppingBag,
  IconShoppingCart,
  IconTruckDelivery,
  IconUsers,
} from '@tabler/icons-react';
import type { RouteName } from '../../lib/routes/index.ts';

/** One entry of an area's menu. `label` defaults to the route's title. */
export interface NavigationEntry {
  name: RouteName;
  icon: Icon;
  label?: string;
  /** The phone's bottom bar: the entry is there, under this short label (at most four per area). */
  bottom?: string;
}

/** The screens each area offers in its menu (screens reached from others, like a client's page, are not here). */
export const areaNavigation: Record<Area, NavigationEntry[]> = {
  seller: [
    { name: 'index', icon: IconHome, label: 'Início', bottom: 'Início' },
    { name: 'clients', icon: IconUsers, bottom: 'Clientes' },
    { name: 'products', icon: IconPackage },
    { name: 'checkout', icon: IconShoppingCart, label: 'Nova venda', bottom: 'Venda' },
    { name: 'sales', icon: IconReceipt, bottom: 'Vendas' },
    { name: 'history', icon: IconHistory, label: 'Histórico de vendas' },
    { name: 'measurements', icon: IconRuler },
    { name: 'report', icon: IconReportAnalytics },
  ],
  bakery: [
    { name: 'bakery', icon: IconHome, label: 'Início', bottom: 'Início' },
    { name: 'bakery.production', icon: IconBread, bottom: 'Produção' },
    { name: 'bakery.confectionary', icon: IconCake },
    { name: 'bakery.bakery', icon: IconCakeRoll, label: 'Confeitaria (padaria)' },
    { name: 'bakery.separationBread', icon: IconBasket, bottom: 'Separação' },
    { name: 'bakery.separationDrink', icon: IconBottle },
    { name: 'bakery.delivery', icon: IconTruckDelivery, bottom: 'Entregas' },
  ],
  manager: [
    { name: 'gestor', icon: IconLayoutDashboard },
    { name: 'gestor.sales', icon: IconChartBar },
    { name: 'gestor.financial', icon: IconCash },
    { name: 'gestor.buy', icon: IconShoppingBag },
    { name: 'gestor.production', icon: IconBuildingFactory2 },
    { name: 'gestor.manager', icon: IconChartPie },
  ],
  appointments: [{ name: 'apoint', icon: IconClipboardList }],
};

/**
 * Areas whose screens share the URL's search: the manager's period (`?periodo=…`, feature
 * `manager`) goes along when the menu moves to another screen of the area, so the six screens
 * read one period. The search never crosses into another area (the switcher drops it).
 */
export const AREAS_SHARING_SEARCH: ReadonlySet<Area> = new Set<Area>(['manager']);
