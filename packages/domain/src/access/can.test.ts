import { describe, expect, it } from 'vitest';
import '../shared/pt-br-error-map.ts';
import { can } from './can.ts';
import { isPermissionName, PERMISSIONS, SELLER_PERMISSIONS } from './permissions.ts';
import { profileSchema } from './profile.schema.ts';

describe('permissions (§6)', () => {
  it('lists the 15 seller permissions of §6 by name', () => {
    expect(SELLER_PERMISSIONS).toHaveLength(15);
    expect(SELLER_PERMISSIONS).toContain('canDescontItem');
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
  });

  it('grants what the profile lists and nothing else', () => {
    const profile = profileSchema.parse({
      id: 1,
      company_id: 1,
      description: 'Vendedor',
      permissions: [{ name: 'canCreateClient' }, { name: 'canEditPriceUnit' }],
    });
    expect(can(profile, 'canCreateClient')).toBe(true);
    expect(can(profile, 'canDescontItem')).toBe(false);
    expect(can(null, 'canCreateClient')).toBe(false);
  });

  it('refuses an unknown permission in a profile', () => {
    const result = profileSchema.safeParse({
      id: 1,
      company_id: 1,
      description: 'X',
      permissions: [{ name: 'canFly' }],
    });
    expect(result.success).toBe(false);
    expect(isPermissionName('canFly')).toBe(false);
    expect(isPermissionName('canGeoClient')).toBe(true);
  });
});
