import type { BoundedDateField } from './date-bound-errors.ts';

const erpTitle = [
  { path: 'issue_date', label: 'A data de emissão', bound: 'erpDay' },
  { path: 'due_date', label: 'A data de vencimento', bound: 'erpDay' },
  { path: 'payment_date', label: 'A data de pagamento', bound: 'erpDay' },
] as const satisfies readonly BoundedDateField[];

/**
 * Every date a person or the ERP sends, by the record that carries it, with its bound
 * (`DATE_BOUNDS`) — the table docs/server.md "Dates" explains. The server checks a body against
 * its list on receipt with its own clock; a device checks a form against the same list before
 * queueing. Dates the server sets itself (a client's `last_visit`, `reproved_at` from a device,
 * sync stamps) are not here: what a device sends for them is ignored.
 */
export const BOUNDED_DATE_FIELDS = {
  /** `PUT bakery/production-at`, `separation-at`, `delivery-at`. */
  bakeryStamp: [{ path: 'at', label: 'A hora do registro', bound: 'deviceMoment' }],
  /** `POST order-production/apoint`. */
  appointment: [
    { path: 'started_at', label: 'O início', bound: 'deviceMoment' },
    { path: 'finished_at', label: 'O fim', bound: 'deviceMoment' },
    { path: 'pauses.*.started_at', label: 'O início da parada', bound: 'deviceMoment' },
    { path: 'pauses.*.finished_at', label: 'O fim da parada', bound: 'deviceMoment' },
  ],
  /** `POST measurements`. */
  measurement: [{ path: 'date', label: 'A data', bound: 'recordedDay' }],
  /** `POST sales`. */
  sale: [
    { path: 'created_at', label: 'A data da venda', bound: 'deviceMoment' },
    { path: 'competence_at', label: 'A data de competência', bound: 'competenceDay' },
  ],
  /** `PUT clients/{id}/visited`. */
  visit: [{ path: 'visited_at', label: 'A data da visita', bound: 'deviceMoment' }],
  /** The ERP's `PUT sales/{uuid}/delivery`. */
  saleDelivery: [{ path: 'delivery_date', label: 'A data de entrega', bound: 'deliveryDay' }],
  /** The ERP's bulk loads, row by row. */
  client: [{ path: 'reproved_at', label: 'A data de reprovação', bound: 'erpDay' }],
  priceList: [{ path: 'vigence_date', label: 'A data de vigência', bound: 'erpDay' }],
  financialTitle: erpTitle,
  payableTitle: erpTitle,
  purchase: [{ path: 'date', label: 'A data da compra', bound: 'erpDay' }],
  check: [
    { path: 'issue_date', label: 'A data de emissão', bound: 'erpDay' },
    { path: 'good_for', label: 'A data de bom para', bound: 'erpDay' },
  ],
  productionOrder: [
    { path: 'start_date', label: 'A data de início', bound: 'erpDay' },
    { path: 'due_date', label: 'A data de entrega', bound: 'erpDay' },
  ],
} as const satisfies Record<string, readonly BoundedDateField[]>;
