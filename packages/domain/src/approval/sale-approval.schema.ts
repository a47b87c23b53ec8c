import { z } from 'zod';
import { RECORD_LIMITS } from '../constants.ts';
import { centsSchema, dateTimeSchema, idSchema, uuidSchema } from '../shared/fields.ts';
import { productStockSchema } from '../stock/product-stock.schema.ts';

/**
 * Where a finished sale stands with a supervisor (docs/domain.md "Approval"). It sits beside §4's
 * status, which keeps its stored wordings for the ERP: a sale waiting is still Finalizado, but the
 * ERP's pending list leaves it out until it is Aprovado. Null: the sale never needed approval.
 */
export const APPROVAL_STATUSES = ['Aguardando', 'Aprovado', 'Reprovado'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const approvalStatusSchema = z.enum(APPROVAL_STATUSES);

/** The rules a finished sale can break and still wait for a supervisor instead of being refused. */
export const APPROVAL_REASON_CODES = [
  'discount_above_seller_limit',
  'price_below_minimum',
  'stock_short',
  'client_blocked',
  'credit_limit_exceeded',
] as const;
export type ApprovalReasonCode = (typeof APPROVAL_REASON_CODES)[number];

/** One rule the sale breaks, in pt-BR for the seller and the supervisor; `item_id` names its line. */
export const approvalReasonSchema = z.object({
  code: z.enum(APPROVAL_REASON_CODES),
  item_id: z.number().int().min(1).nullable(),
  message: z.string().min(1).max(500),
});
export type ApprovalReason = z.infer<typeof approvalReasonSchema>;

/** What a supervisor decides. */
export const APPROVAL_DECISIONS = ['Aprovado', 'Reprovado'] as const;
export type ApprovalDecisionKind = (typeof APPROVAL_DECISIONS)[number];

/** A note a rejection must carry and an approval may. */
export const APPROVAL_NOTE_MAX = 500;

/** A decision as it is recorded and shown on the order: who, when, what and why. */
export const approvalDecisionSchema = z.object({
  uuid: uuidSchema,
  decision: z.enum(APPROVAL_DECISIONS),
  note: z.string().max(APPROVAL_NOTE_MAX).nullable(),
  user_id: idSchema,
  user_name: z.string().min(1).max(255),
  decided_at: dateTimeSchema,
});
export type ApprovalDecision = z.infer<typeof approvalDecisionSchema>;

/**
 * The client's credit as the server read it when the sale began to wait (docs/domain.md "Credit"):
 * the supervisor decides with the limit, the block and what the client owed, whatever the reason.
 * Null: the client had no limit and no block, or the sale does not wait.
 */
export const approvalCreditSchema = z.object({
  credit_limit: centsSchema.nullable(),
  credit_blocked: z.boolean(),
  credit_blocked_reason: z.string().max(255).nullable(),
  open: centsSchema,
});
export type ApprovalCredit = z.infer<typeof approvalCreditSchema>;

/**
 * A product of a waiting sale with its stock as the server read it when the sale began to wait
 * (docs/domain.md "Stock"): the supervisor sees every line's stock, whatever the reason.
 */
export const approvalStockLineSchema = z.object({
  product_uuid: uuidSchema,
  description: z.string().min(1).max(255),
  unit: z.string().min(1).max(6),
  /** The ERP's count, in the product's unit. */
  quantity: productStockSchema.shape.quantity,
  /** What the company's other orders on their way took of it. */
  reserved: z.number(),
  counted_at: dateTimeSchema,
});
export type ApprovalStockLine = z.infer<typeof approvalStockLineSchema>;

/**
 * The server's approval fields of a sale, on every sale it answers. Sales stored before approvals
 * existed read as never needing one.
 */
export const saleApprovalSchema = z.object({
  approval_status: approvalStatusSchema.nullable().default(null),
  approval_reasons: z
    .array(approvalReasonSchema)
    .max(RECORD_LIMITS.saleItems + 10)
    .default([]),
  approval_decisions: z.array(approvalDecisionSchema).max(200).default([]),
  approval_credit: approvalCreditSchema.nullable().default(null),
  /** Each product's stock when the sale began to wait; empty when the stock was not checked. */
  approval_stock: z.array(approvalStockLineSchema).max(RECORD_LIMITS.saleItems).default([]),
});
export type SaleApproval = z.infer<typeof saleApprovalSchema>;
