import { productSchema } from '@rota/domain';
import { describe, expect, it } from 'vitest';
import { buildCallPath, pathParamNames, toRoutePath } from './call-path.ts';
import { syncEnvelope, syncQuerySchema } from './envelope.ts';

const product = {
  uuid: '6f1c2b7e-3d4a-4e5f-9a8b-1c2d3e4f5a6b',
  id: 1,
  company_id: 1,
  description: 'Pão Francês',
  code_erp: 'P1',
  unit: 'KG',
  quantity_decimals: null,
  price: 149_900,
  min_price: null,
  category: '01',
  barcode: null,
  inative: 0,
};

describe('sync envelope', () => {
  const page = syncEnvelope(productSchema);

  it('carries rows with server timestamps and tombstones, and the cursor', () => {
    const body = {
      data: [{ ...product, updated_at: '2026-11-22T10:00:00Z', deleted_at: '2026-11-22T10:00:00Z' }],
      meta: { cursor: '9007199254740993', has_more: true },
    };
    expect(page.parse(body)).toEqual(body);
    expect(page.safeParse({ ...body, meta: { cursor: 42, has_more: true } }).success).toBe(false);
    expect(page.safeParse({ ...body, data: [product] }).success).toBe(false);
  });

  it('reads since and limit from query strings', () => {
    expect(syncQuerySchema.parse({})).toEqual({});
    expect(syncQuerySchema.parse({ since: '120', limit: '500' })).toEqual({ since: '120', limit: 500 });
    const bad = syncQuerySchema.safeParse({ since: '-1', limit: '0' });
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([
      'Cursor inválido',
      'O valor deve ser no mínimo 1',
    ]);
    expect(syncQuerySchema.safeParse({ limit: '5001' }).success).toBe(false);
  });
});

describe('call paths', () => {
  const call = { path: 'clients/{client_id}/delivery-address' };

  it('fills, encodes and converts path templates', () => {
    expect(pathParamNames('financials/{code_erp_client}/all')).toEqual(['code_erp_client']);
    expect(buildCallPath(call, { client_id: 'a b/c' })).toBe('clients/a%20b%2Fc/delivery-address');
    expect(toRoutePath(call)).toBe('/api/clients/:client_id/delivery-address');
    expect(() => buildCallPath(call)).toThrow('Parâmetro ausente no caminho: client_id');
  });
});
