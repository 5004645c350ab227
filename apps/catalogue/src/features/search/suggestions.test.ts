import { describe, expect, it } from 'vitest';
import { comboboxKey, completions, worthSuggesting } from './suggestions';

describe('suggestions', () => {
  it('asks from two letters, spaces aside', () => {
    expect(worthSuggesting(' m ')).toBe(false);
    expect(worthSuggesting(' me')).toBe(true);
  });

  it('does not offer the typed text itself', () => {
    expect(completions(['Metodologia', 'metodologia científica', ' METODOL '], ' metodol')).toEqual(['Metodologia', 'metodologia científica']);
  });
});

describe('the search box keys with the list open', () => {
  it('arrows move round the list', () => {
    expect(comboboxKey('ArrowDown', -1, 3)).toEqual({ kind: 'active', index: 0 });
    expect(comboboxKey('ArrowDown', 2, 3)).toEqual({ kind: 'active', index: 0 });
    expect(comboboxKey('ArrowUp', -1, 3)).toEqual({ kind: 'active', index: 2 });
    expect(comboboxKey('ArrowUp', 0, 3)).toEqual({ kind: 'active', index: 2 });
    expect(comboboxKey('ArrowUp', 2, 3)).toEqual({ kind: 'active', index: 1 });
  });

  it('Enter picks the highlighted one; with none highlighted it is the search', () => {
    expect(comboboxKey('Enter', 1, 3)).toEqual({ kind: 'pick', index: 1 });
    expect(comboboxKey('Enter', -1, 3)).toBeNull();
  });

  it('Escape closes; other keys and an empty list are left to the box', () => {
    expect(comboboxKey('Escape', 0, 3)).toEqual({ kind: 'close' });
    expect(comboboxKey('a', 0, 3)).toBeNull();
    expect(comboboxKey('ArrowDown', -1, 0)).toBeNull();
  });
});
