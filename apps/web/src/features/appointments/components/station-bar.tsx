import { Button, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBuildingFactory2, IconUser } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { Station } from '../api/station-store.ts';
import type { ProductionLists } from '../hooks/use-production-lists.ts';
import { messages } from '../messages.ts';
import { PickerModal } from './picker-modal.tsx';

const { station: text } = messages;

function StationButton({
  icon,
  what,
  value,
  placeholder,
  onClick,
}: {
  icon: ReactNode;
  what: string;
  value: string | null;
  placeholder: string;
  onClick: () => void;
}) {
  return (
    <Button
      size="xl"
      h="auto"
      mih={72}
      py="sm"
      // Nothing chosen yet is a step to take, not an alarm: the brand's light blue, not orange.
      variant={value ? 'default' : 'light'}
      justify="flex-start"
      px="sm"
      leftSection={icon}
      onClick={onClick}
      styles={{
        label: { whiteSpace: 'normal', textAlign: 'left', overflow: 'visible', overflowWrap: 'break-word' },
      }}
    >
      <Stack gap={0} align="flex-start">
        <Text fz="sm" fw={600} lh={1.3}>
          {what}
        </Text>
        <Text fz={{ base: 'md', xs: 'lg' }} fw={700} lh={1.3}>
          {value ?? placeholder}
        </Text>
        {/* The name is what the button shows (WCAG 2.5.3), and what a tap on a chosen one does. */}
        {value && <VisuallyHidden>{text.tapToChange}</VisuallyHidden>}
      </Stack>
    </Button>
  );
}

/**
 * The tablet's work station: who operates and which machine, each one tap away from a list of big
 * buttons and remembered on the device, so the next start is one tap.
 */
export function StationBar({
  station,
  lists,
  busyMachines,
  onChange,
}: {
  station: Station;
  lists: ProductionLists;
  busyMachines: ReadonlySet<number>;
  onChange: (change: Partial<Station>) => void;
}) {
  const [picking, setPicking] = useState<'operator' | 'machine' | null>(null);
  // On a phone the two buttons share 390 px: the names need the icons' room.
  const roomy = useMediaQuery('(min-width: 36em)', true, { getInitialValueInEffect: false });
  const operator = station.operatorId === null ? undefined : lists.operatorById.get(station.operatorId);
  const machine = station.machineId === null ? undefined : lists.machineById.get(station.machineId);
  const close = () => setPicking(null);

  return (
    <section aria-label={text.label}>
      <SimpleGrid cols={2} spacing="sm">
        <StationButton
          icon={roomy ? <IconUser size={28} aria-hidden /> : null}
          what={text.operator}
          value={operator?.name ?? null}
          placeholder={text.chooseOperator}
          onClick={() => setPicking('operator')}
        />
        <StationButton
          icon={roomy ? <IconBuildingFactory2 size={28} aria-hidden /> : null}
          what={text.machine}
          value={machine ? `${machine.code_erp} — ${machine.description}` : null}
          placeholder={text.chooseMachine}
          onClick={() => setPicking('machine')}
        />
      </SimpleGrid>
      <PickerModal
        opened={picking === 'operator'}
        title={text.pickOperatorTitle}
        options={lists.operators
          .filter((row) => row.inative === 0)
          .map((row) => ({ id: row.id, label: row.name, detail: row.code_erp }))}
        selectedId={station.operatorId}
        empty={text.listEmpty}
        onPick={(id) => {
          onChange({ operatorId: id });
          close();
        }}
        onClose={close}
      />
      <PickerModal
        opened={picking === 'machine'}
        title={text.pickMachineTitle}
        options={lists.machines
          .filter((row) => row.inative === 0)
          .map((row) => ({
            id: row.id,
            label: row.code_erp,
            detail: row.description,
            badge: busyMachines.has(row.id)
              ? { text: text.busy, color: 'blue.8' }
              : { text: text.free, color: 'green.9' },
          }))}
        selectedId={station.machineId}
        empty={text.listEmpty}
        onPick={(id) => {
          onChange({ machineId: id });
          close();
        }}
        onClose={close}
      />
    </section>
  );
}
