import { Select, SimpleGrid, Stack, Switch, Textarea } from '@mantine/core';
import {
  BOUNDED_DATE_FIELDS,
  type CompanyConfig,
  dateBoundErrors,
  type Sale,
  zonedDayStart,
} from '@rota/domain';
import { useEffect, useState } from 'react';
import type { DeliveryAddressRow } from '#lib/db/my-pwa-db.ts';
import { DateField } from '#ui/date-field.tsx';
import type { CartActions } from '../hooks/use-cart-actions.ts';
import type { CheckoutPermissions } from '../hooks/use-checkout-session.ts';
import type { SaleOptions } from '../hooks/use-sale-options.ts';
import { messages } from '../messages.ts';

const OWN = 'own';
const NONE = '';
const first = (errors: Record<string, string[]>, field: string) => errors[field]?.[0];

function addressLabel(address: DeliveryAddressRow): string {
  const place = [address.street, address.number, address.district].filter(Boolean).join(', ');
  return place ? `${address.description} — ${place}` : address.description;
}

/**
 * The sale's data: delivery address (the client's own or one of its extra ones), competence date
 * (canEditDataCompetencia; without it the sale's date stands), pre-sale (when the company allows
 * it), finality, channel and notes. Each change is kept on the cart at once; the notes when the
 * field is left, so typing is never slowed by a save.
 */
export function SaleDataTab({
  cart,
  config,
  options,
  addresses,
  may,
  today,
  actions,
  errors,
}: {
  cart: Sale;
  config: CompanyConfig;
  options: SaleOptions;
  addresses: DeliveryAddressRow[];
  may: CheckoutPermissions;
  today: string;
  actions: CartActions;
  errors: Record<string, string[]>;
}) {
  const [notes, setNotes] = useState(cart.notes ?? '');
  const [dateError, setDateError] = useState<string | null>(null);
  useEffect(() => setNotes(cart.notes ?? ''), [cart.notes]);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={messages.deliveryAddress}
          data={[
            { value: OWN, label: messages.ownAddress },
            ...addresses.map((address) => ({ value: address.uuid, label: addressLabel(address) })),
          ]}
          value={cart.delivery_address ?? OWN}
          onChange={(value) =>
            void actions.setData({ delivery_address: !value || value === OWN ? null : value })
          }
          allowDeselect={false}
          error={first(errors, 'delivery_address')}
          size="md"
          comboboxProps={{ withinPortal: false }}
        />
        <DateField
          label={messages.competence}
          value={cart.competence_at ?? today}
          disabled={!may.editCompetence}
          description={may.editCompetence ? undefined : messages.competenceLocked}
          onChange={(value) => {
            // The server's bound on the day (docs/server.md "Dates"), refused before it is kept.
            const outOfBounds = dateBoundErrors(
              { competence_at: value },
              BOUNDED_DATE_FIELDS.sale,
              zonedDayStart(today),
            ).competence_at?.[0];
            if (outOfBounds) {
              setDateError(outOfBounds);
              return;
            }
            setDateError(null);
            void actions.setData({ competence_at: value === '' || value === today ? null : value });
          }}
          error={dateError ?? first(errors, 'competence_at')}
          size="md"
        />
        <Select
          label={messages.finality}
          data={[
            { value: NONE, label: messages.noFinality },
            ...options.finalities.map((row) => ({ value: row.code_erp, label: row.description })),
          ]}
          value={cart.finality_code_erp ?? NONE}
          onChange={(value) => void actions.setData({ finality_code_erp: value ? value : null })}
          allowDeselect={false}
          error={first(errors, 'finality_code_erp')}
          size="md"
          comboboxProps={{ withinPortal: false }}
        />
        <Select
          label={messages.channel}
          data={[
            { value: NONE, label: messages.noChannel },
            ...options.channels.map((row) => ({ value: row.code_erp, label: row.description })),
          ]}
          value={cart.channel_code_erp ?? NONE}
          onChange={(value) => void actions.setData({ channel_code_erp: value ? value : null })}
          allowDeselect={false}
          error={first(errors, 'channel_code_erp')}
          size="md"
          comboboxProps={{ withinPortal: false }}
        />
      </SimpleGrid>
      {config.allows_pre_sale && (
        <Switch
          label={messages.preSale}
          description={messages.preSaleHint}
          checked={cart.pre_sale}
          onChange={(event) => void actions.setData({ pre_sale: event.currentTarget.checked })}
          size="md"
        />
      )}
      <Textarea
        label={messages.notes}
        placeholder={messages.notesPlaceholder}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
        onBlur={() => {
          const value = notes.trim() === '' ? null : notes;
          if (value !== cart.notes) void actions.setData({ notes: value });
        }}
        maxLength={2000}
        rows={3}
        size="md"
      />
    </Stack>
  );
}
