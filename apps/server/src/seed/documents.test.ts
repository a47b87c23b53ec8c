import { clientErrors, isValidCnpj, isValidCpf } from '@rota/domain';
import { stateAbbreviations } from '@rota/domain/cities';
import { describe, expect, it } from 'vitest';
import {
  cnpjWithCheckDigits,
  cpfWithCheckDigits,
  ean13,
  randomCnpj,
  randomCpf,
  randomStateRegistration,
} from './documents.ts';
import { Random } from './random.ts';

describe('demo documents', () => {
  it('computes the check digits of known CNPJs and CPFs', () => {
    expect(cnpjWithCheckDigits('112223330001')).toBe('11222333000181');
    expect(cnpjWithCheckDigits('457231740001')).toBe('45723174000110');
    expect(cpfWithCheckDigits('529982247')).toBe('52998224725');
    expect(() => cpfWithCheckDigits('12345')).toThrow();
  });

  it('draws valid CNPJs, CPFs and EAN-13 barcodes, the same ones for the same seed', () => {
    const random = new Random('documentos');
    const drawn = Array.from({ length: 500 }, () => [randomCnpj(random), randomCpf(random), ean13(random)]);
    for (const [cnpj = '', cpf = '', barcode = ''] of drawn) {
      expect(isValidCnpj(cnpj), cnpj).toBe(true);
      expect(isValidCpf(cpf), cpf).toBe(true);
      const digits = [...barcode].map(Number);
      const sum = digits.reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
      expect(sum % 10, barcode).toBe(0);
    }
    const again = new Random('documentos');
    expect(randomCnpj(again)).toBe(drawn[0]?.[0]);
  });

  it('draws an inscrição estadual for every UF that the client check accepts for that UF', () => {
    const random = new Random('inscricoes');
    for (const state of stateAbbreviations) {
      const registration = randomStateRegistration(random, state);
      expect(registration, state).not.toBeNull();
      const client = {
        uuid: 'x',
        document: '11222333000181',
        state_registration: registration,
        state,
        city_iso: null,
      };
      expect(clientErrors(client, null), `${state} ${registration}`).toEqual({});
    }
  });
});
