import type { Area } from '@rota/domain';
import { matchRoutes, type Params } from 'react-router';
import { routeTable, type ScreenName } from '../../apps/web/src/lib/routes/route-table.ts';

/** Every screen of the four areas (the screens the walks over every route open). */
type AreaScreenName = { [A in Area]: ScreenName<A> }[Area];

/** The test id that shows a screen is there; a function when it depends on the route's params. */
type Marker = string | ((params: Params) => string);

/**
 * What shows each screen of the registry is there (a test id), by route name: a complete record
 * over the registry's area screens, so a new screen fails e2e's typecheck until it says what
 * the walks (`routes.e2e`, `areas.e2e`) wait for. The walks open the screens on a device without
 * the records their params name, so several show their "not on this device" notice.
 */
const markers: { [Name in AreaScreenName]: Marker } = {
  index: 'dashboard-page',
  clients: 'client-counters',
  'clients.create': 'client-form',
  // A client record screen opened for a client that is not on the device says so.
  'clients.update': 'record-notice',
  'clients.delivery': 'record-notice',
  products: 'product-counters',
  // The checkout opened for a client that is not on the device says so; without one, the picker.
  checkout: ({ goTo }) => (goTo ? 'checkout-client-missing' : 'checkout-picker'),
  sales: 'sale-totals',
  // Without `?sale=`, the sale's screen says the device has no such sale.
  'sales.items': 'sale-missing',
  history: 'history-page',
  measurements: 'measurement-list',
  // `nova` opens the form; a measurement that is not on the device (`ordem-42`) says so.
  'measurements.goTo': ({ goTo }) => (goTo === 'nova' ? 'measurement-form' : 'measurement-notice'),
  report: 'report-page',
  // Ana, the seller the walks log in with, may not approve sales: the screen says so.
  approvals: 'approvals-notice',
  // Nor follow the sellers' visits (a supervisor's screen): it says so.
  visits: 'visit-day-notice',
  bakery: 'bakery-dashboard',
  'bakery.production': 'bakery-board-bread',
  'bakery.confectionary': 'bakery-board-confectionery',
  'bakery.bakery': 'bakery-board-bakery-sweets',
  'bakery.separationBread': 'bakery-separation-bread',
  'bakery.separationDrink': 'bakery-separation-drink',
  'bakery.delivery': 'bakery-delivery',
  // The manager's screens show their frame (period picker) at once, whatever their calls answer.
  gestor: 'manager-dashboard',
  'gestor.sales': 'manager-sales',
  'gestor.financial': 'manager-financial',
  'gestor.buy': 'manager-buy',
  'gestor.production': 'manager-production',
  'gestor.manager': 'manager-management',
  'gestor.goals': 'manager-goals',
  'gestor.promotions': 'manager-promotions',
  'gestor.visits': 'visit-day',
  apoint: 'appointments-page',
};

function isAreaScreen(name: string): name is AreaScreenName {
  return Object.hasOwn(markers, name);
}

// The router's own matching (ranked as the app ranks its routes), over the app's route table.
const routes = routeTable.map((route) => ({ id: route.name, path: route.path }));

/** The test id that shows the area screen at `path` is there; throws for a path no area screen serves. */
export function builtScreenMarker(path: string): string {
  const match = matchRoutes(routes, path)?.at(-1);
  const name = match?.route.id;
  if (!match || !name || !isAreaScreen(name)) throw new Error(`Nenhuma tela de área em ${path}`);
  const marker = markers[name];
  return typeof marker === 'string' ? marker : marker(match.params);
}
