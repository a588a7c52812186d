import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_ROWS, useProgressiveRows } from './progressive-rows.ts';

// Issue 19: a page of rows is drawn in two steps, the first screenful at once and the rest after a paint.

const rowsOf = (n: number, from = 1) => Array.from({ length: n }, (_, i) => ({ id: from + i }));

describe('useProgressiveRows', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }),
  );
  afterEach(() => vi.useRealTimers());

  it('draws the first rows of a long page, then all of them after the next paint', () => {
    const page = rowsOf(50);
    const { result } = renderHook(() => useProgressiveRows(page));
    expect(result.current).toHaveLength(FIRST_ROWS);
    expect(result.current).toEqual(page.slice(0, FIRST_ROWS));
    act(() => vi.advanceTimersByTime(20));
    expect(result.current).toBe(page);
  });

  it('starts again from the first rows when the next page comes', () => {
    const { result, rerender } = renderHook(({ rows }) => useProgressiveRows(rows), {
      initialProps: { rows: rowsOf(50) },
    });
    act(() => vi.advanceTimersByTime(20));
    expect(result.current).toHaveLength(50);
    const next = rowsOf(50, 51);
    rerender({ rows: next });
    expect(result.current).toEqual(next.slice(0, FIRST_ROWS));
    act(() => vi.advanceTimersByTime(20));
    expect(result.current).toBe(next);
  });

  it('draws a short page as it is, at once', () => {
    const page = rowsOf(FIRST_ROWS);
    const { result } = renderHook(() => useProgressiveRows(page));
    expect(result.current).toBe(page);
  });
});
