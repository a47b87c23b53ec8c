import { List, Text } from '@mantine/core';
import { messages } from '../messages.ts';
import type { FieldChange } from '../model/lookup-changes.ts';

const labels: Record<FieldChange['field'], string> = {
  name: messages.fields.name.PJ,
  fantasy_name: messages.fields.fantasy_name,
  email: messages.fields.email,
  phone: messages.fields.phone,
  cep: messages.fields.cep,
  street: messages.fields.street,
  number: messages.fields.number,
  complement: messages.fields.complement,
  district: messages.fields.district,
  state: messages.fields.state,
  city_iso: messages.fields.city_iso,
};

/** "Campo: atual → novo" for each change a lookup would make; a city is shown by its name. */
export function FieldChangeList({
  changes,
  cityTitle,
}: {
  changes: FieldChange[];
  cityTitle: (iso: string) => string | null;
}) {
  const shown = (change: FieldChange, value: string) => {
    if (value === '') return messages.emptyValue;
    return change.field === 'city_iso' ? (cityTitle(value) ?? value) : value;
  };
  return (
    <List size="sm" spacing={4} data-testid="lookup-changes">
      {changes.map((change) => (
        <List.Item key={change.field}>
          <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
            {messages.changeLabel(labels[change.field], shown(change, change.from), shown(change, change.to))}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
