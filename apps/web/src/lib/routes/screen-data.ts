import type { PermissionName } from '@rota/domain';
import type { Icon } from '@tabler/icons-react';

/** The menu entry of a screen in its area's navigation. `label` defaults to the screen's title. */
export interface NavEntryData {
  icon: Icon;
  label?: string;
  /** The phone's bottom bar: the entry is there, under this short label (at most four per area). */
  bottom?: string;
  /**
   * Its place in the area's menu, when the menu's order is not the routes' order: an area whose
   * menu reorders §2 numbers every entry (route-table.test.ts checks it is all or none).
   */
  position?: number;
  /**
   * The menu shows the entry only to profiles granting this permission (a supervisor's screen in
   * the seller's area); the page still says "sem permissão" to anyone who opens its address.
   */
  permission?: PermissionName;
}

/**
 * One screen of the registry: its React Router pattern (`:param?` is an optional segment), the page
 * title of §2 (the document title is `<title> | Rota`), the search keys links may add
 * (`pathFor(name, params, search)`), and its menu entry when the area's menu lists it (screens
 * reached from others, like a client's page, have none).
 */
export interface ScreenData {
  path: string;
  title: string;
  search?: readonly string[];
  nav?: NavEntryData;
}

/** An area's screens by route name, in §2's order. */
export type AreaScreens = Readonly<Record<string, ScreenData>>;
