import { api } from '@rota/contract';
import { defineWrite } from './write-declaration.ts';

const NOTES_SHOWN = 80;
const shorten = (text: string) => (text.length > NOTES_SHOWN ? `${text.slice(0, NOTES_SHOWN - 1)}…` : text);

/** A sale's notes, for a sale the server knows (any status takes notes): its unsent ones fold into one. */
export const saleNotes = defineWrite({
  call: api.sales.addNotes,
  stores: ['sales'],
  held: { table: 'sales', uuid: ({ params }) => params.uuid },
  acknowledge:
    (sale) =>
    ({ sales }) =>
      sales.put(sale),
  label: 'Observação da venda',
  describe: ({ body, params }, names) => {
    const client = names.saleClients.get(params.uuid) ?? null;
    const notes = shorten(body.notes);
    return client ? `${client}: “${notes}”` : `“${notes}”`;
  },
  related: ({ params }) => ({ sale: params.uuid }),
});
