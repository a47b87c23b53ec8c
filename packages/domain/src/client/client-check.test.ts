import { describe, expect, it } from 'vitest';
import { makeClient } from '../testing/fixtures.ts';
import { clientErrors, hasClientErrors, personType } from './client-check.ts';

describe('client check (device and server)', () => {
  it('tells a company from a person by the document', () => {
    expect(personType('11222333000181')).toBe('PJ');
    expect(personType('12ABC34501DE35')).toBe('PJ');
    expect(personType('52998224725')).toBe('PF');
  });

  it('passes a client with a valid registration for its state and a city in it', () => {
    const client = makeClient({ state: 'SP', city_iso: '3550308', state_registration: '110042490114' });
    expect(clientErrors(client, null)).toEqual({});
    expect(hasClientErrors(clientErrors(client, null))).toBe(false);
  });

  it('refuses a CNPJ or CPF another client of the company holds, naming that client', () => {
    const client = makeClient({ document: '11222333000181' });
    expect(clientErrors(client, { uuid: 'other', name: 'Mercado Bom Preço' })).toEqual({
      document: ['CNPJ 11.222.333/0001-81 já cadastrado para o cliente Mercado Bom Preço'],
    });
    const person = makeClient({ document: '52998224725' });
    expect(clientErrors(person, { uuid: 'other', name: 'João Silva' }).document).toEqual([
      'CPF 529.982.247-25 já cadastrado para o cliente João Silva',
    ]);
  });

  it('is not a duplicate of itself (an edit finds its own row)', () => {
    const client = makeClient();
    expect(clientErrors(client, { uuid: client.uuid, name: client.name })).toEqual({});
  });

  it("checks the inscrição estadual by the client's state, accepts Isento and allows it empty", () => {
    expect(
      clientErrors(
        makeClient({ state: 'RJ', city_iso: '3304557', state_registration: '110042490114' }),
        null,
      ),
    ).toEqual({ state_registration: ['Inscrição estadual inválida para RJ'] });
    expect(clientErrors(makeClient({ state_registration: 'isento' }), null)).toEqual({});
    expect(clientErrors(makeClient({ state_registration: null }), null)).toEqual({});
    expect(clientErrors(makeClient({ state_registration: '  ' }), null)).toEqual({});
    expect(
      clientErrors(makeClient({ state: null, city_iso: null, state_registration: '110042490114' }), null),
    ).toEqual({ state_registration: ['Escolha a UF para conferir a inscrição estadual'] });
  });

  it('refuses a city outside the chosen state', () => {
    // 3304557 is Rio de Janeiro (RJ, code 33), not São Paulo (35).
    expect(clientErrors(makeClient({ state: 'SP', city_iso: '3304557' }), null)).toEqual({
      city_iso: ['A cidade não fica em SP'],
    });
  });
});
