import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Federation runtime plugin of every app. Remotes are registered and loaded on demand
 * by the shell (never during start-up), so a failure surfaces as a rejected
 * `loadRemote` that the shell's boundary turns into a fallback with a retry. This hook
 * records which remote failed and in which phase, so the console tells an operator more
 * than a bare "RUNTIME-008"; it returns nothing, letting the original error propagate.
 */
export default function estanteRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'estante-runtime-plugin',
    errorLoadRemote({ id, lifecycle, error }) {
      console.warn(`[estante] remote "${String(id)}" failed during ${String(lifecycle)}`, error);
      return undefined;
    },
  };
}
