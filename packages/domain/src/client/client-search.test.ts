import { describe, expect, it } from 'vitest';
import { clientSearchQuery, clientSearchText, matchesClientSearch } from './client-search.ts';

const padaria = {
  name: 'Panificadora São João Ltda',
  fantasy_name: 'Padaria do João',
  document: '45723174000110',
  code_erp: 'C-0042',
  state: 'SP',
};
const text = clientSearchText(padaria, 'São José dos Campos');
const finds = (typed: string) => matchesClientSearch(text, clientSearchQuery(typed));

describe('client search (normalised once, matched per keystroke)', () => {
  it('finds by name and fantasy name ignoring accents and case', () => {
    expect(finds('sao joao')).toBe(true);
    expect(finds('PADARIA')).toBe(true);
    expect(finds('joão padaria')).toBe(true);
    expect(finds('mercado')).toBe(false);
  });

  it('finds by CNPJ with or without the mask, and by part of it', () => {
    expect(finds('45.723.174/0001-10')).toBe(true);
    expect(finds('45723174000110')).toBe(true);
    expect(finds('45.723')).toBe(true);
    expect(finds('45.724')).toBe(false);
  });

  it('finds by ERP code, city and UF', () => {
    expect(finds('c-0042')).toBe(true);
    expect(finds('c0042')).toBe(true);
    expect(finds('sao jose dos campos')).toBe(true);
    expect(finds('sp')).toBe(true);
  });

  it('matches everything for an empty query', () => {
    expect(finds('   ')).toBe(true);
  });

  it('keeps an alphanumeric CNPJ searchable', () => {
    const alpha = clientSearchText({ ...padaria, document: '12ABC34501DE35' }, null);
    expect(matchesClientSearch(alpha, clientSearchQuery('12.ABC.345/01DE-35'))).toBe(true);
    expect(matchesClientSearch(alpha, clientSearchQuery('12abc34501de35'))).toBe(true);
  });
});
