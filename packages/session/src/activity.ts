import { computed } from 'nanostores';
import { serverSnapshot, useStore } from './store';
import { $features } from './config';
import { $user } from './session';

/**
 * Activity gating (SPEC.md §6). An activity is on when the installation enables it for everyone
 * (`/api/parametros/funcionalidades`) or, for a signed-in patron, when one of their per-module
 * permissions (`authPermissions` of `/api/pessoas`) grants it. With `modulo`, only a permission of
 * that module counts (the public list has no modules, so it still counts).
 */
export const $activities = computed([$features, $user], (features, user) => ({
  publicas: new Set(features),
  permissoes: user?.authPermissions ?? [],
}));

// The server renders for a visitor: the public activities only, the same object while they are the
// same; a visitor's browser hydrates with its own (the same value: nothing renders again after hydration).
let visitorActivities: { features: readonly number[]; value: ReturnType<typeof $activities.get> } | null = null;
serverSnapshot($activities, () => {
  if ($user.get() === null) return $activities.get();
  const features = $features.get();
  if (visitorActivities?.features !== features) visitorActivities = { features, value: { publicas: new Set(features), permissoes: [] } };
  return visitorActivities.value;
});

export function activityEnabled(activities: ReturnType<typeof $activities.get>, cod: number, modulo?: number): boolean {
  if (activities.publicas.has(cod)) return true;
  return activities.permissoes.some((p) => p.cod_atividade === cod && (modulo === undefined || p.cod_modulo === modulo));
}

/** Whether activity `cod` (optionally of module `modulo`) is on; the one hook every remote uses. */
export function useActivity(cod: number, modulo?: number): boolean {
  return activityEnabled(useStore($activities), cod, modulo);
}

/** The same outside React. */
export const hasActivity = (cod: number, modulo?: number): boolean => activityEnabled($activities.get(), cod, modulo);
