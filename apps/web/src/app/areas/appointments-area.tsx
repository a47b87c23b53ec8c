import type { ComponentType } from 'react';
import { AppointmentsPage } from '../../features/appointments/components/appointments-page.tsx';
import type { RouteName } from '../../lib/routes/index.ts';
import { AreaLayout } from '../layouts/area-layout.tsx';
import { UnderConstructionPage } from '../under-construction-page.tsx';
import type { AreaModule } from './area-module.ts';

/** Screens of this area that are built; the others show their title and "em construção". */
const pages: Partial<Record<RouteName, ComponentType>> = {
  apoint: AppointmentsPage,
};

/**
 * The appointment area (§2 /apoint): appointments against production orders, on a shared tablet.
 * One lazily loaded chunk: its layout and its screen (the feature `appointments`).
 */
export const appointmentsArea: AreaModule = {
  Layout: () => <AreaLayout area="appointments" />,
  page: (name) => pages[name] ?? UnderConstructionPage,
};
