export { goalFigure, goalStanding, goalTexts } from './goal-texts.ts';
export {
  type GoalOwner,
  goalSaleOf,
  readSellerMonth,
  type SellerMonth,
  sellerMonthProgress,
} from './seller-month.ts';
export { useSellerMonth } from './use-seller-month.ts';
