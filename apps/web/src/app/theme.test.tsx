import { MantineProvider, Modal } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

afterEach(cleanup);

describe('the theme', () => {
  it('names a dialog’s close button in pt-BR and keeps its title bar out of the page’s landmarks', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <header>Cabeçalho da página</header>
        <Modal opened onClose={() => undefined} title="Pão francês">
          corpo
        </Modal>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Fechar janela' })).toBeTruthy();
    // One banner: the page's own header, not the dialog's title bar.
    expect(screen.getAllByRole('banner', { hidden: true })).toHaveLength(1);
  });
});
