import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageTitle, usePageTitleOverride } from './page-title.ts';

describe('usePageTitle', () => {
  it("names the screen while it is mounted, and gives the route's title back after", () => {
    const reader = renderHook(() => usePageTitleOverride());
    expect(reader.result.current).toBeNull();
    const screen = renderHook(({ title }) => usePageTitle(title), {
      initialProps: { title: 'Venda V001-0042' },
    });
    expect(reader.result.current).toBe('Venda V001-0042');
    screen.rerender({ title: 'Venda V001-0043' });
    expect(reader.result.current).toBe('Venda V001-0043');
    act(() => screen.unmount());
    expect(reader.result.current).toBeNull();
  });
});
