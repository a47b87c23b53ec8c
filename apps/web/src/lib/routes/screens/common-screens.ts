import type { AreaScreens } from '../screen-data.ts';

/**
 * Rota's own screens every logged-in user has, shown in the layout of their home area. Not in an
 * area's menu: "Pendências de envio" has its own link with its count (features/outbox).
 */
export const commonScreens = {
  outbox: { path: '/pendencias', title: 'Pendências de envio' },
} as const satisfies AreaScreens;
