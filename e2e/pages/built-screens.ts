/** The manager's six screens (feature `manager`), by the frame every one of them shows. */
const MANAGER_SCREENS: Record<string, string> = {
  '/gestor': 'manager-dashboard',
  '/gestor/sales': 'manager-sales',
  '/gestor/financial': 'manager-financial',
  '/gestor/buy': 'manager-buy',
  '/gestor/production': 'manager-production',
  '/gestor/manager': 'manager-management',
};

/**
 * The screens already built and what shows each is there (a test id); the others still say
 * "Em construção". The walks over every route (`routes.e2e`, `areas.e2e`) wait for it.
 */
export function builtScreenMarker(path: string): string | undefined {
  if (path === '/admin/clients') return 'client-counters';
  if (path === '/admin/clients/create') return 'client-form';
  if (path === '/apoint') return 'appointments-page';
  if (path === '/admin/products') return 'product-counters';
  if (path === '/admin') return 'dashboard-page';
  if (path === '/admin/sales') return 'sale-totals';
  // Without `?sale=`, the sale's screen says the device has no such sale.
  if (path === '/admin/sales/items') return 'sale-missing';
  if (path === '/admin/history') return 'history-page';
  if (path === '/admin/report') return 'report-page';
  if (path === '/admin/checkout') return 'checkout-picker';
  // The checkout opened for a client that is not on the device says so.
  if (path.startsWith('/admin/checkout/')) return 'checkout-client-missing';
  if (path === '/admin/measurements') return 'measurement-list';
  if (path === '/bakery') return 'bakery-dashboard';
  if (path === '/bakery/production') return 'bakery-board-bread';
  if (path === '/bakery/confectionary') return 'bakery-board-confectionery';
  if (path === '/bakery/bakery') return 'bakery-board-bakery-sweets';
  if (path === '/bakery/separation-bread') return 'bakery-separation-bread';
  if (path === '/bakery/separation-drink') return 'bakery-separation-drink';
  if (path === '/bakery/delivery') return 'bakery-delivery';
  // The manager's screens show their frame (period picker) at once, whatever their calls answer.
  const manager = MANAGER_SCREENS[path];
  if (manager) return manager;
  // A measurement that is not on the device (`ordem-42`) says so; `nova` opens the form.
  if (path === '/admin/measurements/nova') return 'measurement-form';
  if (path.startsWith('/admin/measurements/')) return 'measurement-notice';
  // A client record screen opened for a client that is not on the device says so.
  if (path.startsWith('/admin/clients/update/') || path.startsWith('/admin/clients/delivery/'))
    return 'record-notice';
  return undefined;
}
