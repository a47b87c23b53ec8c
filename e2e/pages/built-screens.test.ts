/**
 * The walks' markers come from the app's screen registry: each path the walks open names the
 * screen the hand-written list named before, and every area screen of the registry has one.
 */
import { describe, expect, it } from 'vitest';
import { buildPath, routeTable } from '../../apps/web/src/lib/routes/route-table.ts';
import { builtScreenMarker } from './built-screens.ts';

const UUID = '0b5c0f8e-6a2f-4c1e-9d3a-2f6b7c8d9e0f';

describe('built screens (e2e markers from the registry)', () => {
  it('names the marker of each path the walks open', () => {
    const expected: Array<[string, string]> = [
      ['/admin', 'dashboard-page'],
      ['/admin/clients', 'client-counters'],
      ['/admin/clients/create', 'client-form'],
      [`/admin/clients/update/${UUID}`, 'record-notice'],
      [`/admin/clients/update/${UUID}/see`, 'record-notice'],
      [`/admin/clients/delivery/${UUID}`, 'record-notice'],
      ['/admin/products', 'product-counters'],
      ['/admin/checkout', 'checkout-picker'],
      ['/admin/checkout/pagamento', 'checkout-client-missing'],
      ['/admin/sales', 'sale-totals'],
      ['/admin/sales/items', 'sale-missing'],
      ['/admin/history', 'history-page'],
      ['/admin/measurements', 'measurement-list'],
      ['/admin/measurements/nova', 'measurement-form'],
      ['/admin/measurements/ordem-42', 'measurement-notice'],
      ['/admin/report', 'report-page'],
      ['/bakery', 'bakery-dashboard'],
      ['/bakery/production', 'bakery-board-bread'],
      ['/bakery/confectionary', 'bakery-board-confectionery'],
      ['/bakery/bakery', 'bakery-board-bakery-sweets'],
      ['/bakery/separation-bread', 'bakery-separation-bread'],
      ['/bakery/separation-drink', 'bakery-separation-drink'],
      ['/bakery/delivery', 'bakery-delivery'],
      ['/gestor', 'manager-dashboard'],
      ['/gestor/sales', 'manager-sales'],
      ['/gestor/financial', 'manager-financial'],
      ['/gestor/buy', 'manager-buy'],
      ['/gestor/production', 'manager-production'],
      ['/gestor/manager', 'manager-management'],
      ['/apoint', 'appointments-page'],
    ];
    expect(expected.map(([path]) => [path, builtScreenMarker(path)])).toEqual(expected);
  });

  it('has a marker for every area screen of the registry, and none for other paths', () => {
    for (const route of routeTable.filter((row) => row.area !== 'public' && row.area !== 'common')) {
      const path = buildPath(route.name, { uuid: UUID, goTo: 'x' });
      expect(builtScreenMarker(path), path).toMatch(/^[a-z-]+$/);
    }
    for (const path of ['/', '/pendencias', '/nada', '/gestor/buy/extra']) {
      expect(() => builtScreenMarker(path), path).toThrow();
    }
  });
});
