// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { $features } from './config';
import { signIn, signOut } from './session';
import { hasActivity } from './activity';

describe('activity gating', () => {
  beforeEach(() => {
    signOut();
    $features.set([]);
  });

  it('a visitor has the activities the installation enables, and only those', () => {
    $features.set([8, 13]);
    expect(hasActivity(13)).toBe(true);
    expect(hasActivity(8, 571)).toBe(true);
    expect(hasActivity(12)).toBe(false);
    $features.set([8]);
    expect(hasActivity(13)).toBe(false);
  });

  it('a signed-in patron also has the activities of their per-module permissions, and loses them on sign-out', async () => {
    $features.set([8]);
    await signIn({
      user: { nome_pessoa: 'Carlos Mendes', login: 'P0001', cod_pessoa: 3, authPermissions: [{ cod_modulo: 571, cod_atividade: 12 }], bloqueio: false },
      credentials: { access_token: 'a', refresh_token: 'r' },
      remember: false,
    });
    expect(hasActivity(12)).toBe(true);
    expect(hasActivity(12, 571)).toBe(true);
    expect(hasActivity(12, 87)).toBe(false);
    expect(hasActivity(13)).toBe(false);
    signOut();
    expect(hasActivity(12)).toBe(false);
    expect(hasActivity(8)).toBe(true);
  });
});
