/** The route table features may use: names, paths, titles, `pathFor`, landing and remembered target. */
export { AREA_HOME, homePathFor } from './area-home.ts';
export { repeatOrderPath } from './checkout-links.ts';
export { landingPath } from './landing-path.ts';
export {
  forgetRememberedTarget,
  peekRememberedTarget,
  type RememberedTarget,
  rememberTarget,
  takeRememberedTarget,
} from './remembered-target.ts';
export {
  isPublicPath,
  isRouteName,
  pathFor,
  type RouteArea,
  type RouteData,
  type RouteName,
  type RouteParams,
  routeByName,
  routeTable,
} from './route-table.ts';
