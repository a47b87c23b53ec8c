import { Notifications } from '@mantine/notifications';

/**
 * The shell's notices (Mantine notifications), below the areas' header. Its own chunk, loaded
 * with the first notice (`App`): the login route rarely shows one.
 */
export function Notices() {
  return <Notifications position="top-center" zIndex={1000} className="rota-notices" />;
}
