import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { NO_SALE_REASONS, type OpenVisit } from '@rota/domain';
import { Link } from 'react-router';
import type { ClientRow } from '#lib/db/my-pwa-db.ts';
import { pathFor } from '#lib/routes/index.ts';
import { useVisitForm } from '../hooks/use-visit-form.ts';
import { messages } from '../messages.ts';
import { VisitPhotosField } from './visit-photos-field.tsx';

interface VisitModalProps {
  client: ClientRow;
  opened: boolean;
  onClose: () => void;
  /** canNewSaleClient: a visit with a sale offers to open the checkout next. */
  canNewSale: boolean;
  /** The visit started here; null once it is queued (the modal then says it was registered). */
  openVisit: OpenVisit | null;
}

/**
 * "Encerrar visita": Com venda / Sem venda (with the reason and a note, required for "Outro") and
 * up to five photos; saving takes the check-out position first and sends the visit whole.
 */
export function VisitModal({ client, opened, onClose, canNewSale, openVisit }: VisitModalProps) {
  const { form, submit, saving, saved, reset, photos } = useVisitForm(client, openVisit);
  const values = form.getValues();
  const close = () => {
    reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={messages.endVisit} centered>
      {saved ? (
        <Stack gap="md" data-testid="visit-saved">
          <Text fw={500}>{messages.visitSaved}</Text>
          {saved.outcome === 'sale' && canNewSale && <Text size="sm">{messages.visitOpenCheckoutHint}</Text>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {messages.close}
            </Button>
            {saved.outcome === 'sale' && canNewSale && (
              <Button component={Link} to={pathFor('checkout', { goTo: client.uuid })}>
                {messages.visitOpenCheckout}
              </Button>
            )}
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" fw={500}>
              {client.name}
            </Text>
            <div>
              <Text component="label" id="visit-outcome-label" size="sm" fw={500} display="block" mb={4}>
                {messages.visitOutcome}
              </Text>
              <SegmentedControl
                aria-labelledby="visit-outcome-label"
                fullWidth
                value={values.outcome}
                onChange={(outcome) => form.setFieldValue('outcome', outcome)}
                data={[
                  { value: 'sale', label: messages.visitSale },
                  { value: 'no_sale', label: messages.visitNoSale },
                ]}
              />
            </div>
            {values.outcome === 'no_sale' && (
              <Select
                {...form.getInputProps('reason')}
                label={messages.visitReason}
                placeholder={messages.visitReasonPlaceholder}
                data={[...NO_SALE_REASONS]}
                value={values.reason || null}
                onChange={(reason) => form.setFieldValue('reason', reason ?? '')}
                withAsterisk
                comboboxProps={{ withinPortal: false }}
              />
            )}
            <Textarea
              {...form.getInputProps('note')}
              label={
                values.reason === 'Outro' && values.outcome === 'no_sale'
                  ? messages.visitNoteRequired
                  : messages.visitNote
              }
              rows={2}
            />
            <VisitPhotosField photos={photos} disabled={saving} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {messages.cancel}
              </Button>
              <Button type="submit" loading={saving} disabled={photos.preparing !== null}>
                {messages.visitSave}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
