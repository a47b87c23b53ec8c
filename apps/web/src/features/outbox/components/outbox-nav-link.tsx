import { Badge, NavLink } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pathFor, routeByName } from '#lib/routes/index.ts';
import { useOutboxCounts } from '../hooks/use-outbox-counts.ts';

interface OutboxNavLinkProps {
  /** "Pendências de envio" is the screen on display. */
  active: boolean;
  onNavigate?: () => void;
}

/** "Pendências de envio" in the navigation of every area, with the unsent count (red when something failed). */
export function OutboxNavLink({ active, onNavigate }: OutboxNavLinkProps) {
  const { pending, failed } = useOutboxCounts();
  return (
    <NavLink
      component={Link}
      to={pathFor('outbox')}
      active={active}
      aria-current={active ? 'page' : undefined}
      label={routeByName('outbox').title}
      leftSection={<IconCloudUpload size={20} stroke={1.7} aria-hidden />}
      rightSection={
        pending > 0 ? (
          <Badge
            size="sm"
            circle={pending < 10}
            color={failed > 0 ? 'red.9' : 'rota.7'}
            data-testid="outbox-count"
          >
            {pending > 99 ? '99+' : pending}
          </Badge>
        ) : null
      }
      onClick={onNavigate}
      variant="light"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      fw={active ? 600 : 500}
    />
  );
}
