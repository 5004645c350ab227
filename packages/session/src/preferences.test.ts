// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPreferences, parsePreferences, preferencesStorageKey } from './preferences';

/** A fresh copy of the module, reading localStorage as the page would on load. */
const load = async () => {
  vi.resetModules();
  return import('./preferences');
};

describe('parsePreferences', () => {
  it('defaults: zoom 0, normal colours, no bold, light, no sign language', () => {
    expect(defaultPreferences).toEqual({ zoom: 0, cor: 'normal', negrito: false, escuro: false, libras: false });
    expect(parsePreferences(null)).toEqual(defaultPreferences);
    expect(parsePreferences('')).toEqual(defaultPreferences);
  });

  it('reads every valid field', () => {
    const stored = { zoom: 60, cor: 'contrast', negrito: true, escuro: true, libras: true };
    expect(parsePreferences(JSON.stringify(stored))).toEqual(stored);
  });

  it.each([
    ['not JSON', '{zoom: 20'],
    ['JSON null', 'null'],
    ['an array', '[20, "inverted"]'],
    ['a number', '42'],
    ['a string', '"contrast"'],
  ])('a corrupted value (%s) gives the defaults', (_, raw) => {
    expect(parsePreferences(raw)).toEqual(defaultPreferences);
  });

  it('an out-of-range or mistyped field falls back to its default, the others are kept', () => {
    expect(parsePreferences(JSON.stringify({ zoom: 30, cor: 'inverted' }))).toEqual({ ...defaultPreferences, cor: 'inverted' });
    expect(parsePreferences(JSON.stringify({ zoom: 120, negrito: true }))).toEqual({ ...defaultPreferences, negrito: true });
    expect(parsePreferences(JSON.stringify({ zoom: '40', cor: 'sepia', negrito: 'yes', escuro: 1, libras: null }))).toEqual(defaultPreferences);
    expect(parsePreferences(JSON.stringify({ zoom: 100, extra: 'ignored' }))).toEqual({ ...defaultPreferences, zoom: 100 });
  });
});

describe('$preferences', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the defaults when nothing is stored', async () => {
    const { $preferences } = await load();
    expect($preferences.get()).toEqual(defaultPreferences);
  });

  it('persists a change and reads it back on the next page load', async () => {
    const first = await load();
    first.setPreferences({ zoom: 40, escuro: true });
    expect(first.$preferences.get()).toEqual({ ...defaultPreferences, zoom: 40, escuro: true });
    expect(JSON.parse(localStorage.getItem(preferencesStorageKey) ?? '')).toEqual({ ...defaultPreferences, zoom: 40, escuro: true });
    const second = await load();
    expect(second.$preferences.get()).toEqual({ ...defaultPreferences, zoom: 40, escuro: true });
  });

  it('ignores an invalid change and keeps the current value', async () => {
    const { $preferences, setPreferences } = await load();
    setPreferences({ zoom: 80 });
    setPreferences({ zoom: 55 as never, cor: 'sepia' as never, negrito: true });
    expect($preferences.get()).toEqual({ ...defaultPreferences, zoom: 80, negrito: true });
  });

  it('a corrupted stored value loads as the defaults', async () => {
    localStorage.setItem(preferencesStorageKey, '{"zoom": 2000, "cor": ');
    const { $preferences } = await load();
    expect($preferences.get()).toEqual(defaultPreferences);
  });

  it('reset forgets the stored copy', async () => {
    const { $preferences, setPreferences, resetPreferences } = await load();
    setPreferences({ cor: 'grayscale' });
    resetPreferences();
    expect($preferences.get()).toEqual(defaultPreferences);
    expect(localStorage.getItem(preferencesStorageKey)).toBeNull();
  });

  it('follows a change made in another tab', async () => {
    const { $preferences } = await load();
    localStorage.setItem(preferencesStorageKey, JSON.stringify({ cor: 'inverted', negrito: true }));
    window.dispatchEvent(new StorageEvent('storage', { key: preferencesStorageKey, newValue: localStorage.getItem(preferencesStorageKey), storageArea: localStorage }));
    expect($preferences.get()).toEqual({ ...defaultPreferences, cor: 'inverted', negrito: true });
  });
});
