import { Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { visitPhotoQuery } from '../api/visit-photo-query.ts';
import { messages } from '../messages.ts';

interface VisitPhotosModalProps {
  client: string;
  photos: readonly string[];
  opened: boolean;
  onClose: () => void;
}

function VisitPhoto({ uuid, alt }: { uuid: string; alt: string }) {
  const photo = useQuery(visitPhotoQuery(uuid));
  if (photo.isPending) {
    return (
      <Stack align="center" py="md" role="status">
        <Loader size="sm" />
        <Text size="sm">{messages.photoLoading}</Text>
      </Stack>
    );
  }
  if (photo.isError) {
    return (
      <Text size="sm" c="var(--mantine-color-error)" role="alert">
        {messages.photoFailed}
      </Text>
    );
  }
  const { content_type, data } = photo.data;
  return (
    <Image src={`data:${content_type};base64,${data}`} alt={alt} radius="sm" data-testid="visit-day-photo" />
  );
}

/** The photos of a client's visits of the day, loaded when opened (a photo is some 300 KB). */
export function VisitPhotosModal({ client, photos, opened, onClose }: VisitPhotosModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={messages.photosTitle(client)} centered size="lg">
      <Stack gap="sm">
        {opened &&
          photos.map((uuid, index) => (
            <VisitPhoto key={uuid} uuid={uuid} alt={messages.photoAlt(index + 1, photos.length, client)} />
          ))}
      </Stack>
    </Modal>
  );
}
