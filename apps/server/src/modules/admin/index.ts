/** Administration of companies, profiles, sellers and integration keys: what the admin CLI and the demo seed call. Other modules import this file only (module-layers.test.ts). */
export {
  createCompany,
  createIntegrationKey,
  createProfile,
  createSeller,
  type HoldRule,
  listIntegrationKeys,
  revokeIntegrationKey,
  revokeSellerSessions,
  rotateSellerToken,
  setCompanyMinimumOrder,
  setCompanyPix,
  setDiscountLimits,
  setHoldPolicy,
  setMixGapDays,
  setPromotionPolicy,
  setVisitRadius,
} from './admin.service.ts';
