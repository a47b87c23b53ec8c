import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import {
  type DiscountLimits,
  discountFromFinalUnitPrice,
  discountFromPercent,
  discountPercentOf,
  formatDecimal,
  itemDiscountError,
  parseMoneyInput,
  parseUnitPriceInput,
  type SaleItem,
  unitPriceInputText,
} from '@rota/domain';
import { useState } from 'react';
import { messages } from '../messages.ts';

type Mode = 'percent' | 'final';

export interface ItemEdit {
  unit_price: number;
  discount: number;
}

/**
 * A line's unit price (canEditPriceUnit) and discount (canDescontItem), the discount typed as a
 * percentage or as the final unit price: either way it becomes centavos (domain
 * `discountFromPercent`, `discountFromFinalUnitPrice`) and is checked against the company's
 * `max_discount_percent` (`itemDiscountError`); a refusal says why on the field and keeps what
 * was typed.
 */
export function ItemEditModal({
  item,
  may,
  discountLimits,
  onSave,
  onClose,
}: {
  item: SaleItem | null;
  may: { editUnitPrice: boolean; discount: boolean };
  discountLimits: DiscountLimits;
  onSave: (edit: ItemEdit) => Promise<string | null>;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item ? messages.editItemOf(item.description) : ''}
      centered
    >
      {item && (
        <ItemEditForm
          key={item.uuid}
          item={item}
          may={may}
          discountLimits={discountLimits}
          onSave={onSave}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function ItemEditForm({
  item,
  may,
  discountLimits,
  onSave,
  onClose,
}: {
  item: SaleItem;
  may: { editUnitPrice: boolean; discount: boolean };
  discountLimits: DiscountLimits;
  onSave: (edit: ItemEdit) => Promise<string | null>;
  onClose: () => void;
}) {
  const [priceText, setPriceText] = useState(() => unitPriceInputText(item.unit_price));
  const [mode, setMode] = useState<Mode>('percent');
  const [discountText, setDiscountText] = useState(() =>
    item.discount > 0 ? formatDecimal(discountPercentOf(item), 2) : '',
  );
  const [priceError, setPriceError] = useState<string | null>(null);
  const [discountError, setDiscountError] = useState<string | null>(null);

  const submit = async () => {
    setPriceError(null);
    setDiscountError(null);
    const unitPrice = may.editUnitPrice ? parseUnitPriceInput(priceText) : item.unit_price;
    if (unitPrice === null || unitPrice < 0) {
      setPriceError(messages.invalidAmount);
      return;
    }
    let discount = may.discount ? 0 : item.discount;
    if (may.discount && discountText.trim() !== '') {
      const priced = { quantity: item.quantity, unit_price: unitPrice };
      try {
        if (mode === 'percent') {
          // Hundredths of a percent: '5,5' is 550, read like an amount with 2 decimals.
          const basisPoints = parseMoneyInput(discountText.replace('%', ''));
          if (basisPoints === null) throw new RangeError(messages.invalidAmount);
          discount = discountFromPercent(priced, basisPoints);
        } else {
          const finalPrice = parseUnitPriceInput(discountText);
          if (finalPrice === null) throw new RangeError(messages.invalidAmount);
          discount = discountFromFinalUnitPrice(priced, finalPrice);
        }
      } catch (error) {
        setDiscountError(error instanceof Error ? error.message : messages.invalidAmount);
        return;
      }
      const refused = itemDiscountError(
        { ...priced, discount },
        { ...discountLimits, mayDiscount: may.discount },
      );
      if (refused) {
        setDiscountError(refused);
        return;
      }
    }
    const failed = await onSave({ unit_price: unitPrice, discount });
    if (failed) setDiscountError(failed);
    else onClose();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label={messages.unitPrice}
          value={priceText}
          onChange={(event) => setPriceText(event.currentTarget.value)}
          disabled={!may.editUnitPrice}
          description={may.editUnitPrice ? undefined : messages.unitPriceLocked}
          leftSection="R$"
          inputMode="decimal"
          size="md"
          error={priceError}
        />
        {may.discount && (
          <Stack gap={6} data-testid="discount-fields">
            <Text size="sm" fw={500}>
              {messages.discountAs}
            </Text>
            <SegmentedControl
              value={mode}
              onChange={(value) => {
                setMode(value);
                setDiscountText('');
                setDiscountError(null);
              }}
              data={[
                { value: 'percent', label: messages.discountModes.percent },
                { value: 'final', label: messages.discountModes.final },
              ]}
              fullWidth
              size="md"
            />
            <TextInput
              label={mode === 'percent' ? messages.discountPercent : messages.finalPrice}
              value={discountText}
              onChange={(event) => setDiscountText(event.currentTarget.value)}
              leftSection={mode === 'final' ? 'R$' : undefined}
              rightSection={mode === 'percent' ? '%' : undefined}
              placeholder={mode === 'percent' ? '0' : unitPriceInputText(item.unit_price)}
              description={messages.discountLimit(discountLimits)}
              inputMode="decimal"
              size="md"
              error={discountError}
            />
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={onClose}>
            {messages.cancel}
          </Button>
          <Button type="submit" size="md">
            {messages.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
