import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CnpjSituation } from './cnpj-situation.tsx';

describe('CnpjSituation', () => {
  afterEach(cleanup);

  it('shows an active company’s whole situation as a line that wraps, not a one-line badge cut on a phone', () => {
    render(
      <MantineProvider env="test">
        <CnpjSituation situation="ativa" />
      </MantineProvider>,
    );
    const line = screen.getByTestId('cnpj-situation');
    expect(line.textContent).toBe('Situação cadastral na Receita: ATIVA');
    // A Badge's label is `nowrap` with an ellipsis: at 390 px it showed "SITUAÇÃO CADASTRAL NA RECEIT…".
    expect(line.closest('.mantine-Badge-root')).toBeNull();
    expect(line.querySelector('.mantine-Badge-label')).toBeNull();
    expect(screen.queryByTestId('cnpj-situation-warning')).toBeNull();
  });

  it('warns about a company the registry does not hold as active', () => {
    render(
      <MantineProvider env="test">
        <CnpjSituation situation="BAIXADA" />
      </MantineProvider>,
    );
    const warning = screen.getByTestId('cnpj-situation-warning');
    expect(warning.textContent).toContain('Situação cadastral na Receita: BAIXADA');
    expect(warning.textContent).toContain('A empresa não está ativa na Receita');
    expect(screen.queryByTestId('cnpj-situation')).toBeNull();
  });
});
