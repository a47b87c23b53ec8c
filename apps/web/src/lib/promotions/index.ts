export { readPromotionReferences } from './promotion-references.ts';
