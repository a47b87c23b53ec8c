import { divIcon, type Map as LeafletMap } from 'leaflet';
import { useEffect, useState } from 'react';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { MAP_PANES } from './map-panes.ts';
import { type LabelCity, visibleCityLabels } from './visible-city-labels.ts';

let citiesLoaded: Promise<LabelCity[]> | undefined;

/** The bundled city list (its own chunk, also used by the clients' search text), parsed once. */
function loadLabelCities(): Promise<LabelCity[]> {
  citiesLoaded ??= import('@rota/domain/cities').then(({ cities }) =>
    cities.map((city) => ({
      iso: city.iso,
      title: city.title,
      lat: Number(city.lat),
      long: Number(city.long),
    })),
  );
  return citiesLoaded;
}

function labelsFor(map: LeafletMap, cities: readonly LabelCity[]): LabelCity[] {
  const bounds = map.getBounds();
  return visibleCityLabels(cities, {
    zoom: map.getZoom(),
    south: bounds.getSouth(),
    west: bounds.getWest(),
    north: bounds.getNorth(),
    east: bounds.getEast(),
    project: (lat, long) => map.latLngToContainerPoint([lat, long]),
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const icons = new Map<string, ReturnType<typeof divIcon>>();

function labelIcon(city: LabelCity) {
  let icon = icons.get(city.iso);
  if (!icon) {
    icon = divIcon({
      className: 'rota-city-label',
      html: `<span>${escapeHtml(city.title)}</span>`,
      iconSize: [0, 0],
    });
    icons.set(city.iso, icon);
  }
  return icon;
}

/**
 * Municipality names for the offline base, from the bundled city list (title, lat, long): the
 * capitals from zoom 5, every city that fits from zoom 8, only near the view and at most 80 at a
 * time (`visibleCityLabels`). Drawn under the tiles: online the tiles' own names show instead.
 */
export function CityLabelsLayer() {
  const map = useMap();
  const [cities, setCities] = useState<LabelCity[] | null>(null);
  const [labels, setLabels] = useState<LabelCity[]>([]);

  useEffect(() => {
    let live = true;
    loadLabelCities().then(
      (loaded) => live && setCities(loaded),
      (error: unknown) => console.warn('[rota] lista de cidades indisponível para o mapa:', error),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (cities) setLabels(labelsFor(map, cities));
  }, [map, cities]);

  useMapEvents({
    moveend: () => cities && setLabels(labelsFor(map, cities)),
  });

  return labels.map((city) => (
    <Marker
      key={city.iso}
      position={[city.lat, city.long]}
      icon={labelIcon(city)}
      interactive={false}
      keyboard={false}
      pane={MAP_PANES.cityLabels.name}
    />
  ));
}
