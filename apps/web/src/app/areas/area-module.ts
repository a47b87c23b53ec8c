import type { ComponentType } from 'react';
import type { RouteArea, ScreenName } from '#lib/routes/index.ts';

/**
 * The page of every screen of an area, by route name: a complete record, so a screen added to the
 * registry (`lib/routes/screens/<area>-screens.ts`) without its page fails to compile, and a page
 * under a name the registry lacks does too.
 */
export type ScreenPages<A extends RouteArea> = Readonly<Record<ScreenName<A>, ComponentType>>;

/** What each lazily loaded area chunk exports: its layout and the page of each of its screens. */
export interface AreaModule<A extends RouteArea> {
  Layout: ComponentType;
  pages: ScreenPages<A>;
}
