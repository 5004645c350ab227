import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { permalinkOf } from './Permalink';
import { qrPath } from './qrPath';

describe('the permalink', () => {
  it('is the title’s absolute address', () => {
    expect(permalinkOf('https://biblioteca.example', 7)).toBe('https://biblioteca.example/acervo/7');
    expect(permalinkOf('https://biblioteca.example/', 7)).toBe('https://biblioteca.example/acervo/7');
  });
  it('its QR path draws one square per dark module, offset by the quiet zone', () => {
    expect(qrPath([[true, false], [false, true]], 4)).toBe('M4 4h1v1h-1zM5 5h1v1h-1z');
    const qr = encode('https://biblioteca.example/acervo/7', { ecc: 'M', border: 0 });
    const dark = qr.data.flat().filter(Boolean).length;
    expect(qrPath(qr.data).match(/M/g)).toHaveLength(dark);
  });
});
