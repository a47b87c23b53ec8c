import { api } from '@rota/contract';
import { appointmentState, formatQuantity } from '@rota/domain';
import { defineWrite } from './write-declaration.ts';

/**
 * An appointment's action (start, pause, resume, finish), the whole appointment as it is then.
 * Its writes follow one another: while a later one waits, the tablet's record is newer than this
 * answer and stays (held).
 */
export const appointmentWrite = defineWrite({
  call: api.orderProduction.createApoint,
  stores: ['appointments'],
  held: { table: 'appointments', uuid: ({ body }) => body.uuid },
  // A machine has one appointment open at a time: finishing one and starting the next on the
  // same machine must arrive in that order.
  orderKeys: ({ body }) => [`machine:${body.machine_id}`],
  acknowledge:
    (appointment) =>
    ({ appointments }) =>
      appointments.put(appointment),
  label: 'Apontamento',
  describe: ({ body }) => {
    const state = appointmentState(body);
    if (state === 'finished') return `OP ${body.num_op}, finalizado (${formatQuantity(body.quantity)} boas)`;
    return state === 'paused' ? `OP ${body.num_op}, pausado` : `OP ${body.num_op}, em andamento`;
  },
});
