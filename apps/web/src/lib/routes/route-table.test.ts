import { describe, expect, it } from 'vitest';
import { buildPath, pathFor, routeByName, routeTable, screenRegistry } from './route-table.ts';

/** §2's table: path → title, and whether it needs a login. */
const spec: Array<[string, string, boolean]> = [
  ['/', 'Login', false],
  ['/companies', 'Nova Empresa', false],
  ['/admin', 'Dashboard', true],
  ['/admin/clients', 'Clientes', true],
  ['/admin/clients/create', 'Novo Cliente', true],
  ['/admin/clients/update/:uuid/:see?', 'Cliente', true],
  ['/admin/clients/delivery/:uuid', 'Outros Endereços de Entrega', true],
  ['/admin/products', 'Produtos', true],
  ['/admin/checkout/:goTo?', 'Venda', true],
  ['/admin/sales', 'Vendas', true],
  ['/admin/sales/items', 'Editar itens da venda', true],
  ['/admin/history', 'Vendas', true],
  ['/admin/measurements', 'Medições', true],
  ['/admin/measurements/:goTo?', 'Apontamentos', true],
  ['/admin/report', 'Relatório', true],
  ['/admin/approvals', 'Aprovações', true],
  ['/admin/visits', 'Visitas do dia', true],
  ['/bakery', 'Dashboard', true],
  ['/bakery/production', 'Produção', true],
  ['/bakery/confectionary', 'Confeitaria', true],
  ['/bakery/bakery', 'Confeitaria', true],
  ['/bakery/separation-bread', 'Separação de Pães', true],
  ['/bakery/separation-drink', 'Separação de Bebidas', true],
  ['/bakery/delivery', 'Entregas', true],
  ['/gestor', 'Dashboard', true],
  ['/gestor/buy', 'Compras', true],
  ['/gestor/sales', 'Vendas', true],
  ['/gestor/financial', 'Financeiro', true],
  ['/gestor/production', 'Produção', true],
  ['/gestor/manager', 'Gerencial', true],
  ['/gestor/goals', 'Metas', true],
  ['/gestor/promotions', 'Promoções', true],
  ['/gestor/visits', 'Visitas', true],
  ['/apoint', 'Apontamentos', true],
  ['/pendencias', 'Pendências de envio', true],
];

describe("route table (§2 and Rota's own screens)", () => {
  it('has every §2 path, once, with its title and auth flag', () => {
    expect(routeTable.map((route) => [route.path, route.title, route.auth])).toEqual(spec);
  });

  it('names the routes as the app refers to them', () => {
    expect(routeByName('login').path).toBe('/');
    expect(routeByName('index').path).toBe('/admin');
    expect(routeByName('companies').path).toBe('/companies');
    expect(new Set(routeTable.map((route) => route.name)).size).toBe(routeTable.length);
  });

  it('puts every route in its area', () => {
    for (const route of routeTable) {
      const expected = route.path.startsWith('/admin')
        ? 'seller'
        : route.path.startsWith('/bakery')
          ? 'bakery'
          : route.path.startsWith('/gestor')
            ? 'manager'
            : route.path.startsWith('/apoint')
              ? 'appointments'
              : route.auth
                ? 'common'
                : 'public';
      expect(route.area, route.path).toBe(expected);
    }
  });

  it('builds paths with required and optional params', () => {
    expect(pathFor('clients.update', { uuid: 'abc' })).toBe('/admin/clients/update/abc');
    expect(pathFor('clients.update', { uuid: 'abc', see: 'see' })).toBe('/admin/clients/update/abc/see');
    expect(pathFor('clients.delivery', { uuid: 'abc' })).toBe('/admin/clients/delivery/abc');
    expect(pathFor('checkout')).toBe('/admin/checkout');
    expect(pathFor('checkout', { goTo: 'pagamento' })).toBe('/admin/checkout/pagamento');
    expect(pathFor('measurements.goTo', { goTo: '42' })).toBe('/admin/measurements/42');
    expect(pathFor('bakery.separationBread')).toBe('/bakery/separation-bread');
  });

  it('adds the search a route declares, encoded, and leaves out what is absent', () => {
    expect(pathFor('checkout', {}, { resumo: 'abc' })).toBe('/admin/checkout?resumo=abc');
    expect(pathFor('checkout', {}, { repetir: 'a b&c' })).toBe('/admin/checkout?repetir=a+b%26c');
    expect(pathFor('sales.items', {}, { sale: 'abc' })).toBe('/admin/sales/items?sale=abc');
    expect(pathFor('login', {}, { company: '7' })).toBe('/?company=7');
    expect(pathFor('products', {}, { client: undefined })).toBe('/admin/products');
    expect(buildPath('clients.update', { uuid: 'abc' })).toBe('/admin/clients/update/abc');
  });

  it('types params and search from the registry (checked by the typecheck, never run)', () => {
    const typed = () => {
      // @ts-expect-error the path has `:uuid`
      pathFor('clients.update');
      // @ts-expect-error the path has `:uuid`
      pathFor('clients.update', { see: 'see' });
      // @ts-expect-error the path has no `:id`
      pathFor('clients.update', { uuid: 'abc', id: '1' });
      // @ts-expect-error the path has no params
      pathFor('clients', { uuid: 'abc' });
      // @ts-expect-error the checkout declares `resumo` and `repetir`, not `sale`
      pathFor('checkout', {}, { sale: 'abc' });
      // @ts-expect-error Clientes declares no search
      pathFor('clients', {}, { resumo: 'abc' });
      // @ts-expect-error no such route
      pathFor('clients.nope');
    };
    expect(typed).toBeTypeOf('function');
  });

  it("orders each area's menu by the registry, or numbers every entry of an area that reorders it", () => {
    for (const area of Object.keys(screenRegistry)) {
      const navs = routeTable.flatMap((route) => (route.area === area && route.nav ? [route.nav] : []));
      const positioned = navs.filter((nav) => nav.position !== undefined).length;
      expect([0, navs.length], area).toContain(positioned);
    }
  });
});
