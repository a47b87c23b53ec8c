import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../shared/pt-br-error-map.ts';
import { stateRegistrationInputSchema } from '../client/state-registration.ts';
import { cepInputSchema, normalizeCep } from './cep.ts';
import { cnpjInputSchema, normalizeCnpj } from './cnpj.ts';
import { normalizeCpf } from './cpf.ts';
import { stripPastedSeparators } from './pasted-text.ts';
import { normalizePhone, phoneSchema } from './phone.ts';
import { normalizeTaxDocument, taxDocumentInputSchema } from './tax-document.ts';

const NBSP = '\u00a0';
const EN_DASH = '\u2013';
const EM_DASH = '\u2014';
const ZERO_WIDTH = '\u200b';

describe('a document pasted from a PDF or a chat', () => {
  it('reads a CNPJ with an en dash, a no-break space or a trailing zero-width space', () => {
    expect(normalizeCnpj(`11.222.333/0001${EN_DASH}81`)).toBe('11222333000181');
    expect(normalizeCnpj(`11.222.333/0001${EM_DASH}81${ZERO_WIDTH}`)).toBe('11222333000181');
    expect(normalizeCnpj(`${NBSP}11${NBSP}222${NBSP}333 0001-81${NBSP}`)).toBe('11222333000181');
    expect(normalizeCnpj(`12.abc.345/01de${EN_DASH}35\ufeff`)).toBe('12ABC34501DE35');
    // Full-width digits (some PDF fonts) are digits.
    expect(normalizeCnpj('１１．２２２．３３３／０００１－８１')).toBe('11222333000181');
    expect(cnpjInputSchema.parse(`11.222.333/0001${EN_DASH}81${ZERO_WIDTH}`)).toBe('11222333000181');
  });

  it('keeps what is not a separator, so a wrong paste is still refused', () => {
    expect(normalizeCnpj('11.222.333/0001-81 (matriz)')).toBe('11222333000181(MATRIZ)');
    expect(cnpjInputSchema.safeParse('CNPJ: 11.222.333/0001-81').success).toBe(false);
    expect(stripPastedSeparators(`a${NBSP}b${EN_DASH}c`)).toBe('abc');
  });

  it('reads a CPF, a CEP and a client document the same way', () => {
    expect(normalizeCpf(`529.982.247${EN_DASH}25`)).toBe('52998224725');
    expect(normalizeCep(`01310${EN_DASH}100${ZERO_WIDTH}`)).toBe('01310100');
    expect(cepInputSchema.parse(`01.310${NBSP}100`)).toBe('01310100');
    expect(normalizeTaxDocument(`529.982.247${EM_DASH}25`)).toBe('52998224725');
    expect(taxDocumentInputSchema.parse(`11.222.333/0001${EN_DASH}81${ZERO_WIDTH}`)).toBe('11222333000181');
    expect(taxDocumentInputSchema.safeParse(`529.982.247${EN_DASH}24`).error?.issues[0]?.message).toBe(
      'CPF inválido',
    );
  });

  it('reads a phone with its country code, trunk zero or mask', () => {
    expect(normalizePhone(`+55 (11) 98765${EN_DASH}4321`)).toBe('11987654321');
    expect(normalizePhone('0055 11 3456-7890')).toBe('1134567890');
    expect(normalizePhone('(011) 3456-7890')).toBe('1134567890');
    // 55 is also Santa Maria's area code: a 10- or 11-digit number keeps it.
    expect(normalizePhone('(55) 3222-1234')).toBe('5532221234');
    expect(normalizePhone('+55 55 99123-4567')).toBe('55991234567');
    expect(phoneSchema.parse(`(11)${NBSP}3456${EN_DASH}7890`)).toBe('1134567890');
    expect(phoneSchema.safeParse('3456-7890').error?.issues[0]?.message).toBe('Telefone inválido');
  });

  it('reads an inscrição estadual and "isento" the same way', () => {
    expect(stateRegistrationInputSchema.parse(`110.042.490.114${ZERO_WIDTH}`)).toBe('110042490114');
    expect(stateRegistrationInputSchema.parse(`${NBSP}Isento `)).toBe('ISENTO');
  });
});

/** Check digits of a CNPJ over its first 12 characters (digits or letters: value = code − 48). */
function cnpjWithDigits(base: string): string {
  const digit = (text: string) => {
    const weights =
      text.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = [...text].reduce(
      (total, char, i) => total + (char.charCodeAt(0) - 48) * (weights[i] ?? 0),
      0,
    );
    const remainder = sum % 11;
    return remainder < 2 ? '0' : String(11 - remainder);
  };
  const first = digit(base);
  return base + first + digit(base + first);
}

/** Check digits of a CPF over its first 9 digits. */
function cpfWithDigits(base: string): string {
  const digit = (text: string) => {
    const sum = [...text].reduce((total, char, i) => total + Number(char) * (text.length + 1 - i), 0);
    const remainder = (sum * 10) % 11;
    return String(remainder === 10 ? 0 : remainder);
  };
  const first = digit(base);
  return base + first + digit(base + first);
}

const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });
const alphanumeric = fc.string({
  unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
  minLength: 12,
  maxLength: 12,
});

/** What a paste puts in and around a number: the mask, spaces of any kind, dashes, invisibles. */
const mark = fc.constantFrom(
  '.',
  '-',
  '/',
  ' ',
  NBSP,
  '\u202f',
  '\u2009',
  EN_DASH,
  EM_DASH,
  '\u2212',
  ZERO_WIDTH,
  '\ufeff',
  '\u00ad',
  '\t',
);

/** `canonical` with separators inserted anywhere (before, between, after its characters). */
const pasted = (canonical: fc.Arbitrary<string>) =>
  fc
    .tuple(canonical, fc.array(fc.tuple(fc.nat(), mark), { maxLength: 8 }), fc.boolean())
    .map(([value, marks, lower]) => {
      let text = lower ? value.toLowerCase() : value;
      for (const [at, char] of marks) {
        const i = at % (text.length + 1);
        text = text.slice(0, i) + char + text.slice(i);
      }
      return { canonical: value, text };
    });

describe('properties: any mix of separators around a valid document reads to its canonical form', () => {
  it('CNPJ, numeric or alphanumeric', () => {
    fc.assert(
      fc.property(pasted(fc.oneof(digits(12), alphanumeric).map(cnpjWithDigits)), ({ canonical, text }) => {
        expect(normalizeCnpj(text)).toBe(canonical);
        expect(cnpjInputSchema.parse(text)).toBe(canonical);
        expect(taxDocumentInputSchema.parse(text)).toBe(canonical);
      }),
    );
  });

  it('CPF', () => {
    const cpf = digits(9)
      .filter((base) => !/^(\d)\1+$/.test(base))
      .map(cpfWithDigits);
    fc.assert(
      fc.property(pasted(cpf), ({ canonical, text }) => {
        expect(normalizeCpf(text)).toBe(canonical);
        expect(taxDocumentInputSchema.parse(text)).toBe(canonical);
      }),
    );
  });

  it('CEP', () => {
    const cep = digits(8).filter((value) => value !== '00000000');
    fc.assert(
      fc.property(pasted(cep), ({ canonical, text }) => {
        expect(cepInputSchema.parse(text)).toBe(canonical);
      }),
    );
  });

  it('phone, with or without +55', () => {
    const phone = fc
      .tuple(fc.integer({ min: 11, max: 99 }), fc.oneof(digits(8), digits(9)))
      .map(([area, number]) => `${area}${number}`);
    fc.assert(
      fc.property(pasted(phone), fc.boolean(), ({ canonical, text }, withCountry) => {
        expect(phoneSchema.parse(withCountry ? `+55${text}` : text)).toBe(canonical);
      }),
    );
  });
});
