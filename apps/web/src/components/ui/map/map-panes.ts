/**
 * The map's own panes, under Leaflet's tile pane (z-index 200): the offline base (state outlines)
 * and the city names draw below the tiles, so online the tiles cover them and offline, when a
 * tile fails and stays hidden, the base shows through. Markers and popups keep Leaflet's panes
 * (overlay 400, marker 600, popup 700), above everything.
 */
export const MAP_PANES = {
  base: { name: 'rota-base', zIndex: 150 },
  cityLabels: { name: 'rota-city-labels', zIndex: 160 },
} as const;

/** Brazil's extent: the view of a map with nothing to show yet. */
export const BRAZIL_BOUNDS: [[number, number], [number, number]] = [
  [-33.8, -74],
  [5.3, -34.7],
];
