import { Box, Loader, Progress, Text } from '@mantine/core';
import { useLoading } from '#lib/loading/loading-store.ts';
import { uiMessages } from './messages.ts';

/** Room left above the text card: the areas' header is 60 px high and stays readable. */
const HEADER_CLEARANCE = 64;

/**
 * The global loading indicator (§4): while the flag is on, an indeterminate bar at the top of
 * the screen and, when a text is set, a small card with it below the header (never over the
 * screen's title). It never blocks the screen.
 */
export function LoadingIndicator() {
  const { loading, text } = useLoading();
  if (!loading) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-label={text ?? uiMessages.loading}
      data-testid="loading-indicator"
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 500, pointerEvents: 'none' }}
    >
      <Progress value={100} animated striped size="xs" radius={0} aria-hidden />
      {text !== null && (
        <Box
          mx="auto"
          mt={HEADER_CLEARANCE}
          px="md"
          py={6}
          bg="dark.6"
          c="white"
          w="fit-content"
          style={{ borderRadius: 8 }}
        >
          <Loader size="xs" color="white" display="inline-block" mr="xs" />
          <Text span size="sm">
            {text}
          </Text>
        </Box>
      )}
    </Box>
  );
}
