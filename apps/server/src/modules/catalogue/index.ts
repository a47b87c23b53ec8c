/** The catalogue: its routes and the company-table pull the other synced modules share. Other modules import this file only (module-layers.test.ts). */
export { catalogueRoutes } from './catalogue.routes.ts';
export {
  type CompanySyncedTable,
  pullCompanyTable,
  type SyncQuery,
  storedProfiles,
} from './catalogue.service.ts';
export { toPromotionColumns } from './promotion-columns.ts';
