import { describe, expect, it } from 'vitest';
import { COPACABANA, REGISTRY } from '../testing/record-server.ts';
import {
  cepValues,
  cnpjValues,
  isIrregularSituation,
  lookupChanges,
  splitLookupValues,
} from './lookup-changes.ts';

const isoOf = (state: string, title: string) => (state === 'SP' && title === 'SAO PAULO' ? '3550308' : null);

describe('what a lookup would change', () => {
  it('reads a CEP answer as street, district, UF and city by its IBGE code', () => {
    expect(cepValues(COPACABANA)).toEqual({
      cep: '22041-001',
      street: 'Avenida Nossa Senhora de Copacabana',
      district: 'Copacabana',
      state: 'RJ',
      city_iso: '3304557',
    });
  });

  it('reads a CNPJ answer with the city matched by name in its UF; only the fantasy name to requery it', () => {
    expect(cnpjValues(REGISTRY, isoOf, 'autofill')).toMatchObject({
      name: 'Mercado Bom Preço Ltda',
      city_iso: '3550308',
      phone: '(11) 3255-1234',
      email: 'contato@bompreco.com.br',
    });
    expect(cnpjValues({ ...REGISTRY, email: 'sem e-mail', phone: '123' }, isoOf, 'autofill')).toMatchObject({
      email: '',
      phone: '',
    });
    expect(cnpjValues(REGISTRY, isoOf, 'fantasy')).toEqual({ fantasy_name: 'Bom Preço' });
  });

  it('fills empty fields, asks about typed ones, ignores equal values and empty answers', () => {
    const current = { street: '', district: 'Centro', state: 'rj', city_iso: '3304557' };
    expect(
      splitLookupValues(current, {
        street: 'Rua A',
        district: 'Copacabana',
        state: 'RJ',
        city_iso: '',
        cep: ' ',
      }),
    ).toEqual({
      fill: { street: 'Rua A' },
      conflicts: [{ field: 'district', from: 'Centro', to: 'Copacabana' }],
    });
    expect(lookupChanges(current, { street: 'Rua A', district: 'Centro' })).toEqual([
      { field: 'street', from: '', to: 'Rua A' },
    ]);
  });

  it('warns about BAIXADA, INAPTA, SUSPENSA and NULA, not ATIVA', () => {
    expect(['BAIXADA', 'inapta', 'SUSPENSA', 'NULA', 'ATIVA'].map(isIrregularSituation)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });
});
