import { IconClipboardList } from '@tabler/icons-react';
import type { AreaScreens } from '../screen-data.ts';

/** The appointment area (§2 /apoint): appointments against production orders, on a shared tablet. */
export const appointmentsScreens = {
  apoint: { path: '/apoint', title: 'Apontamentos', nav: { icon: IconClipboardList } },
} as const satisfies AreaScreens;
