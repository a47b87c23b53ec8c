import type { PermissionName } from '@rota/domain';
import { describe, expect, it } from 'vitest';
import { landingPath } from './landing-path.ts';

const profile = (...names: PermissionName[]) => ({ permissions: names.map((name) => ({ name })) });
const seller = profile('canViewClient', 'canCreateClient');
const baker = profile('canAccessBakery');

describe('where a user lands after login', () => {
  it('opens the remembered target when the profile may open its area', () => {
    expect(landingPath({ name: 'products', path: '/admin/products' }, seller)).toBe('/admin/products');
    expect(landingPath({ name: 'bakery.delivery', path: '/bakery/delivery' }, baker)).toBe(
      '/bakery/delivery',
    );
  });

  it('lands on the home area instead of a target the profile may not open', () => {
    expect(landingPath({ name: 'products', path: '/admin/products' }, baker)).toBe('/bakery');
    expect(landingPath({ name: 'gestor.sales', path: '/gestor/sales' }, seller)).toBe('/admin');
  });

  it('opens a screen every user has (Pendências de envio) for any profile', () => {
    expect(landingPath({ name: 'outbox', path: '/pendencias' }, baker)).toBe('/pendencias');
  });

  it('lands each profile on the first screen of its own area without a target', () => {
    expect(landingPath(null, seller)).toBe('/admin');
    expect(landingPath(null, baker)).toBe('/bakery');
    expect(landingPath(null, profile('canAccessManager'))).toBe('/gestor');
    expect(landingPath(null, profile('canAccessAppointments'))).toBe('/apoint');
  });
});
