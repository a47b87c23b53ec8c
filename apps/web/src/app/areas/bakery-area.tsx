import { BakeryDashboardPage } from '#features/bakery/components/bakery-dashboard-page.tsx';
import { DeliveryPage } from '#features/bakery/components/delivery-page.tsx';
import { ProductionBoardPage } from '#features/bakery/components/production-board-page.tsx';
import { SeparationPage } from '#features/bakery/components/separation-page.tsx';
import { AreaLayout } from '../layouts/area-layout.tsx';
import type { AreaModule, ScreenPages } from './area-module.ts';

/**
 * The bakery's screens (feature `bakery`). §2 titles both `/bakery/confectionary` and
 * `/bakery/bakery` Confeitaria: the first is the confectioner's board, the second the bakery's own
 * sweets (docs/bakery.md "Boards"); each says on screen what it holds.
 */
const pages: ScreenPages<'bakery'> = {
  bakery: BakeryDashboardPage,
  'bakery.production': () => <ProductionBoardPage board="bread" />,
  'bakery.confectionary': () => <ProductionBoardPage board="confectionery" />,
  'bakery.bakery': () => <ProductionBoardPage board="bakery-sweets" />,
  'bakery.separationBread': () => <SeparationPage board="separation-bread" />,
  'bakery.separationDrink': () => <SeparationPage board="separation-drink" />,
  'bakery.delivery': DeliveryPage,
};

/**
 * The bakery area (§2 /bakery): production, separation and delivery. One lazily loaded chunk: its
 * layout and its screens.
 */
export const bakeryArea: AreaModule<'bakery'> = {
  Layout: () => <AreaLayout area="bakery" />,
  pages,
};
