import type { ComponentType } from 'react';
import type { RouteName } from '../../lib/routes/index.ts';
import { AreaLayout } from '../layouts/area-layout.tsx';
import { UnderConstructionPage } from '../under-construction-page.tsx';
import type { AreaModule } from './area-module.ts';

/** Screens of this area that are built; the others show their title and "em construção". */
const pages: Partial<Record<RouteName, ComponentType>> = {};

/**
 * The manager area (§2 /gestor): dashboards. One lazily loaded chunk: its layout and its
 * screens (a later issue adds each screen's feature component to `pages`).
 */
export const managerArea: AreaModule = {
  Layout: () => <AreaLayout area="manager" />,
  page: (name) => pages[name] ?? UnderConstructionPage,
};
