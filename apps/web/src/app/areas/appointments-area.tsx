import { AppointmentsPage } from '#features/appointments/components/appointments-page.tsx';
import { AreaLayout } from '../layouts/area-layout.tsx';
import type { AreaModule, ScreenPages } from './area-module.ts';

/** The page of each screen of the area (`lib/routes/screens/appointments-screens.ts`). */
const pages: ScreenPages<'appointments'> = {
  apoint: AppointmentsPage,
};

/**
 * The appointment area (§2 /apoint): appointments against production orders, on a shared tablet.
 * One lazily loaded chunk: its layout and its screen (the feature `appointments`).
 */
export const appointmentsArea: AreaModule<'appointments'> = {
  Layout: () => <AreaLayout area="appointments" />,
  pages,
};
