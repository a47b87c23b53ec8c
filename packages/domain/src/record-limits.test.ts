import { describe, expect, it } from 'vitest';
import './shared/pt-br-error-map.ts';
import { clientSchema } from './client/client.schema.ts';
import { RECORD_LIMITS } from './constants.ts';
import { conditionPaymentSchema } from './payment/condition-payment.schema.ts';
import { formPaymentSchema } from './payment/form-payment.schema.ts';
import { appointmentFieldsSchema } from './production/appointment.schema.ts';
import { saleSchema } from './sale/sale.schema.ts';

const many = (count: number) => Array.from({ length: count }, () => ({}));

describe('RECORD_LIMITS bound every list a device or the ERP sends', () => {
  it.each([
    ['sale items', saleSchema, 'items', RECORD_LIMITS.saleItems],
    ['sale payments', saleSchema, 'payments', RECORD_LIMITS.salePayments],
    ['delivery addresses', clientSchema, 'delivery_addresses', RECORD_LIMITS.deliveryAddresses],
    ['payment form hierarchies', formPaymentSchema, 'hierarchies', RECORD_LIMITS.formPaymentHierarchies],
    ['condition installments', conditionPaymentSchema, 'itens', RECORD_LIMITS.conditionItens],
    ['appointment pauses', appointmentFieldsSchema, 'pauses', RECORD_LIMITS.appointmentPauses],
  ] as const)('%s: 100,000 entries give one pt-BR issue, not one per entry', (_, schema, field, max) => {
    const result = schema.safeParse({ [field]: many(100_000) });
    const issues = result.error?.issues.filter((issue) => issue.path[0] === field) ?? [];
    expect(issues.map((issue) => issue.message)).toEqual([`Informe no máximo ${max} itens`]);
    const atLimit = schema.safeParse({ [field]: many(max) });
    expect(atLimit.error?.issues.some((issue) => issue.path.length === 1 && issue.path[0] === field)).toBe(
      false,
    );
  });
});
