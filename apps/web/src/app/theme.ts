import { createTheme } from '@mantine/core';

/** Rota's Mantine theme: the blue of the icon, system fonts, comfortable touch targets. */
export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
});
