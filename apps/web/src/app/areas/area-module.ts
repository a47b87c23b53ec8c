import type { ComponentType } from 'react';
import type { RouteName } from '../../lib/routes/index.ts';

/** What each lazily loaded area chunk exports: its layout and the screen of each of its routes. */
export interface AreaModule {
  Layout: ComponentType;
  page: (name: RouteName) => ComponentType;
}
