export { useClientPromotions } from './client-promotions.ts';
export { companyPromotions, useCompanyPromotions } from './company-promotions.ts';
export { readPromotionReferences } from './promotion-references.ts';
