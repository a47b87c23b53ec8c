/**
 * "Rota até aqui": Google Maps' universal directions link (`api=1`), which a phone opens in its
 * maps app (Google Maps, or the browser elsewhere) with the route from where it is.
 */
export function directionsUrl(lat: number, long: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${long}`;
}
