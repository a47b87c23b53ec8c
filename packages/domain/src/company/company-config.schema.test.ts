import { describe, expect, it } from 'vitest';
import { companyConfigSchema } from './company-config.schema.ts';
import { COMPANY_CONFIG_DEFAULTS } from './company-config-defaults.ts';

describe('companyConfigSchema', () => {
  it('fills a config the company never set with COMPANY_CONFIG_DEFAULTS, the values screens use before a sync', () => {
    expect(companyConfigSchema.parse({ id: 1, company_id: 7 })).toEqual({
      id: 1,
      company_id: 7,
      ...COMPANY_CONFIG_DEFAULTS,
    });
  });

  it('gives each parsed config its own list of allowed price lists', () => {
    const first = companyConfigSchema.parse({ id: 1, company_id: 7 });
    first.allowed_price_lists.push('TV');
    expect(companyConfigSchema.parse({ id: 2, company_id: 7 }).allowed_price_lists).toEqual([]);
    expect(COMPANY_CONFIG_DEFAULTS.allowed_price_lists).toEqual([]);
  });
});
