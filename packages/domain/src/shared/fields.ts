import { z } from 'zod';
import { formatMoney, formatUnitPrice } from '../format/money.ts';
import { MAX_CENTS, MAX_LEDGER_CENTS, MAX_UNIT_PRICE } from '../money/money-limits.ts';
import { MAX_QUANTITY, quantityProblem } from '../quantity/quantity.ts';
import { MAX_QUANTITY_DECIMALS } from '../quantity/quantity-unit.ts';
import { fieldError, messages } from './messages.ts';
// Every schema a person's input meets is built from these fields: wherever they load (a web
// chunk with a form, the server), zod speaks pt-BR. The web's entry loads no schema, and no zod.
import './pt-br-error-map.ts';

/**
 * Field building blocks shared by the entity schemas. Units are part of the name's contract:
 * - `cents`: money in integer centavos (R$ 12,34 = 1234);
 * - `unitPrice`: a unit price in integer ten-thousandths of a real (R$ 1,2345 = 12345), §9's
 *   four decimals kept exact;
 * - dates on the wire are ISO 8601 strings (`yyyy-mm-dd` or a date-time with offset).
 */
/** The largest PostgreSQL `integer`: a whole number stored in such a column may not pass it. */
export const PG_INTEGER_MAX = 2_147_483_647;
/** A server id: a PostgreSQL `integer` (serial), so at most {@link PG_INTEGER_MAX}. */
export const idSchema = z.number().int().positive().max(PG_INTEGER_MAX);
export const uuidSchema = z.uuid({ error: fieldError(messages.invalidUuid) });
/** §3's `inative`: 0 active, 1 inactive. */
export const inativeSchema = z.union([z.literal(0), z.literal(1)], {
  error: fieldError('Use 0 (ativo) ou 1 (inativo)'),
});
export const codeErpSchema = z.string().trim().max(60);
export const descriptionSchema = z.string().trim().min(1).max(255);
/** One amount in centavos, up to {@link MAX_CENTS} (`money-limits.ts` says why). */
export const centsSchema = z
  .number()
  .int()
  .min(0)
  .max(MAX_CENTS, { error: `O valor deve ser no máximo ${formatMoney(MAX_CENTS)}` });
/** A unit price in ten-thousandths of a real, up to {@link MAX_UNIT_PRICE}. */
export const unitPriceSchema = z
  .number()
  .int()
  .min(0)
  .max(MAX_UNIT_PRICE, { error: `O preço deve ser no máximo ${formatUnitPrice(MAX_UNIT_PRICE)}` });
/** A signed amount already summed by the ERP (a DRE line), up to {@link MAX_LEDGER_CENTS} either way. */
export const ledgerCentsSchema = z
  .number()
  .int()
  .min(-MAX_LEDGER_CENTS, { error: `O valor deve ser no mínimo ${formatMoney(-MAX_LEDGER_CENTS)}` })
  .max(MAX_LEDGER_CENTS, { error: `O valor deve ser no máximo ${formatMoney(MAX_LEDGER_CENTS)}` });
/** What the OpenAPI document says of every quantity field (docs/integration.md "Quantities"). */
export const QUANTITY_DESCRIPTION =
  'Quantidade na unidade do produto: inteira para unidades contadas (UN, CX…), até 3 casas decimais para medidas (KG, L, M…); ver quantity_decimals';

function quantityField(rule: { allowZero: boolean }) {
  const problem = (value: number) =>
    quantityProblem(value, { decimals: MAX_QUANTITY_DECIMALS, allowZero: rule.allowZero });
  return (
    z
      .number()
      .refine((value) => problem(value) === null, {
        error: (issue) => problem(issue.input as number) ?? messages.invalid,
        // A bad quantity stops its object's own rules (e.g. scrap needs a reason), as `.int()` did.
        abort: true,
      })
      // The refine holds the rule; the range is written out so the document declares what is
      // accepted (a numeric(12,3) column, capped at MAX_QUANTITY), not JSON's 2^53 − 1.
      .meta({
        description: QUANTITY_DESCRIPTION,
        ...(rule.allowZero ? { minimum: 0 } : { exclusiveMinimum: 0 }),
        maximum: MAX_QUANTITY,
      })
  );
}

/**
 * A line's quantity in units: whole for counted units, up to 3 decimals for measured ones
 * (2.5 kg). Whether this product takes decimals is the sale check's rule (it knows the product).
 */
export const quantitySchema = quantityField({ allowZero: false });
/**
 * A quantity that may be zero, with the same decimals: how much is done at a bakery stage,
 * produced or scrapped on an order, carried on a trip. Whether the unit takes decimals is the
 * rule that knows the unit (`stampProblem`, `appointmentRefusal`, `measurementRefusal`).
 */
export const quantityOrZeroSchema = quantityField({ allowZero: true });

export const dateTimeSchema = z.iso.datetime({ offset: true, error: fieldError(messages.invalidDate) });
export const dateSchema = z.iso.date({ error: fieldError(messages.invalidDate) });
export const emailSchema = z.email({ error: fieldError(messages.invalidEmail) });
