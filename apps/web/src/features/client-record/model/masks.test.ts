import { describe, expect, it } from 'vitest';
import { documentOf, maskCep, maskDocument, maskPhone } from './masks.ts';

describe('masks as typed', () => {
  it('masks landlines and mobiles as far as the digits go', () => {
    expect(
      ['1', '11', '113', '11345678', '1134567890', '11987654321', '119876543210'].map(maskPhone),
    ).toEqual([
      '(1',
      '(11',
      '(11) 3',
      '(11) 3456-78',
      '(11) 3456-7890',
      '(11) 98765-4321',
      '(11) 98765-4321',
    ]);
  });

  it('masks a CEP, a CPF and a numeric or alphanumeric CNPJ, stored without the mask', () => {
    expect(maskCep('013101009')).toBe('01310-100');
    expect(maskDocument('PF', '529982247251')).toBe('529.982.247-25');
    expect(maskDocument('PJ', '12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(documentOf('PJ', '12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(documentOf('PF', '529.982.247-25')).toBe('52998224725');
  });

  it('masks a phone, a CEP and a CNPJ pasted from a PDF or a chat', () => {
    expect(maskPhone('+55 (11) 98765\u20134321')).toBe('(11) 98765-4321');
    expect(maskPhone('(011) 3456\u00a07890')).toBe('(11) 3456-7890');
    // Area code 55 (Santa Maria) stays one, also with a digit typed past the end.
    expect(maskPhone('(55) 3222-1234')).toBe('(55) 3222-1234');
    expect(maskPhone('(55) 99123-45678')).toBe('(55) 99123-4567');
    expect(maskCep('01310\u2013100\u200b')).toBe('01310-100');
    expect(documentOf('PJ', '\u00a011.222.333/0001\u201381\u200b')).toBe('11222333000181');
  });
});
