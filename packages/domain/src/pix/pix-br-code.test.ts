import { hasError, PixElementType, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { crc16CcittFalse } from './crc16.ts';
import { orderPixCode } from './order-pix.ts';
import { PIX_LIMITS, PixChargeError, pixBrCode, pixText } from './pix-br-code.ts';

/*
 * Reference payloads printed by the Banco Central, not written by us:
 * - STATIC: Manual de Padrões para Iniciação do Pix, section 2.6.3 (static QR, random key, no
 *   amount).
 * - COMPOSITE_WITH_AMOUNT: the same manual, section 2.8.5 (static with amount 100.50 plus a
 *   recurrence template 80); its part before field 80 is what a static charge of R$ 100,50 writes.
 * - BR_CODE: Manual do BR Code, section 2.2 (card, Pix and another scheme in one code).
 * The payloads this module writes are also read back by pix-utils (a third-party reader), which
 * checks their CRC and gives back key, name, city, amount and txid.
 */
const STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const COMPOSITE_WITH_AMOUNT =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406100.505802BR5913Fulano de Tal6008BRASILIA62070503***80740014br.gov.bcb.pix2552pix.example.com/rec/2353c790eefb11eaadc10242ac12000263042875';
const BR_CODE =
  '00020104141234567890123426580014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-42665544000027300012BR.COM.OUTRO011001234567895204000053039865406123.455802BR5917NOME DO RECEBEDOR6008BRASILIA61087007490062190515RP12345678-201980390012BR.COM.OUTRO01190123.ABCD.3456.WXYZ6304AD38';

const FULANO = {
  key: '123e4567-e12b-12d1-a456-426655440000',
  merchantName: 'Fulano de Tal',
  merchantCity: 'BRASILIA',
  amountCents: 0,
  txid: '***',
};

/** What pix-utils reads from a payload: fails the test on any error (a bad CRC among them) or a non-static code. */
function read(payload: string) {
  const parsed = parsePix(payload);
  if (hasError(parsed)) throw new Error(`pix-utils refused ${payload}: ${parsed.message}`);
  if (parsed.type !== PixElementType.STATIC) throw new Error(`pix-utils read ${payload} as ${parsed.type}`);
  return parsed;
}

describe('crc16CcittFalse', () => {
  it('gives the catalogue check value of CRC-16/CCITT-FALSE for "123456789" (29B1)', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it("gives the CRC printed in each of the Banco Central's examples", () => {
    for (const payload of [STATIC, COMPOSITE_WITH_AMOUNT, BR_CODE]) {
      expect(crc16CcittFalse(payload.slice(0, -4))).toBe(payload.slice(-4));
    }
  });

  it('keeps leading zeros (4 digits always)', () => {
    expect(crc16CcittFalse('')).toBe('FFFF');
    expect(crc16CcittFalse('ACJ')).toMatch(/^[0-9A-F]{4}$/);
  });
});

describe('pixBrCode', () => {
  it("writes the manual's static example byte for byte", () => {
    expect(pixBrCode(FULANO)).toBe(STATIC);
  });

  it("writes an amount as the manual's composite example does (5406100.50)", () => {
    const payload = pixBrCode({ ...FULANO, amountCents: 10_050 });
    const staticPart = COMPOSITE_WITH_AMOUNT.slice(0, COMPOSITE_WITH_AMOUNT.indexOf('80740014'));
    expect(payload).toBe(`${staticPart}6304${crc16CcittFalse(`${staticPart}6304`)}`);
    expect(read(payload).transactionAmount).toBe(100.5);
  });

  it('is read back by pix-utils with the same key, name, city, amount and txid', () => {
    const cases = [
      { key: '52998224725', amountCents: 1, txid: 'A1B2C3D4' },
      { key: '12ABC34501DE35', amountCents: 123_456, txid: 'PEDIDO42' },
      { key: '+5511987654321', amountCents: 99, txid: 'X' },
      { key: 'financeiro@padaria-sol.com.br', amountCents: 100_000, txid: 'Z'.repeat(25) },
      { key: 'f2c1e7a0-3b4d-4c5e-8f90-1a2b3c4d5e6f', amountCents: PIX_LIMITS.amountCents, txid: '9' },
    ];
    for (const charge of cases) {
      const parsed = read(pixBrCode({ ...charge, merchantName: 'Padaria Sol', merchantCity: 'Sao Paulo' }));
      expect(parsed).toMatchObject({
        pixKey: charge.key,
        merchantName: 'Padaria Sol',
        merchantCity: 'Sao Paulo',
        transactionAmount: charge.amountCents / 100,
        txid: charge.txid,
      });
    }
  });

  it('takes accents off and cuts name and city at 25 and 15 characters', () => {
    const parsed = read(
      pixBrCode({
        ...FULANO,
        merchantName: 'Distribuidora São João do Açaí Ltda',
        merchantCity: 'São José dos Campos',
      }),
    );
    expect(parsed.merchantName).toBe('Distribuidora Sao Joao do');
    expect(parsed.merchantName).toHaveLength(PIX_LIMITS.merchantName);
    expect(parsed.merchantCity).toBe('Sao Jose dos Ca');
    expect(parsed.merchantCity).toHaveLength(PIX_LIMITS.merchantCity);
  });

  it('keeps a name of exactly 25 and a city of exactly 15 whole, and never ends one in a space', () => {
    expect(pixText('A'.repeat(25), 25)).toBe('A'.repeat(25));
    expect(pixText(`${'A'.repeat(25)}B`, 25)).toBe('A'.repeat(25));
    expect(pixText('Porto Seguro  BA', 13)).toBe('Porto Seguro');
    expect(pixText('  Café   do  Zé ☕ ', 99)).toBe('Cafe do Ze');
  });

  it('writes the largest amount field 54 holds (13 characters) and refuses one centavo more', () => {
    expect(pixBrCode({ ...FULANO, amountCents: PIX_LIMITS.amountCents })).toContain('54139999999999.99');
    expect(() => pixBrCode({ ...FULANO, amountCents: PIX_LIMITS.amountCents + 1 })).toThrow(PixChargeError);
  });

  it('leaves out field 54 when the amount is zero, and refuses a negative or fractional amount', () => {
    expect(pixBrCode(FULANO)).not.toContain('530398654');
    for (const amountCents of [-1, 0.5, Number.NaN]) {
      expect(() => pixBrCode({ ...FULANO, amountCents })).toThrow(
        expect.objectContaining({ problem: 'invalid_amount' }),
      );
    }
  });

  it('uses *** when the txid has anything but letters and digits or is too long', () => {
    for (const txid of ['', 'pedido-42', 'ação', 'A'.repeat(26)]) {
      expect(read(pixBrCode({ ...FULANO, txid })).txid).toBe('***');
    }
  });

  it('refuses a key out of the DICT forms, an empty name and an empty city', () => {
    expect(() => pixBrCode({ ...FULANO, key: '529.982.247-25' })).toThrow(
      expect.objectContaining({ problem: 'invalid_key' }),
    );
    expect(() => pixBrCode({ ...FULANO, merchantName: '☕ ' })).toThrow(
      expect.objectContaining({ problem: 'no_merchant_name' }),
    );
    expect(() => pixBrCode({ ...FULANO, merchantCity: ' ' })).toThrow(
      expect.objectContaining({ problem: 'no_merchant_city' }),
    );
  });

  it('writes printable ASCII only, so the CRC is over the bytes a reader sees', () => {
    const payload = pixBrCode({ ...FULANO, merchantName: 'Pão “Quente” – Zé', amountCents: 4_990 });
    expect(payload).toMatch(/^[\x20-\x7e]+$/);
    expect(read(payload).merchantName).toBe('Pao "Quente" - Ze');
  });
});

describe('orderPixCode', () => {
  const sources = {
    config: { pix_key: 'financeiro@padaria-sol.com.br', pix_merchant_city: 'São Paulo' },
    company: { name: 'Padaria Sol Ltda', trade_name: 'Padaria Sol' },
    totalCents: 123_450,
    orderCode: 'A1B2C3D4',
  };

  it("charges the order's total to the company's key, with the order code as txid", () => {
    const code = orderPixCode(sources);
    expect(code).not.toBeNull();
    expect(read(code ?? '')).toMatchObject({
      pixKey: 'financeiro@padaria-sol.com.br',
      merchantName: 'Padaria Sol',
      merchantCity: 'Sao Paulo',
      transactionAmount: 1234.5,
      txid: 'A1B2C3D4',
    });
  });

  it('names the company by its name when it has no trade name', () => {
    const code = orderPixCode({ ...sources, company: { name: 'Padaria Sol Ltda', trade_name: null } });
    expect(read(code ?? '').merchantName).toBe('Padaria Sol Ltda');
  });

  it('is null without a key, without a city or without a total', () => {
    expect(
      orderPixCode({ ...sources, config: { pix_key: null, pix_merchant_city: 'São Paulo' } }),
    ).toBeNull();
    expect(
      orderPixCode({ ...sources, config: { pix_key: 'pix@bcb.gov.br', pix_merchant_city: null } }),
    ).toBeNull();
    expect(orderPixCode({ ...sources, config: null })).toBeNull();
    expect(orderPixCode({ ...sources, totalCents: 0 })).toBeNull();
  });
});
