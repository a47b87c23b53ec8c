import { BRAND } from '#ui/brand/brand.ts';
import type { MarkerTone } from './client-map-markers.ts';

/** Fill colour of each marker tone: Mantine red 8, gray 6 and the brand blue (white border drawn around). */
export const MARKER_COLORS: Record<MarkerTone, string> = {
  overdue: '#e03131',
  inactive: '#868e96',
  regular: BRAND.color,
};
