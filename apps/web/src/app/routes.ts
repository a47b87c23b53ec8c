import type { ComponentType } from 'react';
import { generatePath } from 'react-router';
import type { AreaModule } from './areas/area-module.ts';
import { withChunkTimeout } from './chunk-timeout.ts';

/** The areas of §2; every area but `public` is its own lazily loaded chunk. */
export type RouteArea = 'public' | 'seller' | 'bakery' | 'manager' | 'appointments';
export type PrivateArea = Exclude<RouteArea, 'public'>;

export type RouteName =
  | 'login'
  | 'companies'
  | 'index'
  | 'clients'
  | 'clients.create'
  | 'clients.update'
  | 'clients.delivery'
  | 'products'
  | 'checkout'
  | 'sales'
  | 'sales.items'
  | 'history'
  | 'measurements'
  | 'measurements.goTo'
  | 'report'
  | 'bakery'
  | 'bakery.production'
  | 'bakery.confectionary'
  | 'bakery.bakery'
  | 'bakery.separationBread'
  | 'bakery.separationDrink'
  | 'bakery.delivery'
  | 'gestor'
  | 'gestor.buy'
  | 'gestor.sales'
  | 'gestor.financial'
  | 'gestor.production'
  | 'gestor.manager'
  | 'apoint';

/** One row of the §2 table. */
export interface AppRoute {
  name: RouteName;
  /** React Router pattern; `:param?` is an optional segment. */
  path: string;
  /** The page title of §2 (the document title is `<title> | Rota`). */
  title: string;
  /** Needs a logged-in user. */
  auth: boolean;
  area: RouteArea;
  /** Loads the screen (with its area's chunk), rejecting with a ChunkLoadError after 120 s. */
  lazy: () => Promise<ComponentType>;
}

const areaLoaders: Record<PrivateArea, () => Promise<AreaModule>> = {
  seller: () => withChunkTimeout(() => import('./areas/seller-area.tsx')).then((module) => module.sellerArea),
  bakery: () => withChunkTimeout(() => import('./areas/bakery-area.tsx')).then((module) => module.bakeryArea),
  manager: () =>
    withChunkTimeout(() => import('./areas/manager-area.tsx')).then((module) => module.managerArea),
  appointments: () =>
    withChunkTimeout(() => import('./areas/appointments-area.tsx')).then((module) => module.appointmentsArea),
};

/** Loads the layout of a private area (header, navigation) from the area's chunk. */
export function loadAreaLayout(area: PrivateArea): Promise<ComponentType> {
  return areaLoaders[area]().then((module) => module.Layout);
}

const loadLoginPage = () =>
  withChunkTimeout(() => import('../features/auth/components/login-page.tsx')).then(
    (module) => module.LoginPage,
  );
const loadNewCompanyPage = () =>
  withChunkTimeout(() => import('../features/companies/components/new-company-page.tsx')).then(
    (module) => module.NewCompanyPage,
  );

function route(name: RouteName, path: string, title: string, area: PrivateArea): AppRoute {
  return {
    name,
    path,
    title,
    auth: true,
    area,
    lazy: () => areaLoaders[area]().then((module) => module.page(name)),
  };
}

/** Every path of §2, in the spec's order. */
export const appRoutes: readonly AppRoute[] = [
  { name: 'login', path: '/', title: 'Login', auth: false, area: 'public', lazy: loadLoginPage },
  {
    name: 'companies',
    path: '/companies',
    title: 'Nova Empresa',
    auth: false,
    area: 'public',
    lazy: loadNewCompanyPage,
  },
  route('index', '/admin', 'Dashboard', 'seller'),
  route('clients', '/admin/clients', 'Clientes', 'seller'),
  route('clients.create', '/admin/clients/create', 'Novo Cliente', 'seller'),
  route('clients.update', '/admin/clients/update/:uuid/:see?', 'Cliente', 'seller'),
  route('clients.delivery', '/admin/clients/delivery/:uuid', 'Outros Endereços de Entrega', 'seller'),
  route('products', '/admin/products', 'Produtos', 'seller'),
  route('checkout', '/admin/checkout/:goTo?', 'Venda', 'seller'),
  route('sales', '/admin/sales', 'Vendas', 'seller'),
  route('sales.items', '/admin/sales/items', 'Editar itens da venda', 'seller'),
  route('history', '/admin/history', 'Vendas', 'seller'),
  route('measurements', '/admin/measurements', 'Medições', 'seller'),
  route('measurements.goTo', '/admin/measurements/:goTo?', 'Apontamentos', 'seller'),
  route('report', '/admin/report', 'Relatório', 'seller'),
  route('bakery', '/bakery', 'Dashboard', 'bakery'),
  route('bakery.production', '/bakery/production', 'Produção', 'bakery'),
  route('bakery.confectionary', '/bakery/confectionary', 'Confeitaria', 'bakery'),
  route('bakery.bakery', '/bakery/bakery', 'Confeitaria', 'bakery'),
  route('bakery.separationBread', '/bakery/separation-bread', 'Separação de Pães', 'bakery'),
  route('bakery.separationDrink', '/bakery/separation-drink', 'Separação de Bebidas', 'bakery'),
  route('bakery.delivery', '/bakery/delivery', 'Entregas', 'bakery'),
  route('gestor', '/gestor', 'Dashboard', 'manager'),
  route('gestor.buy', '/gestor/buy', 'Compras', 'manager'),
  route('gestor.sales', '/gestor/sales', 'Vendas', 'manager'),
  route('gestor.financial', '/gestor/financial', 'Financeiro', 'manager'),
  route('gestor.production', '/gestor/production', 'Produção', 'manager'),
  route('gestor.manager', '/gestor/manager', 'Gerencial', 'manager'),
  route('apoint', '/apoint', 'Apontamentos', 'appointments'),
];

const byName = new Map(appRoutes.map((entry) => [entry.name, entry]));

/** The route named `name` (names are a closed union, so it always exists). */
export function routeByName(name: RouteName): AppRoute {
  const entry = byName.get(name);
  if (!entry) throw new Error(`Rota desconhecida: ${name}`);
  return entry;
}

export type RouteParams = Record<string, string | undefined>;

/** The concrete path of a route, e.g. `pathFor('clients.update', { uuid })` → `/admin/clients/update/<uuid>`. */
export function pathFor(name: RouteName, params: RouteParams = {}): string {
  // generatePath drops an absent optional segment; it wants `null` for "absent".
  const filled = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, value ?? null]));
  return generatePath(routeByName(name).path, filled);
}

/** Whether `name` is one of the §2 route names (e.g. when reading a remembered target back). */
export function isRouteName(name: unknown): name is RouteName {
  return typeof name === 'string' && byName.has(name as RouteName);
}
