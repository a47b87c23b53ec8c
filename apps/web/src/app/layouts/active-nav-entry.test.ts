import { describe, expect, it } from 'vitest';
import { routeTable } from '#lib/routes/index.ts';
import { activeNavEntry } from './active-nav-entry.ts';
import { areaNavigation } from './area-navigation.ts';

describe('the active menu entry', () => {
  const seller = areaNavigation.seller;
  const bakery = areaNavigation.bakery;

  it('is the entry of the screen on display', () => {
    expect(activeNavEntry(seller, 'index')).toBe('index');
    expect(activeNavEntry(seller, 'clients')).toBe('clients');
    expect(activeNavEntry(bakery, 'bakery.delivery')).toBe('bakery.delivery');
  });

  it('is the parent entry for a screen reached from another (not "Início")', () => {
    expect(activeNavEntry(seller, 'clients.update')).toBe('clients');
    expect(activeNavEntry(seller, 'clients.create')).toBe('clients');
    expect(activeNavEntry(seller, 'sales.items')).toBe('sales');
    expect(activeNavEntry(seller, 'measurements.goTo')).toBe('measurements');
  });

  it('is nothing for a screen outside the menu', () => {
    expect(activeNavEntry(seller, 'outbox')).toBeNull();
    expect(activeNavEntry(seller, undefined)).toBeNull();
  });

  it('names a menu entry of the area for every route of the area', () => {
    for (const [area, entries] of Object.entries(areaNavigation)) {
      for (const route of routeTable.filter((entry) => entry.area === area)) {
        const active = activeNavEntry(entries, route.name);
        expect(active, route.name).not.toBeNull();
        expect(entries.filter((entry) => entry.name === active)).toHaveLength(1);
      }
    }
  });

  it('puts at most four entries in a bottom bar', () => {
    for (const entries of Object.values(areaNavigation)) {
      expect(entries.filter((entry) => entry.bottom).length).toBeLessThanOrEqual(4);
    }
  });
});
