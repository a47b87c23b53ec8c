import { api } from '@rota/contract';
import { defineWrite } from './write-declaration.ts';

/**
 * A supervisor's decision on a sale waiting for approval (docs/domain.md "Approval"): the sale is
 * held as decided on this device until the server answers it with the decision it recorded. A
 * decision another supervisor made first is refused (409, naming who) and stays in "Pendências de
 * envio" to be discarded.
 */
export const saleApproval = defineWrite({
  call: api.sales.decideApproval,
  stores: ['sales'],
  held: { table: 'sales', uuid: ({ params }) => params.uuid },
  acknowledge:
    (sale) =>
    ({ sales }) =>
      sales.put(sale),
  label: 'Decisão de aprovação',
  describe: ({ body, params }, names) => {
    const decided = body.decision === 'Aprovado' ? 'Aprovada' : 'Reprovada';
    const client = names.saleClients.get(params.uuid) ?? null;
    return client ? `${decided}: venda de ${client}` : decided;
  },
  related: ({ params }) => ({ sale: params.uuid }),
});
