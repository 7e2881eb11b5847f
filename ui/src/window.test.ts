// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESIZE_DEBOUNCE_MS, useWindowWidth } from './window';

afterEach(() => vi.useRealTimers());

describe('window width', () => {
  it('follows resizing at most once per 50 ms', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useWindowWidth());
    const resize = (w: number) =>
      act(() => {
        window.innerWidth = w;
        window.dispatchEvent(new Event('resize'));
      });
    resize(500);
    resize(400);
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1));
    expect(result.current).not.toBe(400);
    act(() => vi.advanceTimersByTime(1));
    expect(RESIZE_DEBOUNCE_MS).toBe(50);
    expect(result.current).toBe(400);
  });
});
