import { describe, expect, it } from 'vitest';
import { safeUrl } from './safeUrl';

describe('safeUrl', () => {
  it('opens http(s) addresses only', () => {
    expect(safeUrl(' https://doi.org/10.1000/xyz ')).toBe('https://doi.org/10.1000/xyz');
    expect(safeUrl('http://example.org/a b')).toBe('http://example.org/a%20b');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,<b>x</b>')).toBeNull();
    expect(safeUrl('www.example.org')).toBeNull();
  });
});
