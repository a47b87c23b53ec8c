import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { api, type PromotionInput } from '@rota/contract';
import { BAKERY_CATEGORIES, PROMOTION_KIND_LABELS, PROMOTION_KINDS, type PromotionKind } from '@rota/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '#lib/http/http-client.ts';
import { HttpError } from '#lib/http/http-error.ts';
import { apiQueryKey } from '#lib/query/index.ts';
import { DateField } from '#ui/date-field.tsx';
import { messages } from '../messages.ts';
import {
  type DraftErrors,
  type DraftPair,
  draftToInput,
  type PromotionDraft,
} from '../model/promotion-draft.ts';

const text = messages.promotions;
const KIND_CHOICES = PROMOTION_KINDS.map((kind) => ({ value: kind, label: PROMOTION_KIND_LABELS[kind] }));
const CATEGORY_CHOICES = BAKERY_CATEGORIES.map((category) => ({
  value: category.code,
  label: `${category.code} · ${category.name}`,
}));

/** Rows of two fields (tiers, kit items), one added or removed at a time. */
function PairRows({
  legend,
  rows,
  labels,
  addLabel,
  error,
  onChange,
}: {
  legend: string;
  rows: DraftPair[];
  labels: [string, string];
  addLabel: string;
  error: string | undefined;
  onChange: (rows: DraftPair[]) => void;
}) {
  const set = (index: number, key: keyof DraftPair, value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [key]: value } : row)));
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Text component="legend" size="sm" fw={500} mb={4}>
        {legend}
      </Text>
      <Stack gap={6}>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
          <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={`${labels[0]} ${index + 1}`}
              value={row.first}
              onChange={(event) => set(index, 'first', event.currentTarget.value)}
              style={{ flex: 2, minWidth: 0 }}
            />
            <TextInput
              label={labels[1]}
              inputMode="decimal"
              value={row.second}
              onChange={(event) => set(index, 'second', event.currentTarget.value)}
              style={{ flex: 1, minWidth: 0 }}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`${text.removeLine} ${index + 1}`}
              disabled={rows.length <= 1}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {error && (
          <Text size="xs" c="red.8" role="alert">
            {error}
          </Text>
        )}
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...rows, { first: '', second: '' }])}
          style={{ alignSelf: 'flex-start' }}
        >
          {addLabel}
        </Button>
      </Stack>
    </fieldset>
  );
}

/**
 * The promotion form: name, days, kind and its figures, reach (each list blank: any), active. The
 * contract's own checks run before the save (`draftToInput`) and name the field in pt-BR; the
 * server's 422/409 shows above the buttons.
 */
export function PromotionFormModal({
  draft,
  isNew,
  onClose,
}: {
  draft: PromotionDraft | null;
  isNew: boolean;
  onClose: (saved: string | null) => void;
}) {
  const [form, setForm] = useState<PromotionDraft | null>(draft);
  const [errors, setErrors] = useState<DraftErrors>({});
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (body: PromotionInput) => callApi(api.promotions.save, { body }),
    onSuccess: async (_, body) => {
      await client.invalidateQueries({ queryKey: apiQueryKey(api.promotions.list) });
      onClose(text.saved(body.name));
    },
  });
  if (!form) return null;
  const set = <K extends keyof PromotionDraft>(key: K, value: PromotionDraft[K]) =>
    setForm((current) => (current ? { ...current, [key]: value } : current));
  const submit = () => {
    const result = draftToInput(form);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    save.mutate(result.input);
  };
  const failure = save.error instanceof HttpError ? save.error.message : save.error ? text.saveFailed : null;
  const field = (key: keyof PromotionDraft, label: string, props: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      value={String(form[key] ?? '')}
      onChange={(event) => set(key, event.currentTarget.value as never)}
      error={errors[key]}
      {...props}
    />
  );
  return (
    <Modal
      opened
      onClose={() => onClose(null)}
      title={isNew ? text.formNew : text.formEdit(form.name)}
      size="lg"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          {form.code_erp && (
            <Alert color="yellow" variant="light">
              {text.erpNote}
            </Alert>
          )}
          {field('name', text.name, { maxLength: 120 })}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DateField
              label={text.startsOn}
              value={form.starts_on}
              onChange={(next) => set('starts_on', next)}
              error={errors.starts_on}
            />
            <DateField
              label={text.endsOn}
              value={form.ends_on}
              onChange={(next) => set('ends_on', next)}
              error={errors.ends_on}
            />
          </SimpleGrid>
          <Select
            label={text.kind}
            data={KIND_CHOICES}
            value={form.kind}
            onChange={(next) => next && set('kind', next as PromotionKind)}
            allowDeselect={false}
          />
          {form.kind === 'percent' &&
            field('percent', text.percent, { inputMode: 'decimal', placeholder: '10' })}
          {form.kind === 'price_off' &&
            field('price_off', text.priceOff, { inputMode: 'decimal', placeholder: '1,00' })}
          {form.kind === 'tiers' && (
            <PairRows
              legend={text.tiers}
              rows={form.tiers}
              labels={[text.tierFrom, text.tierPercent]}
              addLabel={text.addTier}
              error={errors.tiers}
              onChange={(rows) => set('tiers', rows)}
            />
          )}
          {form.kind === 'take_pay' && (
            <SimpleGrid cols={2} spacing="sm">
              {field('take', text.take, { inputMode: 'numeric', placeholder: '12' })}
              {field('pay', text.pay, { inputMode: 'numeric', placeholder: '10' })}
            </SimpleGrid>
          )}
          {form.kind === 'kit' && (
            <>
              <PairRows
                legend={text.kitItems}
                rows={form.kit_items}
                labels={[text.kitProduct, text.kitQuantity]}
                addLabel={text.addKitItem}
                error={errors.kit_items}
                onChange={(rows) => set('kit_items', rows)}
              />
              {field('kit_price', text.kitPrice, { inputMode: 'decimal', placeholder: '29,90' })}
            </>
          )}
          <Text size="sm" fw={600} mt="xs">
            {text.scope}
          </Text>
          {form.kind !== 'kit' && (
            <>
              {field('products', text.productsField, { description: text.codesHint })}
              <MultiSelect
                label={text.categoriesField}
                data={CATEGORY_CHOICES}
                value={form.categories}
                onChange={(next) => set('categories', next)}
                searchable
                clearable
                error={errors.categories}
              />
            </>
          )}
          {field('clients', text.clientsField, { description: text.codesHint })}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {field('channels', text.channelsField)}
            {field('price_lists', text.priceListsField)}
          </SimpleGrid>
          <Checkbox
            label={text.active}
            checked={form.active}
            onChange={(event) => set('active', event.currentTarget.checked)}
          />
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => onClose(null)}>
              {text.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {text.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
