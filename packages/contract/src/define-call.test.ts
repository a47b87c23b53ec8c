import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api } from './api-calls.ts';
import { type CallDefinition, defineCall } from './define-call.ts';

const declare = (schemas: () => { query?: z.ZodObject; response: z.ZodType }) =>
  defineCall({
    name: 'test.read',
    method: 'GET',
    path: 'test',
    summary: 'Teste',
    tag: 'Teste',
    auth: { kind: 'public' },
    schemas,
  });

describe('defineCall', () => {
  it('builds no schema until one is read, then all of them once', () => {
    const schemas = vi.fn(() => ({
      query: z.object({ q: z.string() }),
      response: z.object({ data: z.null() }),
    }));
    const call = declare(schemas);
    expect(call.name).toBe('test.read');
    expect(call.auth).toEqual({ kind: 'public' });
    expect(schemas).not.toHaveBeenCalled();
    const response = call.response;
    expect(call.response).toBe(response);
    expect(call.query?.parse({ q: 'a' })).toEqual({ q: 'a' });
    expect(schemas).toHaveBeenCalledTimes(1);
  });

  it('reads a schema the call does not declare as undefined', () => {
    const call: CallDefinition = declare(() => ({ response: z.object({ data: z.null() }) }));
    expect(call.query).toBeUndefined();
    expect(call.body).toBeUndefined();
  });

  it('gives the contract’s calls their schemas on demand', () => {
    const parsed = api.devices.usedToken.body.safeParse({});
    expect(parsed.success).toBe(false);
    expect(api.devices.usedToken.method).toBe('PUT');
  });
});
