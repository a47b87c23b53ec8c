import { Button, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  conditionReachable,
  conditionsForForm,
  formatMoney,
  orderMinimumMessages,
  parseMoneyInput,
} from '@rota/domain';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { PaymentChoice } from '../hooks/use-cart-actions.ts';
import type { SaleOptions } from '../hooks/use-sale-options.ts';
import { messages } from '../messages.ts';
import { paymentPreview } from '../model/payment-preview.ts';

const bare = (text: string) => text.replace('R$ ', '');

/**
 * A new payment line: the form of payment, its sub-form when it has some (§3 hierarchies), the
 * conditions that form allows (§5, domain `conditionsForForm`; one whose minimum order the cart's
 * total does not reach is listed disabled, with the minimum), the amount (what is still missing
 * unless typed) and the installments it makes, before it is added.
 */
export function PaymentForm({
  options,
  total,
  remaining,
  saleDay,
  onAdd,
}: {
  options: SaleOptions;
  /** The cart's total, against each condition's minimum order. */
  total: number;
  remaining: number;
  saleDay: string;
  onAdd: (payment: PaymentChoice) => Promise<string | null>;
}) {
  const [formUuid, setFormUuid] = useState<string | null>(null);
  const [subForm, setSubForm] = useState<string | null>(null);
  const [conditionUuid, setConditionUuid] = useState<string | null>(null);
  const [amountText, setAmountText] = useState('');
  const [errors, setErrors] = useState<{ form?: string; condition?: string; amount?: string }>({});

  const form = options.forms.find((row) => row.uuid === formUuid);
  const allowed = useMemo(
    () => (form ? conditionsForForm(form, options.conditions) : []),
    [form, options.conditions],
  );
  const condition = allowed.find((row) => row.uuid === conditionUuid);
  const typed = amountText.trim() === '' ? Math.max(remaining, 0) : parseMoneyInput(amountText);
  // Nothing to preview for R$ 0,00 (the payments already match the total and nothing is typed).
  const preview = typed !== null && typed > 0 ? paymentPreview(typed, condition, saleDay) : '';

  const submit = async () => {
    const next: typeof errors = {};
    if (!form) next.form = messages.choose;
    if (!condition) next.condition = messages.choose;
    if (typed === null) next.amount = messages.invalidAmount;
    else if (typed <= 0) next.amount = messages.amountAboveZero;
    setErrors(next);
    if (!form || !condition || typed === null || typed <= 0) return;
    const sub = form.hierarchies.find((row) => row.code_erp === subForm);
    const refused = await onAdd({
      // The sub-form travels in the snapshot's description; the ERP code stays the form's.
      form: {
        id: form.id,
        code_erp: form.code_erp,
        description: sub ? `${form.description} › ${sub.description}` : form.description,
      },
      condition: { id: condition.id, code_erp: condition.code_erp, description: condition.description },
      price: typed,
    });
    if (refused) setErrors({ amount: refused });
    else {
      // A clean form for the next line: the added one is listed above with its choices.
      setFormUuid(null);
      setSubForm(null);
      setConditionUuid(null);
      setAmountText('');
      setErrors({});
    }
  };

  if (options.forms.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {messages.noForms}
      </Text>
    );

  return (
    <Stack gap="sm" data-testid="payment-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={messages.form}
          data-testid="payment-form-select"
          placeholder={messages.choose}
          data={options.forms.map((row) => ({ value: row.uuid, label: row.description }))}
          value={formUuid}
          onChange={(value) => {
            setFormUuid(value);
            setSubForm(null);
            setConditionUuid(null);
          }}
          error={errors.form}
          size="md"
          comboboxProps={{ withinPortal: false }}
        />
        {form && form.hierarchies.length > 0 && (
          <Select
            label={messages.subForm}
            data-testid="payment-subform-select"
            placeholder={messages.choose}
            data={form.hierarchies.map((row) => ({ value: row.code_erp, label: row.description }))}
            value={subForm}
            onChange={setSubForm}
            clearable
            size="md"
            comboboxProps={{ withinPortal: false }}
          />
        )}
        <Select
          label={messages.condition}
          data-testid="payment-condition-select"
          placeholder={form && allowed.length === 0 ? messages.noConditions : messages.choose}
          data={allowed.map((row) =>
            conditionReachable(total, row)
              ? { value: row.uuid, label: row.description }
              : {
                  value: row.uuid,
                  label: `${row.description} (${orderMinimumMessages.conditionMinimum(row.min_order_value ?? 0)})`,
                  disabled: true,
                },
          )}
          value={conditionUuid}
          onChange={setConditionUuid}
          disabled={!form || allowed.length === 0}
          error={errors.condition}
          size="md"
          comboboxProps={{ withinPortal: false }}
        />
        <TextInput
          label={messages.amount}
          value={amountText}
          placeholder={bare(formatMoney(Math.max(remaining, 0)))}
          onChange={(event) => setAmountText(event.currentTarget.value)}
          leftSection="R$"
          inputMode="decimal"
          error={errors.amount}
          size="md"
        />
      </SimpleGrid>
      {preview && (
        <Text size="sm" c="dimmed" data-testid="payment-preview">
          {preview}
        </Text>
      )}
      <Button leftSection={<IconPlus size={18} />} variant="light" size="md" onClick={() => void submit()}>
        {messages.addPayment}
      </Button>
    </Stack>
  );
}
