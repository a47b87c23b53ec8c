import { describe, expect, it } from 'vitest';
import { allowedAreas, canOpenArea, homeArea } from './areas.ts';
import type { PermissionName } from './permissions.ts';
import { SELLER_PERMISSIONS } from './permissions.ts';

const profile = (...names: PermissionName[]) => ({ permissions: names.map((name) => ({ name })) });

describe('areas by profile (DESIGN.md "Areas")', () => {
  it('opens the seller area to a profile with any §6 seller permission, and only that area', () => {
    expect(allowedAreas(profile('canViewClient'))).toEqual(['seller']);
    expect(allowedAreas(profile(...SELLER_PERMISSIONS))).toEqual(['seller']);
  });

  it('opens the seller area to a profile that only records measurements', () => {
    expect(allowedAreas(profile('canRecordMeasurements', 'canAccessBakery'))).toEqual(['seller', 'bakery']);
  });

  it('lands a bakery, manager or appointments profile on its own area, without the seller area', () => {
    expect(allowedAreas(profile('canAccessBakery'))).toEqual(['bakery']);
    expect(homeArea(profile('canAccessBakery'))).toBe('bakery');
    expect(homeArea(profile('canAccessManager', 'canViewAllSales'))).toBe('manager');
    expect(homeArea(profile('canAccessAppointments'))).toBe('appointments');
    expect(canOpenArea(profile('canAccessManager'), 'seller')).toBe(false);
  });

  it('lists several areas in §2 order, the seller area first when granted', () => {
    const all = profile('canCreateClient', 'canAccessAppointments', 'canAccessBakery', 'canAccessManager');
    expect(allowedAreas(all)).toEqual(['seller', 'bakery', 'manager', 'appointments']);
    expect(homeArea(all)).toBe('seller');
    expect(allowedAreas(profile('canAccessManager', 'canAccessBakery'))).toEqual(['bakery', 'manager']);
  });

  it('gives a profile without permissions (or no profile) the seller area, never nothing', () => {
    expect(allowedAreas(profile())).toEqual(['seller']);
    expect(allowedAreas(null)).toEqual(['seller']);
    expect(canOpenArea(null, 'bakery')).toBe(false);
  });

  it('does not open an area for the scope permissions alone', () => {
    expect(allowedAreas(profile('canViewAllClients', 'canViewAllSales'))).toEqual(['seller']);
  });
});
