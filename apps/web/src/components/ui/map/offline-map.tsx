import 'leaflet/dist/leaflet.css';
import './offline-map.css';
import './removed-map-guard.ts';
import type { LatLngBoundsExpression, LatLngExpression } from 'leaflet';
import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { MapContainer, Pane, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { CityLabelsLayer } from './city-labels-layer.tsx';
import { mapMessages } from './map-messages.ts';
import { BRAZIL_BOUNDS, MAP_PANES } from './map-panes.ts';
import { mapTiles } from './map-tiles.ts';
import { OfflineBaseNotice } from './offline-base-notice.tsx';
import { StateOutlinesLayer } from './state-outlines-layer.tsx';

const tiles = mapTiles(import.meta.env);

/** Leaflet names the popup's close button in English: say it in pt-BR when a popup opens. */
function PopupCloseLabel() {
  const map = useMap();
  useEffect(() => {
    const label = () =>
      map
        .getContainer()
        .querySelectorAll('.leaflet-popup-close-button')
        .forEach((button) => {
          button.setAttribute('aria-label', mapMessages.closePopup);
          button.setAttribute('title', mapMessages.closePopup);
        });
    map.on('popupopen', label);
    return () => {
      map.off('popupopen', label);
    };
  }, [map]);
  return null;
}

/**
 * Tells Leaflet when its box changes size without the window resizing (a flex layout settling,
 * the offline banner coming and going, a panel opening under the map): otherwise it keeps the
 * old size and leaves tiles, outlines and markers clipped to it.
 */
function TrackContainerSize() {
  const map = useMap();
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize({ debounceMoveend: true }));
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

export interface OfflineMapProps {
  /** The map's accessible name (a `region`), e.g. "Mapa dos clientes". */
  label: string;
  /** What to show first; Brazil by default. */
  bounds?: LatLngBoundsExpression;
  /** Or a point and a zoom (a client's position on its record), instead of `bounds`. */
  center?: LatLngExpression;
  zoom?: number;
  children?: ReactNode;
  style?: CSSProperties;
}

/**
 * A Leaflet map that works offline (DESIGN.md "Maps"): under the raster tiles
 * (`VITE_MAP_TILE_URL`, OpenStreetMap by default, cached by the service worker as they are
 * seen), a base that needs no network — Brazil's state outlines and the names of nearby
 * municipalities — so markers still have a place to sit when tiles fail. Controls in pt-BR.
 * Lives in the map's lazy chunk with Leaflet; screens open it only on demand.
 */
export function OfflineMap({ label, bounds, center, zoom, children, style }: OfflineMapProps) {
  return (
    <section aria-label={label} style={{ position: 'relative', height: '100%', ...style }}>
      <MapContainer
        className="rota-map"
        {...(center ? { center, zoom: zoom ?? 15 } : { bounds: bounds ?? BRAZIL_BOUNDS })}
        minZoom={3}
        maxZoom={19}
        zoomControl={false}
        style={{ height: '100%', width: '100%', borderRadius: 'inherit' }}
      >
        {/* Bottom right: a popup opens upward over its client, and at the top right the
            zoom buttons covered its close button. */}
        <ZoomControl
          position="bottomright"
          zoomInTitle={mapMessages.zoomIn}
          zoomOutTitle={mapMessages.zoomOut}
        />
        <PopupCloseLabel />
        <TrackContainerSize />
        <Pane name={MAP_PANES.base.name} style={{ zIndex: MAP_PANES.base.zIndex }}>
          <StateOutlinesLayer />
        </Pane>
        <Pane name={MAP_PANES.cityLabels.name} style={{ zIndex: MAP_PANES.cityLabels.zIndex }}>
          <CityLabelsLayer />
        </Pane>
        {tiles && (
          <TileLayer url={tiles.url} attribution={tiles.attribution} crossOrigin="anonymous" maxZoom={19} />
        )}
        {children}
      </MapContainer>
      <OfflineBaseNotice withTiles={tiles !== null} />
    </section>
  );
}
