import { cities, findCityByIso } from '@rota/domain/cities';
import { describe, expect, it } from 'vitest';
import {
  ALL_CITIES_ZOOM,
  CAPITAL_ISOS,
  CAPITALS_ZOOM,
  type LabelCity,
  type LabelView,
  MAX_CITY_LABELS,
  visibleCityLabels,
} from './visible-city-labels.ts';

const labelCities: LabelCity[] = cities.map((city) => ({
  iso: city.iso,
  title: city.title,
  lat: Number(city.lat),
  long: Number(city.long),
}));

/** A view of a box around a point, with a plain equirectangular projection at `pxPerDegree`. */
function view(zoom: number, lat: number, long: number, halfDegrees: number, pxPerDegree: number): LabelView {
  return {
    zoom,
    south: lat - halfDegrees,
    north: lat + halfDegrees,
    west: long - halfDegrees,
    east: long + halfDegrees,
    project: (pointLat, pointLong) => ({
      x: (pointLong - (long - halfDegrees)) * pxPerDegree,
      y: (lat + halfDegrees - pointLat) * pxPerDegree,
    }),
  };
}

const campinas = { lat: -22.9056, long: -47.0608 };

describe('visibleCityLabels (the offline base’s city names)', () => {
  it('knows the 27 state capitals by IBGE code', () => {
    expect(CAPITAL_ISOS.size).toBe(27);
    const titles = [...CAPITAL_ISOS].map((iso) => findCityByIso(iso)?.title);
    expect(titles).toContain('São Paulo');
    expect(titles).toContain('Brasília');
    expect(titles).toContain('Palmas');
    expect(titles.every(Boolean)).toBe(true);
  });

  it('names nothing at country zoom, only capitals below city zoom', () => {
    expect(visibleCityLabels(labelCities, view(CAPITALS_ZOOM - 1, -15, -50, 20, 20))).toEqual([]);
    const capitals = visibleCityLabels(labelCities, view(CAPITALS_ZOOM, -23, -47, 4, 100));
    expect(capitals.length).toBeGreaterThan(0);
    expect(capitals.every((city) => CAPITAL_ISOS.has(city.iso))).toBe(true);
    expect(capitals.map((city) => city.title)).toContain('São Paulo');
  });

  it('names the cities near the view at city zoom, capitals first, one per screen cell, at most the cap', () => {
    const near = view(ALL_CITIES_ZOOM + 3, campinas.lat, campinas.long, 0.3, 1500);
    const labels = visibleCityLabels(labelCities, near);
    expect(labels.map((city) => city.title)).toContain('Campinas');
    expect(labels.length).toBeLessThanOrEqual(MAX_CITY_LABELS);
    const cells = labels.map((city) => {
      const { x, y } = near.project(city.lat, city.long);
      return `${Math.floor(x / 130)}:${Math.floor(y / 34)}`;
    });
    expect(new Set(cells).size).toBe(cells.length);
    const wide = visibleCityLabels(labelCities, view(ALL_CITIES_ZOOM, -23, -47, 3, 400));
    expect(wide).toHaveLength(MAX_CITY_LABELS);
    expect(wide[0] && CAPITAL_ISOS.has(wide[0].iso)).toBe(true);
    expect(visibleCityLabels(labelCities, near, 5)).toHaveLength(5);
  });
});
