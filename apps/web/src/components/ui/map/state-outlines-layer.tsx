import type { Feature, FeatureCollection, MultiLineString } from 'geojson';
import { GeoJSON } from 'react-leaflet';
import { feature, mesh } from 'topojson-client';
import { brazilStates } from './brazil-states.data.ts';
import { MAP_PANES } from './map-panes.ts';

interface Outlines {
  land: FeatureCollection;
  borders: Feature<MultiLineString>;
  coast: Feature<MultiLineString>;
}

let outlines: Outlines | undefined;

/** Decoded once: the states' shapes, the borders between two states, and the outer boundary. */
function stateOutlines(): Outlines {
  outlines ??= {
    land: feature(brazilStates, brazilStates.objects.states),
    borders: {
      type: 'Feature',
      properties: {},
      geometry: mesh(brazilStates, brazilStates.objects.states, (a, b) => a !== b),
    },
    coast: {
      type: 'Feature',
      properties: {},
      geometry: mesh(brazilStates, brazilStates.objects.states, (a, b) => a === b),
    },
  };
  return outlines;
}

const common = { pane: MAP_PANES.base.name, interactive: false } as const;

/**
 * The offline base (DESIGN.md "Maps"): Brazil's 27 states from the bundled TopoJSON
 * (`brazil-states.data.ts`, about 10 KB gzipped), land filled, state borders thin and the outer
 * boundary a little stronger. Needs no network; it loads with the map's chunk.
 */
export function StateOutlinesLayer() {
  const { land, borders, coast } = stateOutlines();
  return (
    <>
      <GeoJSON {...common} data={land} style={{ stroke: false, fillColor: '#fbfaf6', fillOpacity: 1 }} />
      <GeoJSON {...common} data={borders} style={{ color: '#9aa6b2', weight: 1, dashArray: '4 3' }} />
      <GeoJSON {...common} data={coast} style={{ color: '#7b8794', weight: 1.5 }} />
    </>
  );
}
