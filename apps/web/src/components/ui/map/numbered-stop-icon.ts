import { divIcon } from 'leaflet';

/** How a stop reads on a route: on the way (brand), skipped (grey) or flagged (orange). */
export type StopTone = 'default' | 'skipped' | 'flagged';

/** A route's stop as a disc with its number (or a mark), 26 px (offline-map.css `.rota-route-stop`). */
export function numberedStopIcon(label: number | string, tone: StopTone = 'default') {
  return divIcon({
    className: tone === 'default' ? 'rota-route-stop' : `rota-route-stop is-${tone}`,
    html: `<span>${label}</span>`,
    iconSize: [26, 26],
    iconAnchor: [13, 13],
  });
}
