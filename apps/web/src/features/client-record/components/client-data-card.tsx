import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  formatCnpj,
  formatCpf,
  formatDate,
  formatStateRegistration,
  personType,
  STATE_REGISTRATION_EXEMPT,
} from '@rota/domain';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ClientRow } from '#lib/db/my-pwa-db.ts';
import { useChannelOptions } from '../hooks/use-channel-options.ts';
import type { CityList } from '../hooks/use-city-list.ts';
import { messages } from '../messages.ts';
import { addressLines, mapLink } from '../model/address-text.ts';
import { digitsOf, maskPhone } from '../model/masks.ts';
import { SectionCard } from './section-card.tsx';

function Item({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children ?? messages.noData}
      </Text>
    </div>
  );
}

const phoneLink = (phone: string | null) =>
  phone ? <Anchor href={`tel:+55${digitsOf(phone)}`}>{maskPhone(phone)}</Anchor> : null;

/** The client's data, read-only: documents formatted, phones and e-mail as links, the address with its map. */
export function ClientDataCard({ client, cities }: { client: ClientRow; cities: CityList | null }) {
  const type = personType(client.document);
  const cityTitle = (iso: string) => cities?.titleOf(iso) ?? null;
  const lines = addressLines(client, cityTitle);
  const map = mapLink(client, cityTitle);
  const exempt = client.state_registration?.toUpperCase() === STATE_REGISTRATION_EXEMPT;
  const channels = useChannelOptions(client.channel_code_erp ?? '');
  const channel = client.channel_code_erp
    ? (channels.find((option) => option.value === client.channel_code_erp)?.label ?? client.channel_code_erp)
    : null;
  return (
    <SectionCard title={messages.sectionData} testId="client-data" alignStart>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <Item label={messages.fields.document[type]}>
          {type === 'PJ' ? formatCnpj(client.document) : formatCpf(client.document)}
        </Item>
        <Item label={messages.fields.state_registration}>
          {exempt
            ? messages.exempt
            : client.state_registration && formatStateRegistration(client.state_registration, client.state)}
        </Item>
        <Item label={messages.fields.phone}>{phoneLink(client.phone)}</Item>
        <Item label={messages.fields.mobile}>{phoneLink(client.mobile)}</Item>
        <Item label={messages.fields.email}>
          {client.email ? <Anchor href={`mailto:${client.email}`}>{client.email}</Anchor> : null}
        </Item>
        <Item label={messages.fields.contact_name}>{client.contact_name}</Item>
        <Item label={messages.fields.visiting_day}>{client.visiting_day}</Item>
        <Item label={messages.fields.channel_code_erp}>{channel}</Item>
        <Item label={messages.sections.address} wide>
          {lines.length > 0 || map ? (
            <Stack gap={2}>
              {lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
              {map && (
                <Anchor href={map} target="_blank" rel="noopener noreferrer" size="sm">
                  {messages.openMap}{' '}
                  <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
                </Anchor>
              )}
            </Stack>
          ) : null}
        </Item>
        <Item label={messages.fields.notes} wide>
          {client.notes ? <span style={{ whiteSpace: 'pre-wrap' }}>{client.notes}</span> : null}
        </Item>
        <Item label={messages.fields.visits}>
          {client.last_visit ? messages.lastVisit(formatDate(client.last_visit)) : messages.neverVisited}
        </Item>
        <Item label={messages.fields.erp}>
          {client.code_erp ? messages.codeErp(client.code_erp) : messages.noCodeErp}
        </Item>
      </SimpleGrid>
    </SectionCard>
  );
}
