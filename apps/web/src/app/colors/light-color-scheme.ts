import type { MantineColorSchemeManager } from '@mantine/core';

/**
 * The app's one colour scheme, light (it has no dark one: `accessible-colors.ts`). Mantine's
 * default manager reads the scheme from localStorage as the provider first renders, which on a
 * first visit opens the origin's storage on the main thread; this one answers at once.
 */
export const lightColorScheme: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
};
