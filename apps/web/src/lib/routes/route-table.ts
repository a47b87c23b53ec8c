import type { Area } from '@rota/domain';
import { generatePath } from 'react-router';

/**
 * Where a route lives: a public page, one of the four areas of §2 (each its own lazily loaded
 * chunk, opened only to the profiles the area allows), or `common`: a screen every logged-in user
 * has, shown in the layout of their home area ("Pendências de envio").
 */
export type RouteArea = 'public' | Area | 'common';

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
  | 'apoint'
  | 'outbox';

/** One row of the route table: §2's rows plus Rota's own screens. */
export interface RouteData {
  name: RouteName;
  /** React Router pattern; `:param?` is an optional segment. */
  path: string;
  /** The page title of §2 (the document title is `<title> | Rota`). */
  title: string;
  /** Needs a logged-in user. */
  auth: boolean;
  area: RouteArea;
}

const entry = (name: RouteName, path: string, title: string, area: RouteArea): RouteData => ({
  name,
  path,
  title,
  auth: area !== 'public',
  area,
});

/**
 * Every route of the app: the paths of §2 in the spec's order, then Rota's own. The data only:
 * features import it to build links (`pathFor`), `src/app` adds the screens' lazy loaders.
 */
export const routeTable: readonly RouteData[] = [
  entry('login', '/', 'Login', 'public'),
  entry('companies', '/companies', 'Nova Empresa', 'public'),
  entry('index', '/admin', 'Dashboard', 'seller'),
  entry('clients', '/admin/clients', 'Clientes', 'seller'),
  entry('clients.create', '/admin/clients/create', 'Novo Cliente', 'seller'),
  entry('clients.update', '/admin/clients/update/:uuid/:see?', 'Cliente', 'seller'),
  entry('clients.delivery', '/admin/clients/delivery/:uuid', 'Outros Endereços de Entrega', 'seller'),
  entry('products', '/admin/products', 'Produtos', 'seller'),
  entry('checkout', '/admin/checkout/:goTo?', 'Venda', 'seller'),
  entry('sales', '/admin/sales', 'Vendas', 'seller'),
  entry('sales.items', '/admin/sales/items', 'Editar itens da venda', 'seller'),
  entry('history', '/admin/history', 'Vendas', 'seller'),
  entry('measurements', '/admin/measurements', 'Medições', 'seller'),
  entry('measurements.goTo', '/admin/measurements/:goTo?', 'Apontamentos', 'seller'),
  entry('report', '/admin/report', 'Relatório', 'seller'),
  entry('bakery', '/bakery', 'Dashboard', 'bakery'),
  entry('bakery.production', '/bakery/production', 'Produção', 'bakery'),
  entry('bakery.confectionary', '/bakery/confectionary', 'Confeitaria', 'bakery'),
  entry('bakery.bakery', '/bakery/bakery', 'Confeitaria', 'bakery'),
  entry('bakery.separationBread', '/bakery/separation-bread', 'Separação de Pães', 'bakery'),
  entry('bakery.separationDrink', '/bakery/separation-drink', 'Separação de Bebidas', 'bakery'),
  entry('bakery.delivery', '/bakery/delivery', 'Entregas', 'bakery'),
  entry('gestor', '/gestor', 'Dashboard', 'manager'),
  entry('gestor.buy', '/gestor/buy', 'Compras', 'manager'),
  entry('gestor.sales', '/gestor/sales', 'Vendas', 'manager'),
  entry('gestor.financial', '/gestor/financial', 'Financeiro', 'manager'),
  entry('gestor.production', '/gestor/production', 'Produção', 'manager'),
  entry('gestor.manager', '/gestor/manager', 'Gerencial', 'manager'),
  entry('apoint', '/apoint', 'Apontamentos', 'appointments'),
  entry('outbox', '/pendencias', 'Pendências de envio', 'common'),
];

const byName = new Map(routeTable.map((route) => [route.name, route]));

/** The route named `name` (names are a closed union, so it always exists). */
export function routeByName(name: RouteName): RouteData {
  const route = byName.get(name);
  if (!route) throw new Error(`Rota desconhecida: ${name}`);
  return route;
}

export type RouteParams = Record<string, string | undefined>;

/** The concrete path of a route, e.g. `pathFor('clients.update', { uuid })` → `/admin/clients/update/<uuid>`. */
export function pathFor(name: RouteName, params: RouteParams = {}): string {
  // generatePath drops an absent optional segment; it wants `null` for "absent".
  const filled = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, value ?? null]));
  return generatePath(routeByName(name).path, filled);
}

const publicPaths = new Set(routeTable.filter((route) => !route.auth).map((route) => route.path));

/** Whether a location's path is a public page (login, Nova Empresa). */
export function isPublicPath(pathname: string): boolean {
  return publicPaths.has(pathname);
}

/** Whether `name` is one of the route names (e.g. when reading a remembered target back). */
export function isRouteName(name: unknown): name is RouteName {
  return typeof name === 'string' && byName.has(name as RouteName);
}
