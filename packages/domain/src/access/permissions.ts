/** §6 permissions, checked by name. */
export const SELLER_PERMISSIONS = [
  'canCreateClient',
  'canEditClient',
  'canViewClient',
  'canGeoClient',
  'canViewHistorySales',
  'canViewHistoryFinancialClient',
  'canNewSaleClient',
  'canRequeryFantasy',
  'canViewListPriceProduct',
  'canEditSaleItem',
  'canViewSaleHistory',
  'canEditDataCompetencia',
  'canFinishLater',
  'canEditPriceUnit',
  'canDescontItem',
] as const;

/**
 * Rota's additions, which §6 leaves open: one permission per area beyond the seller's, checked
 * by the server and not only by hiding menus (DESIGN.md), and the "all" scopes that let a
 * supervisor see every seller's clients and sales.
 */
export const AREA_PERMISSIONS = ['canAccessBakery', 'canAccessManager', 'canAccessAppointments'] as const;
export const SCOPE_PERMISSIONS = ['canViewAllClients', 'canViewAllSales'] as const;

/**
 * Rota's additions inside the seller area for screens §6 does not guard: recording measured loads
 * per driver (`/admin/measurements`, docs/measurements.md) and deciding the sales that wait for a
 * supervisor (`/admin/approvals`, docs/domain.md "Approval"). Like §6's, they open the seller area.
 */
export const FIELD_PERMISSIONS = ['canRecordMeasurements', 'canApproveSales'] as const;

export const PERMISSIONS = [
  ...SELLER_PERMISSIONS,
  ...FIELD_PERMISSIONS,
  ...AREA_PERMISSIONS,
  ...SCOPE_PERMISSIONS,
] as const;
export type PermissionName = (typeof PERMISSIONS)[number];
export type AreaPermission = (typeof AREA_PERMISSIONS)[number];

export function isPermissionName(name: string): name is PermissionName {
  return (PERMISSIONS as readonly string[]).includes(name);
}
