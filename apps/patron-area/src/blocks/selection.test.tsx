// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useSelection } from './selection';

describe('picking rows of a list', () => {
  it('toggles one, all, and none', () => {
    const { result } = renderHook(() => useSelection([1, 2, 3]));
    act(() => result.current.toggle(2));
    expect(result.current.selected).toEqual([2]);
    act(() => result.current.toggleAll());
    expect(result.current.selected).toEqual([1, 2, 3]);
    expect(result.current.allSelected).toBe(true);
    act(() => result.current.toggleAll());
    expect(result.current.selected).toEqual([]);
  });
  it('forgets a row that left the list', () => {
    let keys = [1, 2, 3];
    const { result, rerender } = renderHook(() => useSelection(keys));
    act(() => result.current.toggleAll());
    keys = [1, 3];
    rerender();
    expect(result.current.selected).toEqual([1, 3]);
    expect(result.current.allSelected).toBe(true);
  });
});
