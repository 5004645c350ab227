import { describe, expect, it } from 'vitest';
import { pagesAround } from './pager';

describe('pagesAround', () => {
  it('offers the first and last pages, this one and its neighbours, a gap where pages are left out', () => {
    expect(pagesAround(1, 1)).toEqual([1]);
    expect(pagesAround(1, 3)).toEqual([1, 2, 3]);
    expect(pagesAround(5, 50)).toEqual([1, null, 4, 5, 6, null, 50]);
    expect(pagesAround(1, 50)).toEqual([1, 2, null, 50]);
    expect(pagesAround(50, 50)).toEqual([1, null, 49, 50]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pagesAround(4, 50)).toEqual([1, 2, 3, 4, 5, null, 50]);
    expect(pagesAround(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
