import { describe, expect, it } from 'vitest';
import { cityDisplay } from './city-display.ts';

describe('cityDisplay', () => {
  it('gives the uppercase title, the IBGE code and the state id', () => {
    const city = {
      state_id: 26,
      title: "Santa Bárbara d'Oeste",
      iso: '3545803',
      lat: '-22.75',
      long: '-47.41',
    };
    expect(cityDisplay(city)).toEqual({ title: "SANTA BÁRBARA D'OESTE", ibge: '3545803', state_id: 26 });
  });
});
