import { describe, expect, it } from 'vitest';
import { remoteFor } from './prefetch';

describe('remoteFor', () => {
  it('maps links to the remote that renders them', () => {
    expect(remoteFor('/acervo/12')).toBe('title-detail');
    expect(remoteFor('/acervo/12/marc')).toBe('title-detail');
    expect(remoteFor('/login')).toBe('auth');
    expect(remoteFor('/meupergamum')).toBe('patron-area');
    expect(remoteFor('/cesta')).toBe('catalogue');
    expect(remoteFor('/')).toBe('catalogue');
    expect(remoteFor('/jazz')).toBe('catalogue');
    expect(remoteFor('/a/b/c')).toBeNull();
  });
});
