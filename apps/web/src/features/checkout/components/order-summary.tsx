import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  cartTotals,
  formatMoney,
  formatQuantityWithUnit,
  formatUnitPrice,
  lineTotal,
  orderLabel,
  orderPixCode,
  saleApprovalReasons,
  sortCartItems,
} from '@rota/domain';
import { IconCircleCheck, IconShare } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { useCompanyConfig } from '#lib/db/use-company-config.ts';
import { pathFor } from '#lib/routes/index.ts';
import { approvalReferencesAt, useApprovalReferences } from '../hooks/use-approval-references.ts';
import type { CheckoutSession } from '../hooks/use-checkout-session.ts';
import { useOrderShare } from '../hooks/use-order-share.ts';
import { messages } from '../messages.ts';
import { paymentKeys } from '../model/payment-keys.ts';
import { OrderPix } from './order-pix.tsx';

/**
 * After "Finalizar": the order as it left the cart (client, items, payments, total), whether it
 * is still waiting in the outbox or for a supervisor's approval, its Pix when the company has a
 * key, and "Compartilhar pedido" (a PDF made on the device).
 */
export function OrderSummary({ saleUuid, session }: { saleUuid: string; session: CheckoutSession }) {
  const sale = useLiveQuery(async () => (await myPwaDb.sales.get(saleUuid)) ?? null, [saleUuid]);
  const queued = useLiveQuery(
    async () => (await myPwaDb.outbox.where('uuid').equals(saleUuid).count()) > 0,
    [saleUuid],
  );
  const config = useCompanyConfig(session.companyId);
  const approvalRefs = useApprovalReferences(sale ?? undefined);
  const share = useOrderShare(sale ?? undefined, {
    company: session.company,
    sellerName: session.sellerName,
  });
  if (sale === undefined || !config || !approvalRefs) return <Text c="dimmed">{messages.loading}</Text>;
  if (sale === null) return <Alert color="yellow">{messages.repeatNotFound}</Alert>;
  const totals = cartTotals(sale);
  const keys = paymentKeys(sale.payments);
  const code = orderLabel(sale);
  const pixCode = orderPixCode({ config, company: session.company, totalCents: totals.net, orderCode: code });
  // Until the server answers, the device's reading of the same rule says whether it will wait.
  const waits =
    sale.approval_status === 'Aguardando' ||
    (sale.approval_status === undefined &&
      saleApprovalReasons(sale, {
        config,
        may: { editUnitPrice: session.may.editUnitPrice, discount: session.may.discount },
        ...approvalReferencesAt(approvalRefs, new Date()),
      }).length > 0);

  return (
    <Stack gap="md" maw={720} mx="auto" data-testid="order-summary">
      <Group gap="sm" wrap="nowrap">
        <IconCircleCheck size={36} color="var(--mantine-color-teal-6)" />
        <div>
          <Title order={2} size="h3">
            {messages.summaryTitle}
          </Title>
          <Text size="sm" c="dimmed">
            <span data-testid="order-number">{messages.order(code)}</span> · {sale.client?.name}
          </Text>
        </div>
      </Group>
      {queued && (
        <Alert color="blue" variant="light">
          {messages.summarySent}
        </Alert>
      )}
      {waits && (
        <Alert color="orange" variant="light" data-testid="summary-needs-approval">
          {messages.summaryNeedsApproval}
        </Alert>
      )}
      <Card withBorder radius="md" padding="sm">
        <Stack gap={6}>
          {sortCartItems(sale.items, config.cart_sort_field).map((item) => (
            <Group key={item.uuid} justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" truncate>
                  {item.description}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatQuantityWithUnit(item.quantity, item.unit)} × {formatUnitPrice(item.unit_price)}
                  {item.discount > 0 ? ` − ${formatMoney(item.discount)}` : ''}
                </Text>
              </div>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(lineTotal(item))}
              </Text>
            </Group>
          ))}
          {sale.payments.map((payment, index) => (
            <Group
              key={keys[index]}
              justify="space-between"
              wrap="nowrap"
              pt={6}
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Text size="sm">
                {payment.formPayment.description} · {payment.conditionPayment.description}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(payment.price)}
              </Text>
            </Group>
          ))}
          <Group
            justify="space-between"
            pt={6}
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Text fw={700}>{messages.total}</Text>
            <Text fw={800} size="lg" data-testid="summary-total">
              {formatMoney(totals.net)}
            </Text>
          </Group>
        </Stack>
      </Card>
      {pixCode && <OrderPix code={pixCode} order={code} totalCents={totals.net} />}
      {share.error && <Alert color="red">{share.error}</Alert>}
      {share.outcome === 'downloaded' && <Alert color="teal">{messages.downloaded}</Alert>}
      <Button
        size="lg"
        leftSection={<IconShare size={20} />}
        onClick={() => void share.share()}
        loading={share.busy}
      >
        {messages.share}
      </Button>
      {/* One per row on a phone: side by side, "Voltar para Clientes" was cut to "Voltar para Cl…". */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {sale.client_uuid && session.may.newSale && (
          <Button
            component={Link}
            to={pathFor('checkout', { goTo: sale.client_uuid })}
            variant="light"
            size="md"
          >
            {messages.newSale}
          </Button>
        )}
        <Button component={Link} to={pathFor('clients')} variant="default" size="md">
          {messages.backToClients}
        </Button>
      </SimpleGrid>
    </Stack>
  );
}
