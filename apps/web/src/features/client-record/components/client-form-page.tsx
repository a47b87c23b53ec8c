import { Alert, Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import type { Client } from '@rota/domain';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { pathFor } from '#lib/routes/index.ts';
import { useCityList } from '../hooks/use-city-list.ts';
import { useClientAutofill } from '../hooks/use-client-autofill.ts';
import { type ClientFormMode, useClientForm } from '../hooks/use-client-form.ts';
import { canEditClientRecord, useClientPermissions } from '../hooks/use-client-permissions.ts';
import { useSaveNotice } from '../hooks/use-save-notice.ts';
import { messages } from '../messages.ts';
import { AddressFields } from './address-fields.tsx';
import { ClientContactFields } from './client-contact-fields.tsx';
import { ClientIdentityFields } from './client-identity-fields.tsx';
import { ClientRouteFields } from './client-route-fields.tsx';
import { CnpjSituation } from './cnpj-situation.tsx';
import { DraftNotice, RefusedNotice } from './form-notices.tsx';
import { FormSaveBar } from './form-save-bar.tsx';
import { LookupReview } from './lookup-review.tsx';
import { LookupStatusText } from './lookup-status-text.tsx';
import { QueuedLookups } from './queued-lookups.tsx';
import { RecordNotice } from './record-notice.tsx';
import { SectionCard } from './section-card.tsx';

/**
 * Novo Cliente (`clients.create`) and the client's form (`clients.update` without `see`): the
 * fields of a Brazilian B2B client, validated like the server, autofilled by CNPJ and CEP, kept
 * as a draft while typed; saving queues the client and opens its page.
 */
export function ClientFormPage({ mode }: { mode: ClientFormMode }) {
  const { uuid } = useParams();
  const navigate = useNavigate();
  const permissions = useClientPermissions();
  const announce = useSaveNotice();
  const onSaved = useCallback(
    (client: Client, entryId: number) => {
      announce(messages.saved, entryId);
      navigate(pathFor('clients.update', { uuid: client.uuid, see: 'see' }));
    },
    [announce, navigate],
  );
  const state = useClientForm(mode, uuid, onSaved);
  const { form, stored } = state;
  const cities = useCityList();
  const autofill = useClientAutofill(form, mode, state.ready, cities);
  const backTo = stored ? pathFor('clients.update', { uuid: stored.uuid, see: 'see' }) : pathFor('clients');
  const backLabel = stored ? messages.backToClient : messages.backToClients;

  const allowed = mode === 'create' ? permissions.create : canEditClientRecord(permissions, stored);
  if (state.missing) {
    return (
      <RecordNotice
        title={messages.notFound}
        body={messages.notFoundHint}
        backTo={backTo}
        backLabel={backLabel}
      />
    );
  }
  if (mode === 'edit' && !stored)
    return (
      <Center py="xl">
        <Loader aria-label={messages.loading} />
      </Center>
    );
  if (!allowed) {
    return (
      <RecordNotice
        title={messages.noPermission[mode === 'create' ? 'create' : 'edit']}
        backTo={backTo}
        backLabel={backLabel}
      />
    );
  }
  if (!state.ready)
    return (
      <Center py="xl">
        <Loader aria-label={messages.loading} />
      </Center>
    );

  const cityTitle = (iso: string) => cities?.titleOf(iso) ?? null;
  const { cnpj, cep } = autofill;
  const errorCount = Object.keys(form.errors).length;
  return (
    <form
      onSubmit={state.submit}
      noValidate
      aria-label={messages.sections.identity}
      data-testid="client-form"
    >
      <Stack gap="md" maw={1200}>
        {state.draftRestored && <DraftNotice onDiscard={state.discardDraft} />}
        {state.refused && <RefusedNotice message={state.refused.message} other={state.refused.other} />}
        {state.saveFailed && <Alert color="red">{messages.saveFailed}</Alert>}
        {(errorCount > 0 || state.otherErrors.length > 0) && !state.refused && (
          <Alert color="red" variant="light" data-testid="form-errors" role="alert">
            {messages.fixErrors(errorCount || state.otherErrors.length)}
            {state.otherErrors.length > 0 && ` ${state.otherErrors.join(' ')}`}
          </Alert>
        )}
        <QueuedLookups
          items={autofill.reviews}
          cityTitle={cityTitle}
          onApply={autofill.applyReview}
          onDiscard={autofill.discardReview}
        />
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" verticalSpacing="md">
          <Stack gap="md">
            <SectionCard title={messages.sections.identity}>
              <ClientIdentityFields
                form={form}
                documentStatus={
                  <>
                    <LookupStatusText kind="cnpj" state={cnpj.state} />
                    {cnpj.state.status === 'filled' && cnpj.state.situation && (
                      <CnpjSituation situation={cnpj.state.situation} />
                    )}
                    {cnpj.state.status === 'filled' && cnpj.state.conflicts.length > 0 && (
                      <LookupReview
                        title={messages.lookupReady.cnpj}
                        intro={messages.lookupConflicts}
                        changes={cnpj.state.conflicts}
                        cityTitle={cityTitle}
                        onApply={cnpj.applyConflicts}
                        onDiscard={cnpj.dismissConflicts}
                      />
                    )}
                  </>
                }
              />
            </SectionCard>
            <SectionCard title={messages.sections.contact}>
              <ClientContactFields form={form} />
            </SectionCard>
          </Stack>
          <Stack gap="md">
            <SectionCard title={messages.sections.address}>
              <AddressFields
                form={form}
                cities={cities}
                cepStatus={<LookupStatusText kind="cep" state={cep.state} />}
              />
              {cep.state.status === 'filled' && cep.state.conflicts.length > 0 && (
                <Stack mt="sm">
                  <LookupReview
                    title={messages.lookupReady.cep}
                    intro={messages.lookupConflicts}
                    changes={cep.state.conflicts}
                    cityTitle={cityTitle}
                    onApply={cep.applyConflicts}
                    onDiscard={cep.dismissConflicts}
                  />
                </Stack>
              )}
            </SectionCard>
            <SectionCard title={messages.sections.route}>
              <ClientRouteFields form={form} />
            </SectionCard>
          </Stack>
        </SimpleGrid>
        <FormSaveBar
          saveLabel={messages.save}
          cancelLabel={messages.cancel}
          cancelTo={backTo}
          saving={state.saving}
        />
      </Stack>
    </form>
  );
}
