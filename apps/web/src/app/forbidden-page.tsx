import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Area, homeArea } from '@rota/domain';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuth } from '#lib/auth/index.ts';
import { homePathFor } from '#lib/routes/index.ts';
import { BrandMark } from '#ui/brand/brand-mark.tsx';
import { messages } from './messages.ts';

/** An area the profile does not open: says so in pt-BR and leads back to the user's own area. */
export function ForbiddenPage({ area }: { area: Area }) {
  const profile = useAuth().session?.profile;
  const home = messages.areas[homeArea(profile)];
  return (
    <Container size="xs" py="xl" component="main">
      <Stack align="center" ta="center" gap="md">
        <BrandMark />
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconLock size={30} />
        </ThemeIcon>
        <Title order={1}>{messages.forbiddenTitle}</Title>
        <Text c="dimmed">{messages.forbiddenBody(messages.areas[area])}</Text>
        <Button component={Link} to={homePathFor(profile)} replace>
          {messages.forbiddenBack(home)}
        </Button>
      </Stack>
    </Container>
  );
}
