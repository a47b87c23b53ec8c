import { can } from '@rota/domain';
import { useAuth } from '#lib/auth/index.ts';
import type { ClientRow } from '#lib/db/my-pwa-db.ts';

/** §6 permissions of the client screens, for the logged-in seller. */
export interface ClientPermissions {
  create: boolean;
  edit: boolean;
  view: boolean;
  geo: boolean;
  salesHistory: boolean;
  financialHistory: boolean;
  newSale: boolean;
  requeryFantasy: boolean;
}

/** One read of the login, every permission from it (`can`, §6). */
export function useClientPermissions(): ClientPermissions {
  const profile = useAuth().session?.profile;
  return {
    create: can(profile, 'canCreateClient'),
    edit: can(profile, 'canEditClient'),
    view: can(profile, 'canViewClient'),
    geo: can(profile, 'canGeoClient'),
    salesHistory: can(profile, 'canViewHistorySales'),
    financialHistory: can(profile, 'canViewHistoryFinancialClient'),
    newSale: can(profile, 'canNewSaleClient'),
    requeryFantasy: can(profile, 'canRequeryFantasy'),
  };
}

/**
 * Whether this client's form opens: with canEditClient, or for the seller who may create clients
 * while the server has not acknowledged the one they created (a refused create is fixed there).
 */
export function canEditClientRecord(permissions: ClientPermissions, stored: ClientRow | undefined): boolean {
  return permissions.edit || (permissions.create && stored !== undefined && stored.updated_at === undefined);
}
