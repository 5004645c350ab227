/**
 * Module-identity registry: each shared singleton records the identity of its module
 * here, so a test (or a curious operator) can prove the page holds exactly one copy:
 * `window.__ESTANTE_SINGLETONS__.antd.size === 1`.
 */
type Registry = Record<string, Set<unknown>>;

export function registerSingleton(name: string, identity: unknown): void {
  const g = globalThis as { __ESTANTE_SINGLETONS__?: Registry };
  const registry = (g.__ESTANTE_SINGLETONS__ ??= {});
  (registry[name] ??= new Set()).add(identity);
}
