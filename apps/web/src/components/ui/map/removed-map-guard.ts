import { Map as LeafletMap } from 'leaflet';

interface ZoomTransitionEnd {
  _mapPane?: HTMLElement;
  _onZoomTransitionEnd(): void;
}

const prototype = LeafletMap.prototype as unknown as ZoomTransitionEnd;
const finishZoom = prototype._onZoomTransitionEnd;

/*
 * Leaflet 1.9 ends an animated zoom on a 250 ms timer that `map.remove()` does not cancel. A map
 * unmounted within that time (the list/map switch right after a zoom, a navigation) then reads
 * its removed pane and throws "Cannot read properties of undefined (reading '_leaflet_pos')".
 * A removed map has no pane left: its zoom has nothing to finish.
 */
prototype._onZoomTransitionEnd = function finishZoomOfLiveMap(this: ZoomTransitionEnd) {
  if (this._mapPane) finishZoom.call(this);
};
