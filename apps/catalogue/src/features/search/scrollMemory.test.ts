// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberPosition, savedPosition } from './scrollMemory';

describe('scroll memory', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives back the position of each history entry, none for an entry never seen', () => {
    rememberPosition(sessionStorage, 'a', 1234.4);
    rememberPosition(sessionStorage, 'b', 90);
    rememberPosition(sessionStorage, 'a', 1500);
    expect(savedPosition(sessionStorage, 'a')).toBe(1500);
    expect(savedPosition(sessionStorage, 'b')).toBe(90);
    expect(savedPosition(sessionStorage, 'c')).toBeNull();
  });

  it('forgets the oldest entries beyond 50', () => {
    for (let i = 0; i < 60; i++) rememberPosition(sessionStorage, `k${i}`, i);
    expect(savedPosition(sessionStorage, 'k0')).toBeNull();
    expect(savedPosition(sessionStorage, 'k9')).toBeNull();
    expect(savedPosition(sessionStorage, 'k10')).toBe(10);
    expect(savedPosition(sessionStorage, 'k59')).toBe(59);
  });

  it('ignores a damaged store', () => {
    sessionStorage.setItem('estante.catalogue.scroll', '{not json');
    expect(savedPosition(sessionStorage, 'a')).toBeNull();
    rememberPosition(sessionStorage, 'a', 5);
    expect(savedPosition(sessionStorage, 'a')).toBe(5);
    sessionStorage.setItem('estante.catalogue.scroll', '{"a":"x"}');
    expect(savedPosition(sessionStorage, 'a')).toBeNull();
  });
});
