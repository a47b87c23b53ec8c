import { describe, expect, it } from 'vitest';
import '../shared/pt-br-error-map.ts';
import { cepSchema, formatCep, isValidCep } from './cep.ts';
import { cnpjInputSchema, cnpjSchema, formatCnpj, isValidCnpj, normalizeCnpj } from './cnpj.ts';
import { cpfSchema, formatCpf, isValidCpf } from './cpf.ts';
import { taxDocumentSchema } from './tax-document.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('CNPJ', () => {
  it('accepts numeric and alphanumeric CNPJs, masked or not', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
    expect(isValidCnpj('11222333000180')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
  });

  it('normalises and masks', () => {
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('keeps the wire form a 14-character string and says "CNPJ inválido"', () => {
    expect(cnpjSchema.parse('12ABC34501DE35')).toBe('12ABC34501DE35');
    expect(firstMessage(cnpjSchema.safeParse('11222333000180'))).toBe('CNPJ inválido');
    expect(firstMessage(cnpjSchema.safeParse('11.222.333/0001-81'))).toBe('CNPJ inválido');
    expect(cnpjSchema.safeParse(11222333000181).success).toBe(false);
  });

  it('parses what a person types', () => {
    expect(cnpjInputSchema.parse(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    expect(firstMessage(cnpjInputSchema.safeParse(''))).toBe('Campo obrigatório');
    expect(firstMessage(cnpjInputSchema.safeParse('12.345'))).toBe('CNPJ inválido');
  });
});

describe('CPF and CEP', () => {
  it('validates and masks a CPF', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(cpfSchema.safeParse('52998224725').success).toBe(true);
    expect(firstMessage(cpfSchema.safeParse('11111111111'))).toBe('CPF inválido');
  });

  it('validates and masks a CEP', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(formatCep('01310100')).toBe('01310-100');
    expect(cepSchema.safeParse('01310100').success).toBe(true);
    expect(firstMessage(cepSchema.safeParse('0131010'))).toBe('CEP inválido');
  });

  it('takes either document for a client', () => {
    expect(taxDocumentSchema.safeParse('52998224725').success).toBe(true);
    expect(taxDocumentSchema.safeParse('11222333000181').success).toBe(true);
    expect(firstMessage(taxDocumentSchema.safeParse('52998224724'))).toBe('CPF inválido');
    expect(firstMessage(taxDocumentSchema.safeParse('11222333000180'))).toBe('CNPJ inválido');
    expect(firstMessage(taxDocumentSchema.safeParse('123'))).toBe('CPF ou CNPJ inválido');
  });
});
