import { Alert, Badge, Button, Group, List, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import { cartTotals } from '@rota/domain';
import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { useToday } from '#lib/clock/use-today.ts';
import { useCompanyConfig } from '#lib/db/use-company-config.ts';
import { pathFor } from '#lib/routes/index.ts';
import { useActiveCart } from '../hooks/use-active-cart.ts';
import { useCartActions } from '../hooks/use-cart-actions.ts';
import { useCartNotices } from '../hooks/use-cart-notices.ts';
import { useCheckoutClient } from '../hooks/use-checkout-client.ts';
import type { CheckoutSession } from '../hooks/use-checkout-session.ts';
import { useFinish } from '../hooks/use-finish.ts';
import { useSaleOptions } from '../hooks/use-sale-options.ts';
import { messages } from '../messages.ts';
import { CheckoutFooter } from './checkout-footer.tsx';
import { ItemsTab } from './items-tab.tsx';
import { PaymentTab } from './payment-tab.tsx';
import { SaleDataTab } from './sale-data-tab.tsx';

const repeatStateSchema = z.object({ repeatNotes: z.array(z.string()) });
const TABS = ['items', 'payment', 'data'] as const;
type Tab = (typeof TABS)[number];

/** The tab holding the first field of a refusal, so the seller lands where to fix it. */
function tabOf(errors: Record<string, string[]>): Tab | null {
  const fields = Object.keys(errors);
  if (fields.some((field) => field.startsWith('items'))) return 'items';
  if (fields.some((field) => field.startsWith('payments'))) return 'payment';
  return fields.length > 0 ? 'data' : null;
}

/** A titled list of sentences the seller reads before "Finalizar"; nothing when there are none. */
function NoticeList(props: { color: string; title: string; items: readonly string[]; testId: string }) {
  if (props.items.length === 0) return null;
  return (
    <Alert color={props.color} title={props.title} data-testid={props.testId}>
      <List size="sm">
        {props.items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * The client's cart: items, payment and sale data in three tabs, the total and the finish
 * buttons in a bar that stays in reach of the thumb. `repeatNotes` are the changes a repeated
 * order brought (location state of the "Repetir pedido" navigation).
 */
export function CheckoutCart({ clientUuid, session }: { clientUuid: string; session: CheckoutSession }) {
  const navigate = useNavigate();
  const location = useLocation();
  const repeated = repeatStateSchema.safeParse(location.state);
  const repeatNotes = repeated.success ? repeated.data.repeatNotes : null;
  const data = useCheckoutClient(clientUuid, session.companyId);
  const config = useCompanyConfig(session.companyId);
  const options = useSaleOptions(session.companyId);
  const active = useActiveCart(clientUuid, data?.client ?? null, session);
  const actions = useCartActions(active?.cart);
  const finish = useFinish(active?.cart, config, session.may);
  const [tab, setTab] = useState<Tab>('items');
  const [confirmClear, setConfirmClear] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // While the product search lists matches, the total bar stops floating over them.
  const [searching, setSearching] = useState(false);
  // Lines whose quantity field shows a refused text: the sale is not finished while one does.
  const [refusedLines, setRefusedLines] = useState<ReadonlySet<string>>(new Set());
  const setLineProblem = useCallback((uuid: string, message: string | null) => {
    setRefusedLines((current) => {
      if ((message !== null) === current.has(uuid)) return current;
      const next = new Set(current);
      if (message === null) next.delete(uuid);
      else next.add(uuid);
      return next;
    });
  }, []);
  const totals = useMemo(() => (active ? cartTotals(active.cart) : null), [active]);
  // The server decides, with the same rules: told here, before "Finalizar", not after.
  const notices = useCartNotices(active?.cart, config, options, session.may);
  const today = useToday();

  if (data && !data.client)
    return (
      <Stack data-testid="checkout-client-missing">
        <Alert color="yellow">{messages.clientNotFound}</Alert>
        <Button component={Link} to={pathFor('checkout')} variant="light">
          {messages.changeClient}
        </Button>
      </Stack>
    );
  if (!data?.client || !active || !config || !options || !actions || !totals)
    return <Text c="dimmed">{messages.loading}</Text>;
  const { cart } = active;
  if (!active.stored && !session.may.newSale) return <Alert color="yellow">{messages.noNewSale}</Alert>;

  const saleDay = cart.competence_at ?? today;
  const allErrors = Object.values(finish.errors).flat();

  const onFinish = async (status: 'Finalizado' | 'Aguardando Finalizar') => {
    setNotice(null);
    const result = await finish.run(status);
    if (!result) return;
    if (!result.ok) {
      const where = tabOf(result.errors);
      if (where) setTab(where);
      return;
    }
    if (status === 'Finalizado')
      navigate(pathFor('checkout', {}, { resumo: result.sale.uuid }), { replace: true });
    else setNotice(messages.savedLater);
  };

  return (
    <Stack gap="md" pb="md" maw={960} mx="auto">
      <div>
        <Title order={2} size="h3" data-testid="checkout-client" style={{ overflowWrap: 'anywhere' }}>
          {data.client.name}
        </Title>
        <Group gap={6} mt={6} justify="space-between" wrap="wrap">
          <Group gap={6}>
            <Badge
              variant="light"
              tt="none"
              color={cart.status === 'Aberto' ? 'blue' : 'yellow'}
              data-testid="cart-status"
            >
              {cart.status}
            </Badge>
            {!active.stored && (
              <Text size="xs" c="dimmed">
                {messages.newCartNote}
              </Text>
            )}
          </Group>
          <Group gap={4} wrap="nowrap">
            <Button component={Link} to={pathFor('checkout')} variant="subtle" size="compact-md">
              {messages.changeClient}
            </Button>
            {active.stored && (
              <Button variant="subtle" color="red" size="compact-md" onClick={() => setConfirmClear(true)}>
                {messages.clear}
              </Button>
            )}
          </Group>
        </Group>
      </div>

      {repeatNotes && repeatNotes.length > 0 && (
        <Alert
          color="blue"
          title={messages.repeatChanges}
          withCloseButton
          onClose={() => navigate('.', { replace: true, state: null })}
        >
          <List size="sm">
            {repeatNotes.map((note) => (
              <List.Item key={note}>{note}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {notice && (
        <Alert color="teal" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {allErrors.length > 0 && (
        <Alert color="red" title={messages.blockedBy} data-testid="finish-errors">
          <List size="sm">
            {[...new Set(allErrors)].map((error) => (
              <List.Item key={error}>{error}</List.Item>
            ))}
          </List>
          <Text size="xs" mt={6}>
            {messages.fixErrors}
          </Text>
        </Alert>
      )}

      {totals.itemCount > 0 && notices && (
        <>
          <NoticeList
            color="orange"
            title={messages.approvalReasonsTitle}
            items={notices.approvalReasons}
            testId="approval-reasons"
          />
          <NoticeList
            color="yellow"
            title={messages.creditWarningTitle}
            items={notices.creditWarnings}
            testId="credit-warning"
          />
          <NoticeList
            color="yellow"
            title={messages.stockWarningTitle}
            items={notices.stockWarnings}
            testId="stock-warning"
          />
        </>
      )}

      <Tabs
        value={tab}
        onChange={(value) => setTab(TABS.find((known) => known === value) ?? 'items')}
        keepMounted={false}
      >
        <Tabs.List grow>
          <Tabs.Tab value="items" py="md">
            {messages.tabs.items} ({totals.itemCount})
          </Tabs.Tab>
          <Tabs.Tab value="payment" py="md">
            {messages.tabs.payment}
          </Tabs.Tab>
          <Tabs.Tab value="data" py="md">
            {messages.tabs.data}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="items" pt="md">
          <ItemsTab
            cart={cart}
            config={config}
            may={session.may}
            actions={actions}
            errors={finish.errors}
            lineStock={notices?.lineStock}
            onLineProblem={setLineProblem}
            onSearching={setSearching}
          />
        </Tabs.Panel>
        <Tabs.Panel value="payment" pt="md">
          <PaymentTab
            cart={cart}
            totals={totals}
            options={options}
            saleDay={saleDay}
            actions={actions}
            errors={finish.errors}
          />
        </Tabs.Panel>
        <Tabs.Panel value="data" pt="md">
          <SaleDataTab
            cart={cart}
            config={config}
            options={options}
            addresses={data.addresses}
            may={session.may}
            today={today}
            actions={actions}
            errors={finish.errors}
          />
        </Tabs.Panel>
      </Tabs>

      <CheckoutFooter
        docked={!searching}
        totals={totals}
        refusedQuantity={refusedLines.size > 0}
        mayFinishLater={session.may.finishLater}
        needsApproval={(notices?.approvalReasons.length ?? 0) > 0}
        minimumShortfall={notices?.minimumShortfall ?? null}
        busy={finish.busy}
        onFinish={() => void onFinish('Finalizado')}
        onFinishLater={() => void onFinish('Aguardando Finalizar')}
      />

      <Modal opened={confirmClear} onClose={() => setConfirmClear(false)} title={messages.clear} centered>
        <Stack>
          <Text size="sm">{messages.clearConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmClear(false)}>
              {messages.cancel}
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirmClear(false);
                void actions.clear();
              }}
            >
              {messages.clearYes}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
