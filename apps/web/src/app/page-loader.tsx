import { Center, Loader } from '@mantine/core';
import { messages } from './messages.ts';

/** Shown while the login is restored or a screen's chunk loads. */
export function PageLoader() {
  return (
    <Center mih="60vh" role="status" aria-label={messages.loading} data-testid="page-loader">
      <Loader />
    </Center>
  );
}
