import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  formatDate,
  formatUnitPrice,
  type OfferedListPrice,
  parseUnitPriceInput,
  quantityDecimalsFor,
  unitPriceInputText,
} from '@rota/domain';
import { useState } from 'react';
import type { PriceListRow, ProductRow } from '#lib/db/my-pwa-db.ts';
import { QuantityInput } from '#ui/quantity-input.tsx';
import type { AddedItem } from '../hooks/use-cart-actions.ts';
import { useProductOffer } from '../hooks/use-product-offer.ts';
import { messages } from '../messages.ts';
import { startingList } from '../model/item-pricing.ts';

const BASE = 'base';

/**
 * Adding a product: its price list (the lists offered today, §5, or the product's own price;
 * the cart's list carries over), the quantity, and the unit price — typed only with
 * canEditPriceUnit, otherwise the list's, shown read-only.
 */
export function AddProductModal({
  product,
  allowedLists,
  carriedCode,
  mayEditPrice,
  onAdd,
  onClose,
}: {
  product: ProductRow | null;
  allowedLists: readonly string[];
  carriedCode: string | null;
  mayEditPrice: boolean;
  onAdd: (item: AddedItem) => Promise<string | null>;
  onClose: () => void;
}) {
  const offered = useProductOffer(product?.code_erp ?? null, allowedLists);
  return (
    <Modal opened={product !== null} onClose={onClose} title={product?.description ?? ''} centered size="md">
      {product && offered && (
        <AddProductForm
          key={product.uuid}
          product={product}
          offered={offered}
          carriedCode={carriedCode}
          mayEditPrice={mayEditPrice}
          onAdd={onAdd}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

/** The dialog's form, made once per product: it starts on the carried list and its price. */
function AddProductForm({
  product,
  offered,
  carriedCode,
  mayEditPrice,
  onAdd,
  onClose,
}: {
  product: ProductRow;
  offered: OfferedListPrice<PriceListRow>[];
  carriedCode: string | null;
  mayEditPrice: boolean;
  onAdd: (item: AddedItem) => Promise<string | null>;
  onClose: () => void;
}) {
  const priceOf = (uuid: string) =>
    uuid === BASE ? product.price : (offered.find((entry) => entry.list.uuid === uuid)?.price ?? 0);
  const [listUuid, setListUuid] = useState<string>(
    () => startingList(offered, carriedCode)?.list.uuid ?? BASE,
  );
  const [quantity, setQuantity] = useState(1);
  const [quantityIssue, setQuantityIssue] = useState<string | null>(null);
  const [priceText, setPriceText] = useState(() => unitPriceInputText(priceOf(listUuid)));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const chosen = offered.find((entry) => entry.list.uuid === listUuid)?.list;
  const chosenValidity = chosen
    ? chosen.vigence_date
      ? messages.validUntil(formatDate(chosen.vigence_date))
      : messages.noEnd
    : undefined;
  const chooseList = (uuid: string | null) => {
    const next = uuid ?? BASE;
    setListUuid(next);
    setPriceText(unitPriceInputText(priceOf(next)));
  };

  const submit = async () => {
    // The field shows why; the quantity held is not what it shows, so nothing is added.
    if (quantityIssue) return;
    const unitPrice = mayEditPrice ? parseUnitPriceInput(priceText) : priceOf(listUuid);
    if (unitPrice === null || unitPrice < 0) {
      setError(messages.invalidAmount);
      return;
    }
    setBusy(true);
    const refused = await onAdd({
      product,
      quantity,
      unitPrice,
      priceListUuid: listUuid === BASE ? null : listUuid,
    });
    setBusy(false);
    if (refused) setError(refused);
    else onClose();
  };

  const data = [
    ...offered.map((entry) => ({
      value: entry.list.uuid,
      label: messages.listOption(entry.list.description, formatUnitPrice(entry.price)),
    })),
    { value: BASE, label: `${messages.basePrice} — ${formatUnitPrice(product.price)}` },
  ];

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {product.code_erp} · {product.unit}
        </Text>
        <Select
          label={messages.priceList}
          data={data}
          value={listUuid}
          onChange={chooseList}
          allowDeselect={false}
          size="md"
          data-testid="price-list-select"
          description={chosenValidity}
          comboboxProps={{ withinPortal: false }}
        />
        <div>
          <Text fz="md" fw={600} mb={4}>
            {messages.quantity}
          </Text>
          <QuantityInput
            value={quantity}
            decimals={quantityDecimalsFor(product)}
            unit={product.unit}
            onChange={setQuantity}
            onProblem={setQuantityIssue}
            labels={{ input: messages.quantity, less: messages.less, more: messages.more }}
          />
        </div>
        <TextInput
          label={messages.unitPrice}
          value={priceText}
          onChange={(event) => setPriceText(event.currentTarget.value)}
          disabled={!mayEditPrice}
          description={mayEditPrice ? undefined : messages.unitPriceLocked}
          leftSection="R$"
          inputMode="decimal"
          size="md"
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={onClose}>
            {messages.cancel}
          </Button>
          <Button type="submit" size="md" loading={busy}>
            {messages.add}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
