import { describe, expect, it } from 'vitest';
import { ApiError } from '@estante/api-client';
import { postingView, refreshDelay } from './rules';

const refusal = (status: number, codigo?: string) => new ApiError('http', status, 'x', codigo ? { serverCode: codigo } : {});

describe('the work posting page', () => {
  it('the library not configuring it reads as such; another failure is a failure', () => {
    expect(postingView('error', refusal(404, 'POSTAGEM_TRABALHO_NAO_CONFIGURADA'))).toBe('notConfigured');
    expect(postingView('error', refusal(404))).toBe('failed');
    expect(postingView('error', refusal(403, 'PERMISSAO_NEGADA'))).toBe('failed');
    expect(postingView('error', refusal(500))).toBe('failed');
    expect(postingView('pending', null)).toBe('loading');
    expect(postingView('success', null)).toBe('ready');
  });

  it('an address without a token is never asked again; one with a token is, 10 s before it expires', () => {
    expect(refreshDelay(null, 0)).toBeNull();
    const now = Date.parse('2026-03-02T12:00:00Z');
    expect(refreshDelay('2026-03-02T12:01:00.000Z', now)).toBe(50_000);
    expect(refreshDelay('2026-03-02T12:00:05.000Z', now)).toBe(0);
    expect(refreshDelay('not a date', now)).toBe(0);
  });
});
