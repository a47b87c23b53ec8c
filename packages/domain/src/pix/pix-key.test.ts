import { describe, expect, it } from 'vitest';
import { PIX_KEY_MAX, pixKeySchema, pixKeyType } from './pix-key.ts';

// Key forms as the Manual de Padrões para Iniciação do Pix writes them: CPF and CNPJ without
// punctuation, phone as +55 with area code, e-mail, random key (EVP) as a UUID. The alphanumeric
// CNPJ 12ABC34501DE35 is the Receita Federal's published example.
describe('pixKeyType', () => {
  it.each([
    ['52998224725', 'cpf'],
    ['00038166000105', 'cnpj'],
    ['12ABC34501DE35', 'cnpj'],
    ['+5561912345678', 'phone'],
    ['+551134567890', 'phone'],
    ['pix@bcb.gov.br', 'email'],
    ['123e4567-e12b-12d1-a456-426655440000', 'random'],
  ])('reads %s as a %s key', (key, type) => {
    expect(pixKeyType(key)).toBe(type);
  });

  it.each([
    ['52998224726', 'a CPF with a wrong check digit'],
    ['529.982.247-25', 'a CPF with its mask'],
    ['00038166000106', 'a CNPJ with a wrong check digit'],
    ['61912345678', 'a phone without +55 (read as a CPF, and invalid)'],
    ['+1415555267', 'a phone of another country'],
    ['Pix@BCB.gov.br', 'an e-mail in capitals'],
    ['fulano@gmail', 'an e-mail without a domain'],
    ['123E4567-E12B-12D1-A456-426655440000', 'a random key in capitals'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (key) => {
    expect(pixKeyType(key)).toBeNull();
  });

  it('takes an e-mail of exactly 77 characters and refuses one of 78', () => {
    const at77 = `${'a'.repeat(PIX_KEY_MAX - 10)}@gmail.com`;
    expect(at77).toHaveLength(77);
    expect(pixKeyType(at77)).toBe('email');
    expect(pixKeyType(`a${at77}`)).toBeNull();
  });
});

describe('pixKeySchema', () => {
  it('trims the key and says in pt-BR what a key looks like when it is not one', () => {
    expect(pixKeySchema.parse(' pix@bcb.gov.br ')).toBe('pix@bcb.gov.br');
    const result = pixKeySchema.safeParse('123');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Chave Pix inválida/);
  });
});
