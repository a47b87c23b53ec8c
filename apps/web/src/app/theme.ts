import {
  createTheme,
  type ExtendComponent,
  type ModalFactory,
  type NotificationFactory,
  type TextareaFactory,
} from '@mantine/core';
import { BRAND_PALETTE } from '#ui/brand/brand.ts';

/**
 * Rota's one Mantine theme: the brand colour as primary (shade 7, white text at 6.3:1), system
 * fonts, comfortable touch targets and headings sized for a phone first.
 *
 * Components are styled by plain objects checked against what `Component.extend` takes: calling
 * `Modal.extend` here would put the dialog (with its portal, scroll lock and transitions) and the
 * textarea in the entry chunk that every first visit runs.
 */
export const theme = createTheme({
  colors: { rota: BRAND_PALETTE },
  primaryColor: 'rota',
  primaryShade: { light: 7, dark: 8 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Every notice's close button is named (axe: critical "button-name"), and its text reads at AA
    // (Mantine's description is gray 6, 3.3:1 on white).
    // A dialog's close button is named too (the add-product dialog's was not). Its title bar is a
    // <header>, which outside a section counts as a second page banner (axe: landmark duplicates on
    // the product sheet): it is presented as a plain container.
    Modal: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Fechar janela' },
        attributes: { header: { role: 'presentation' } },
      },
      // A long title (a product's whole description) wraps beside the close button, never under it.
      styles: {
        header: { alignItems: 'flex-start', gap: 'var(--mantine-spacing-sm)' },
        title: { minWidth: 0, overflowWrap: 'anywhere' },
        close: { flexShrink: 0 },
      },
    } satisfies ExtendComponent<ModalFactory>,
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Fechar aviso' } },
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    } satisfies ExtendComponent<NotificationFactory>,
    // Grows with its text by CSS (`field-sizing`), not Mantine's `autosize`, whose hidden measuring
    // textarea carries the English name "autosize measurement"; a browser without field-sizing
    // keeps the rows and scrolls.
    Textarea: {
      styles: { input: { fieldSizing: 'content', minHeight: '4lh', maxHeight: '12lh' } },
    } satisfies ExtendComponent<TextareaFactory>,
  },
});
