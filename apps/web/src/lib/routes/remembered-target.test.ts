import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, as after a page reload (only localStorage survives). */
async function reloadModule() {
  vi.resetModules();
  return import('./remembered-target.ts');
}

describe('remembered target (§2)', () => {
  beforeEach(() => localStorage.clear());

  it('survives a reload: it is kept in localStorage by route name and params', async () => {
    const first = await reloadModule();
    first.rememberTarget('clients.update', { uuid: '0f6c', see: 'see' });
    expect(JSON.parse(localStorage.getItem('rota.rememberedTarget') ?? 'null')).toEqual({
      name: 'clients.update',
      params: { uuid: '0f6c', see: 'see' },
    });

    const afterReload = await reloadModule();
    expect(await afterReload.takeRememberedTarget()).toEqual({
      name: 'clients.update',
      path: '/admin/clients/update/0f6c/see',
    });
  });

  it('is taken once', async () => {
    const { rememberTarget, takeRememberedTarget } = await reloadModule();
    rememberTarget('products');
    expect(await takeRememberedTarget()).toEqual({ name: 'products', path: '/admin/products' });
    expect(await takeRememberedTarget()).toBeNull();
  });

  it('the last remembered target wins; peek does not forget', async () => {
    const { rememberTarget, peekRememberedTarget, takeRememberedTarget } = await reloadModule();
    rememberTarget('products');
    rememberTarget('gestor.sales');
    expect(await peekRememberedTarget()).toEqual({ name: 'gestor.sales', path: '/gestor/sales' });
    expect(await takeRememberedTarget()).toEqual({ name: 'gestor.sales', path: '/gestor/sales' });
  });

  it('ignores what it did not write (unknown route, broken JSON)', async () => {
    const { takeRememberedTarget } = await reloadModule();
    localStorage.setItem('rota.rememberedTarget', JSON.stringify({ name: 'admin.hack', params: {} }));
    expect(await takeRememberedTarget()).toBeNull();
    localStorage.setItem('rota.rememberedTarget', '{not json');
    expect(await takeRememberedTarget()).toBeNull();
    localStorage.setItem('rota.rememberedTarget', JSON.stringify(['products']));
    expect(await takeRememberedTarget()).toBeNull();
  });

  it('keeps only string params of what it reads back', async () => {
    const { takeRememberedTarget } = await reloadModule();
    localStorage.setItem(
      'rota.rememberedTarget',
      JSON.stringify({ name: 'clients.update', params: { uuid: 'abc', see: 7 } }),
    );
    expect(await takeRememberedTarget()).toEqual({
      name: 'clients.update',
      path: '/admin/clients/update/abc',
    });
    localStorage.setItem('rota.rememberedTarget', JSON.stringify({ name: 'products', params: 'x' }));
    expect(await takeRememberedTarget()).toEqual({ name: 'products', path: '/admin/products' });
  });

  it('never remembers a public page', async () => {
    const { rememberTarget, takeRememberedTarget } = await reloadModule();
    rememberTarget('login');
    expect(await takeRememberedTarget()).toBeNull();
  });
});
