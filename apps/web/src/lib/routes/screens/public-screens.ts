import type { AreaScreens } from '../screen-data.ts';

/** The pages anyone opens, logged in or not (a logged-in user is sent on to their area). */
export const publicScreens = {
  // `?company=<id>`: Nova Empresa opens the login with the company it just registered chosen.
  login: { path: '/', title: 'Login', search: ['company'] },
  companies: { path: '/companies', title: 'Nova Empresa' },
} as const satisfies AreaScreens;
