/** The route table features may use: names, paths, titles, `pathFor`, landing and remembered target. */
export { AREA_HOME, homePathFor } from './area-home.ts';
export { addMixGapPath, repeatOrderPath } from './checkout-links.ts';
export { landingPath } from './landing-path.ts';
export { usePageTitle, usePageTitleOverride } from './page-title.ts';
export {
  forgetRememberedTarget,
  peekRememberedTarget,
  type RememberedTarget,
  rememberTarget,
  takeRememberedTarget,
} from './remembered-target.ts';
export {
  buildPath,
  isPublicPath,
  isRouteName,
  type ParamsOf,
  pathFor,
  type RouteArea,
  type RouteData,
  type RouteName,
  type RouteParams,
  routeByName,
  routeTable,
  type ScreenName,
  type SearchOf,
  screenRegistry,
} from './route-table.ts';
export type { NavEntryData, ScreenData } from './screen-data.ts';
