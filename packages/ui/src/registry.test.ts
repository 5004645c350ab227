import { afterEach, describe, expect, it } from 'vitest';
import { registerSingleton } from './registry';

type G = { __ESTANTE_SINGLETONS__?: Record<string, Set<unknown>> };

describe('registerSingleton', () => {
  afterEach(() => {
    delete (globalThis as G).__ESTANTE_SINGLETONS__;
  });
  it('counts distinct module identities, not registrations', () => {
    const identity = {};
    registerSingleton('antd', identity);
    registerSingleton('antd', identity);
    expect((globalThis as G).__ESTANTE_SINGLETONS__?.antd?.size).toBe(1);
    registerSingleton('antd', {});
    expect((globalThis as G).__ESTANTE_SINGLETONS__?.antd?.size).toBe(2);
  });
});
