import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { Company } from '@rota/domain';
import { useState } from 'react';
import { messages } from '../messages.ts';

interface StoredCompaniesProps {
  companies: Company[] | null;
  onChoose: (companyId: number) => void;
}

/** The companies already kept on this device (label name, value id), to go on to login with one. */
export function StoredCompanies({ companies, onChoose }: StoredCompaniesProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  if (companies === null) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="stored-companies-title">
      <Title order={2} size="h4" id="stored-companies-title">
        {messages.storedTitle}
      </Title>
      {companies.length === 0 ? (
        <Text c="dimmed">{messages.storedEmpty}</Text>
      ) : (
        <Group align="flex-end" wrap="wrap">
          <Select
            label={messages.storedLabel}
            placeholder={messages.storedPlaceholder}
            data={companies.map((company) => ({ value: String(company.id), label: company.name }))}
            value={chosen}
            onChange={setChosen}
            allowDeselect={false}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button
            variant="light"
            disabled={chosen === null}
            onClick={() => chosen && onChoose(Number(chosen))}
          >
            {messages.enterWithCompany}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
