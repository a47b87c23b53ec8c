import { chartDataSchema, chartPeriodProblem, dateSchema, uuidSchema } from '@rota/domain';
import { z } from 'zod';
import { type CallDeclaration, defineCall } from '../define-call.ts';
import { dataEnvelope } from '../envelope.ts';

const tag = 'Gráficos';
const auth = { kind: 'area', permission: 'canAccessManager' } as const;

/**
 * Every chart reads a period (`from`/`to`, by default the current month so far in São Paulo);
 * `year` serves the yearly charts (DRE, financial result); the sales charts narrow to one seller,
 * client or form of payment where that makes sense (docs/manager.md says which reads which).
 */
export const chartQuerySchema = z
  .object({
    from: dateSchema.optional(),
    to: dateSchema.optional(),
    year: z.coerce.number().int().min(2000).max(2100).optional(),
    seller_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    client_uuid: uuidSchema.optional(),
    form_payment_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .superRefine((query, context) => {
    // Days outside 2000–2100, `from` after `to` or more than two years (domain `chartPeriodProblem`).
    const problem = chartPeriodProblem({ from: query.from, to: query.to });
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['to'] });
  });

/** A chart call's query as the contract parsed it (the server reads it so). */
export type ChartQuery = z.output<typeof chartQuerySchema>;

/**
 * A chart is read at the company's sync horizon (the server's cache key), which waits for the
 * company's writes in flight: past the wait it answers 503 and the screen tries again.
 */
export const chartErrors = {
  503: 'A empresa tem uma gravação longa em andamento: tente novamente em instantes.',
} as const;

function chart<const N extends string, const P extends string>(name: N, path: P, summary: string) {
  return defineCall({
    name,
    method: 'GET',
    path,
    summary,
    tag,
    auth,
    errors: chartErrors,
    schemas: () => ({
      query: chartQuerySchema,
      response: dataEnvelope(chartDataSchema),
    }),
  } satisfies CallDeclaration);
}

/**
 * §7 Charts of the manager area, under `charts/` (the spec lists only their names). `{hash}`
 * reads a saved chart by its hash.
 */
export const chartsCalls = {
  salesGroupSeller: chart('charts.salesGroupSeller', 'charts/sales-group-seller', 'Vendas por vendedor'),
  salesGroupDay: chart('charts.salesGroupDay', 'charts/sales-group-day', 'Vendas por dia'),
  salesGroupClient: chart('charts.salesGroupClient', 'charts/sales-group-client', 'Vendas por cliente'),
  salesGroupForm: chart('charts.salesGroupForm', 'charts/sales-group-form', 'Vendas por forma de pagamento'),
  salesGroupCondition: chart(
    'charts.salesGroupCondition',
    'charts/sales-group-condition',
    'Vendas por condição de pagamento',
  ),
  salesGroupProductQtd: chart(
    'charts.salesGroupProductQtd',
    'charts/sales-group-product-qtd',
    'Quantidade vendida por produto',
  ),
  salesGroupProductValue: chart(
    'charts.salesGroupProductValue',
    'charts/sales-group-product-value',
    'Valor vendido por produto',
  ),
  financialGroupDay: chart('charts.financialGroupDay', 'charts/financial-group-day', 'Financeiro por dia'),
  financialGroupMonthYear: chart(
    'charts.financialGroupMonthYear',
    'charts/financial-group-month-year',
    'Financeiro por mês/ano',
  ),
  dreRealizadoMonthYear: chart(
    'charts.dreRealizadoMonthYear',
    'charts/dre-realizado-month-year',
    'DRE realizado por mês/ano',
  ),
  dreRealizadoClasseYear: chart(
    'charts.dreRealizadoClasseYear',
    'charts/dre-realizado-classe-year',
    'DRE realizado por classe no ano',
  ),
  financialResultYear: chart(
    'charts.financialResultYear',
    'charts/financial-result-year',
    'Resultado financeiro do ano',
  ),
  byHash: defineCall({
    name: 'charts.byHash',
    method: 'GET',
    path: 'charts/{hash}',
    summary: 'Gráfico salvo, pelo hash',
    tag,
    auth,
    errors: chartErrors,
    schemas: () => ({
      params: z.object({ hash: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, { error: 'Hash inválido' }) }),
      query: chartQuerySchema,
      response: dataEnvelope(chartDataSchema),
    }),
  }),
  argilaQtdForDrivers: chart(
    'charts.argilaQtdForDrivers',
    'charts/argila-qtd-for-drivers',
    'Quantidade entregue por motorista',
  ),
  argilaTotalForDrivers: chart(
    'charts.argilaTotalForDrivers',
    'charts/argila-total-for-drivers',
    'Valor entregue por motorista',
  ),
} as const;
