/** Seller goals: the seller's pull, the manager's write, the month's goals for the goal board. Other modules import this file only (module-layers.test.ts). */
export { goalsRoutes } from './goals.routes.ts';
export { monthGoals } from './goals.service.ts';
