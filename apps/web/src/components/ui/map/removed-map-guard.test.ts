import { Map as LeafletMap } from 'leaflet';
import { describe, expect, it } from 'vitest';
import './removed-map-guard.ts';

describe('removed-map-guard', () => {
  it('lets the end of a zoom animation that fires after the map was removed pass quietly', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const map = new LeafletMap(container, { center: [-23.55, -46.63], zoom: 10 });
    // The state Leaflet leaves while a zoom animates; its 250 ms timer fires after the removal.
    const animating = map as unknown as { _animatingZoom: boolean; _onZoomTransitionEnd(): void };
    animating._animatingZoom = true;
    map.remove();
    expect(() => animating._onZoomTransitionEnd()).not.toThrow();
    container.remove();
  });
});
