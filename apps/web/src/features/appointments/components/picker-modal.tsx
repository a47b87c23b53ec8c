import { Badge, Button, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

export interface PickerOption {
  id: number;
  label: string;
  detail?: string;
  /** A short state beside the label ('Ocupada'), with its colour. */
  badge?: { text: string; color: string };
}

/**
 * A full list of big buttons to pick one from (an operator, a machine): nothing to type, each
 * target at least 64 px high, for gloved hands on a shared tablet.
 */
export function PickerModal({
  opened,
  title,
  options,
  selectedId,
  empty,
  onPick,
  onClose,
}: {
  opened: boolean;
  title: string;
  options: readonly PickerOption[];
  selectedId: number | null;
  empty: string;
  onPick: (id: number) => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered>
      {options.length === 0 ? (
        <Text>{empty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {options.map((option) => {
            const selected = option.id === selectedId;
            return (
              <Button
                key={option.id}
                size="xl"
                h="auto"
                mih={64}
                py="sm"
                variant={selected ? 'filled' : 'default'}
                justify="space-between"
                rightSection={selected ? <IconCheck size={24} aria-hidden /> : null}
                onClick={() => onPick(option.id)}
                aria-pressed={selected}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
              >
                <Stack gap={2} align="flex-start">
                  <Text fw={700} fz="lg" lh={1.2}>
                    {option.label}
                  </Text>
                  {option.detail && (
                    <Text fz="sm" lh={1.2}>
                      {option.detail}
                    </Text>
                  )}
                  {option.badge && (
                    <Badge color={option.badge.color} variant="filled" size="md">
                      {option.badge.text}
                    </Badge>
                  )}
                </Stack>
              </Button>
            );
          })}
        </SimpleGrid>
      )}
    </Modal>
  );
}
