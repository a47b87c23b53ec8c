import { MantineProvider } from '@mantine/core';
import { UPDATE_NOTICE_MS } from '@rota/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateStore } from '#lib/pwa/update-store.ts';
import { UpdateNotice } from './update-notice.tsx';

function renderNotice() {
  return render(
    <MantineProvider>
      <UpdateNotice />
    </MantineProvider>,
  );
}

describe('UpdateNotice (§1 new version)', () => {
  afterEach(() => {
    act(() => updateStore.dismiss());
    cleanup();
    vi.useRealTimers();
  });

  it('shows nothing while no new version waits', () => {
    renderNotice();
    expect(screen.queryByRole('button', { name: 'Atualizar' })).toBeNull();
  });

  it("shows 'Atualizar' when a worker waits and hides it after 10000 ms", () => {
    vi.useFakeTimers();
    renderNotice();
    act(() => updateStore.offer(async () => {}));
    expect(screen.getByRole('button', { name: 'Atualizar' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(UPDATE_NOTICE_MS - 1));
    expect(screen.getByRole('button', { name: 'Atualizar' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('button', { name: 'Atualizar' })).toBeNull();
  });

  it('a new offer restarts the 10 s', () => {
    vi.useFakeTimers();
    renderNotice();
    act(() => updateStore.offer(async () => {}));
    act(() => vi.advanceTimersByTime(UPDATE_NOTICE_MS - 1000));
    act(() => updateStore.offer(async () => {}));
    act(() => vi.advanceTimersByTime(UPDATE_NOTICE_MS - 1));
    expect(screen.getByRole('button', { name: 'Atualizar' })).toBeTruthy();
  });

  it('clicking it activates the waiting worker', async () => {
    const activate = vi.fn(() => new Promise<void>(() => {}));
    renderNotice();
    act(() => updateStore.offer(activate));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    });
    expect(activate).toHaveBeenCalledTimes(1);
    expect(updateStore.getState().activating).toBe(true);
  });
});
