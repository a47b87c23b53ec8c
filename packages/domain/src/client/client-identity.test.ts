import { describe, expect, it } from 'vitest';
import { clientIdLine, clientPlace, formatTaxDocument, taxDocumentLabel } from './client-identity.ts';

// Documents from public examples: the CNPJ 45.723.174/0001-10 of the demo company (valid check
// digits), the CPF 529.982.247-25 used in the Receita Federal's algorithm examples, and the
// alphanumeric CNPJ 12.ABC.345/01DE-35 of the Receita's IN RFB 2.229/2024 announcement.
describe('client identity (what tells same-named clients apart)', () => {
  it('labels and masks a CNPJ, an alphanumeric CNPJ and a CPF', () => {
    expect(taxDocumentLabel('45723174000110')).toBe('CNPJ 45.723.174/0001-10');
    expect(taxDocumentLabel('12ABC34501DE35')).toBe('CNPJ 12.ABC.345/01DE-35');
    expect(taxDocumentLabel('52998224725')).toBe('CPF 529.982.247-25');
    expect(formatTaxDocument('52998224725')).toBe('529.982.247-25');
    expect(formatTaxDocument('45723174000110')).toBe('45.723.174/0001-10');
  });

  it('adds the ERP code once the ERP gave one', () => {
    expect(clientIdLine({ document: '45723174000110', code_erp: 'C-0042' })).toBe(
      'CNPJ 45.723.174/0001-10 · Cód. C-0042',
    );
    expect(clientIdLine({ document: '52998224725', code_erp: null })).toBe('CPF 529.982.247-25');
  });

  it('says the place as city/UF, the UF alone while the city name is unknown', () => {
    expect(clientPlace('Campinas', 'SP')).toBe('Campinas/SP');
    expect(clientPlace(null, 'SP')).toBe('SP');
    expect(clientPlace('Campinas', null)).toBe('Campinas');
    expect(clientPlace(null, null)).toBeNull();
  });
});
