import { type CircleMarker, canvas, circleMarker, layerGroup, svg } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { ClientMarker } from '../api/client-map-markers.ts';
import { MARKER_COLORS } from '../api/marker-colors.ts';

/** Up to this many markers are SVG paths (each in the DOM, classed by tone); more go to one canvas. */
const SVG_LIMIT = 1500;

/** Dots grow with the zoom: small over a whole country, finger-sized over a city. */
const radiusAt = (zoom: number) => (zoom <= 5 ? 4 : zoom <= 8 ? 6 : 8);

interface ClientMarkersLayerProps {
  markers: readonly ClientMarker[];
  onSelect: (marker: ClientMarker) => void;
}

/**
 * The clients as dots coloured by tone (red overdue, grey inactive, brand blue otherwise; no
 * image files, DESIGN.md "Maps"). Built with Leaflet directly rather than one React component
 * per marker: "Todos os dias" with "Todos os clientes" can mean 20,000 of them, which a canvas
 * draws at once. A click selects the client (the map opens its popup).
 */
export function ClientMarkersLayer({ markers, onSelect }: ClientMarkersLayerProps) {
  const map = useMap();
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    const renderer = markers.length > SVG_LIMIT ? canvas({ padding: 0.3 }) : svg({ padding: 0.3 });
    const group = layerGroup();
    const circles: CircleMarker[] = [];
    for (const marker of markers) {
      const circle = circleMarker([marker.lat, marker.long], {
        renderer,
        radius: radiusAt(map.getZoom()),
        color: '#ffffff',
        weight: 1.5,
        fillColor: MARKER_COLORS[marker.tone],
        fillOpacity: 1,
        className: `rota-marker rota-marker--${marker.tone}`,
        bubblingMouseEvents: false,
      })
        .on('click', () => select.current(marker))
        .addTo(group);
      circles.push(circle);
    }
    group.addTo(map);
    const resize = () => {
      const radius = radiusAt(map.getZoom());
      for (const circle of circles) circle.setRadius(radius);
    };
    map.on('zoomend', resize);
    return () => {
      map.off('zoomend', resize);
      group.remove();
    };
  }, [map, markers]);

  return null;
}
