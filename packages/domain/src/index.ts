/**
 * @rota/domain — Rota's entities (zod schemas and inferred types), pure business rules,
 * pt-BR formats and reference data. No I/O, no clock, no React, no Node APIs: "now" and the
 * time zone are always arguments.
 *
 * Importing this module makes zod speak pt-BR (`shared/pt-br-error-map.ts`).
 *
 * The list of 5,571 municipalities is its own entry, `@rota/domain/cities`, so screens that do
 * not need it (the login route) do not download it.
 */
import './shared/pt-br-error-map.ts';

export * from './access/areas.ts';
export * from './access/can.ts';
export * from './access/logged-user.schema.ts';
export * from './access/permissions.ts';
export * from './access/profile.schema.ts';
export * from './access/seller.schema.ts';
export * from './approval/sale-approval.schema.ts';
export * from './approval/sale-approval-decision.ts';
export * from './approval/sale-approval-reasons.ts';
export * from './bakery/index.ts';
export * from './catalogue/active.ts';
export * from './catalogue/channel.schema.ts';
export * from './catalogue/desc-parameter.schema.ts';
export * from './catalogue/finality.schema.ts';
export * from './catalogue/team.schema.ts';
export * from './catalogue/volume.schema.ts';
export * from './chart/abc-curve.ts';
export * from './chart/chart-data.schema.ts';
export * from './chart/chart-labels.ts';
export * from './chart/chart-period.ts';
export * from './chart/manager-kpis.ts';
export * from './chart/manager-summary.schema.ts';
export * from './chart/saved-chart.schema.ts';
export * from './client/address.schema.ts';
export * from './client/client.schema.ts';
export * from './client/client-check.ts';
export * from './client/client-listing.ts';
export * from './client/client-search.ts';
export * from './client/day-route.ts';
export * from './client/delivery-address.schema.ts';
export * from './client/state-registration.ts';
export * from './client/state-registration-format.ts';
export * from './company/company.schema.ts';
export * from './company/company-config.schema.ts';
export * from './company/company-config-defaults.ts';
export * from './constants.ts';
export * from './device/device.schema.ts';
export * from './document/cep.ts';
export * from './document/cnpj.ts';
export * from './document/cpf.ts';
export * from './document/pasted-text.ts';
export * from './document/phone.ts';
export * from './document/tax-document.ts';
export * from './financial/check.schema.ts';
export * from './financial/dre-line.schema.ts';
export * from './financial/financial-title.schema.ts';
export * from './financial/overdue.ts';
export * from './financial/payable-title.schema.ts';
export * from './financial/purchase.schema.ts';
export * from './format/index.ts';
export * from './measurement/driver.schema.ts';
export * from './measurement/measurement.schema.ts';
export * from './measurement/measurement-check.ts';
export * from './measurement/measurement-totals.ts';
export * from './measurement/vehicle-plate.ts';
export * from './money/money-limits.ts';
export * from './notification/notification.schema.ts';
export * from './payment/condition-listing.ts';
export * from './payment/condition-payment.schema.ts';
export * from './payment/conditions-for-form.ts';
export * from './payment/form-payment.schema.ts';
export * from './payment/installments.ts';
export * from './price-list/offered-list-prices.ts';
export * from './price-list/price-list.schema.ts';
export * from './price-list/price-list-offer.ts';
export * from './product/product.schema.ts';
export * from './product/product-search.ts';
export * from './production/appointment.schema.ts';
export * from './production/appointment-actions.ts';
export * from './production/appointment-check.ts';
export * from './production/appointment-shape.ts';
export * from './production/appointment-time.ts';
export * from './production/machine.schema.ts';
export * from './production/machine-board.ts';
export * from './production/operator.schema.ts';
export * from './production/order-progress.ts';
export * from './production/production-order.schema.ts';
export * from './production/situation.schema.ts';
export * from './quantity/quantity.ts';
export * from './quantity/quantity-unit.ts';
export * from './sale/cart.ts';
export * from './sale/cart-totals.ts';
export * from './sale/item-discount.ts';
export * from './sale/last-prices-paid.ts';
export * from './sale/repeat-order.ts';
export * from './sale/sale.schema.ts';
export * from './sale/sale-check.ts';
export * from './sale/sale-editing.ts';
export * from './sale/sale-status.schema.ts';
export * from './sale/sale-transition.ts';
export * from './sale/sales-report.schema.ts';
export * from './sale/sales-summary.ts';
export * from './shared/fields.ts';
export * from './shared/messages.ts';
export { ptBRErrorMap } from './shared/pt-br-error-map.ts';
export * from './text/normalize-text.ts';
export * from './time/bounded-date-fields.ts';
export * from './time/calendar-date.ts';
export * from './time/company-today.ts';
export * from './time/date-bound-errors.ts';
export * from './time/date-bounds.ts';
export * from './time/manager-period.ts';
export * from './time/periods.ts';
export * from './time/time-zone.ts';
export * from './visit/visit-outcome.ts';
