import { Notifications } from '@mantine/notifications';

/**
 * The shell's notices (Mantine notifications), at the bottom, over no title (`notices.css`). Its
 * own chunk, loaded with the first notice (`App`): the login route rarely shows one.
 */
export function Notices() {
  return <Notifications position="bottom-center" zIndex={1000} className="rota-notices" />;
}
