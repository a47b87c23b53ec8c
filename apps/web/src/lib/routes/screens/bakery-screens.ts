import {
  IconBasket,
  IconBottle,
  IconBread,
  IconCake,
  IconCakeRoll,
  IconHome,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { AreaScreens } from '../screen-data.ts';

/**
 * The bakery area (§2 /bakery): production, separation and delivery. §2 titles both
 * `/bakery/confectionary` and `/bakery/bakery` Confeitaria: the confectioner's board and the
 * bakery's own sweets (docs/bakery.md "Boards"); the menu tells them apart.
 */
export const bakeryScreens = {
  bakery: { path: '/bakery', title: 'Dashboard', nav: { icon: IconHome, label: 'Início', bottom: 'Início' } },
  'bakery.production': {
    path: '/bakery/production',
    title: 'Produção',
    nav: { icon: IconBread, bottom: 'Produção' },
  },
  'bakery.confectionary': { path: '/bakery/confectionary', title: 'Confeitaria', nav: { icon: IconCake } },
  'bakery.bakery': {
    path: '/bakery/bakery',
    title: 'Confeitaria',
    nav: { icon: IconCakeRoll, label: 'Confeitaria (padaria)' },
  },
  'bakery.separationBread': {
    path: '/bakery/separation-bread',
    title: 'Separação de Pães',
    nav: { icon: IconBasket, bottom: 'Separação' },
  },
  'bakery.separationDrink': {
    path: '/bakery/separation-drink',
    title: 'Separação de Bebidas',
    nav: { icon: IconBottle },
  },
  'bakery.delivery': {
    path: '/bakery/delivery',
    title: 'Entregas',
    nav: { icon: IconTruckDelivery, bottom: 'Entregas' },
  },
} as const satisfies AreaScreens;
