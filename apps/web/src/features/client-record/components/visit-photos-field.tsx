import { ActionIcon, Button, FileButton, Group, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import { formatBytes, VISIT_PHOTO_LIMITS } from '@rota/domain';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import type { useVisitPhotos } from '../hooks/use-visit-photos.ts';
import { messages } from '../messages.ts';

interface VisitPhotosFieldProps {
  photos: ReturnType<typeof useVisitPhotos>;
  disabled: boolean;
}

/**
 * "Fotos da visita": the camera or the gallery (the phone offers both for `image/*`), each photo
 * with its size once made small, and a way to take it out again.
 */
export function VisitPhotosField({ photos, disabled }: VisitPhotosFieldProps) {
  const { photos: list, preparing, error, add, remove } = photos;
  const blocked = disabled || list.length >= VISIT_PHOTO_LIMITS.perVisit || preparing !== null;
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500} id="visit-photos-label">
          {messages.photos}
        </Text>
        <Text size="xs" c="dimmed">
          {messages.photosCount(list.length, VISIT_PHOTO_LIMITS.perVisit)}
        </Text>
      </Group>
      {list.length > 0 && (
        <Stack
          gap={6}
          component="ul"
          aria-labelledby="visit-photos-label"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {list.map((photo, index) => (
            <Paper component="li" key={photo.uuid} withBorder p={6} radius="sm" data-testid="visit-photo">
              <Group gap="sm" wrap="nowrap">
                <Image
                  src={photo.url}
                  alt={messages.photoAlt(index + 1)}
                  w={56}
                  h={56}
                  radius="sm"
                  fit="cover"
                />
                <Text size="sm" style={{ flex: 1 }}>
                  {messages.photoSize(formatBytes(photo.size))}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={messages.photoRemove(index + 1)}
                  onClick={() => remove(photo.uuid)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {preparing && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{messages.photoPreparing(preparing.done + 1, preparing.total)}</Text>
        </Group>
      )}
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
      <FileButton onChange={(files) => void add(files)} accept="image/*" multiple disabled={blocked}>
        {(props) => (
          <Button
            {...props}
            disabled={blocked}
            variant="default"
            leftSection={<IconCamera size={18} aria-hidden />}
          >
            {messages.photoAdd}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
