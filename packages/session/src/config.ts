import { atom } from 'nanostores';
import { toApiError, type ApiError } from '@estante/api-client';
import type { Instituicao } from '@estante/api-contract';
import * as api from '@estante/api-endpoints/institution';
import { sessionReady } from './session';

/** Public configuration of the installation (SPEC.md §3 institution settings). */
export const $institution = atom<Instituicao | null>(null);
/** Activity numbers enabled for visitors (SPEC.md §6 gating: 8, 12, 13, 57, 87, 88…). */
export const $features = atom<readonly number[]>([]);

export type ConfigStatus = { state: 'idle' | 'loading' | 'ready' } | { state: 'error'; error: ApiError };
export const $configStatus = atom<ConfigStatus>({ state: 'idle' });

let inflight: Promise<void> | null = null;
/** The configuration came with the page's HTML (seedPublicConfig) and has not been asked for since. */
let seeded = false;

/** The public configuration as the page's HTML carries it (issue 27): what the server rendered with. */
export interface PublicConfig {
  readonly institution: Instituicao;
  readonly features: readonly number[];
}

/**
 * Takes the public configuration the server rendered the page with (the page's HTML carries it), so
 * the browser hydrates with the same and asks for none. The stored session is read apart from it
 * (sessionReady): a page that needs a patron waits for that ($sessionKnown).
 */
export function seedPublicConfig(config: PublicConfig): void {
  $institution.set(config.institution);
  $features.set([...config.features]);
  $configStatus.set({ state: 'ready' });
  seeded = true;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The configuration the page's HTML carried may be a few minutes old (a CDN keeps a public page):
 * asked again once, in the background, and what changed is followed (a store set only when it did).
 * A failure keeps what the page has.
 */
async function refreshSeeded(): Promise<void> {
  seeded = false;
  try {
    const [institution, features] = await Promise.all([api.institution(), api.features()]);
    const activities = features.map((f) => f.cod_atividade);
    if (!same(institution, $institution.get())) $institution.set(institution);
    if (!same(activities, $features.get())) $features.set(activities);
  } catch {
    // the page's copy stands
  }
}

/** The public configuration loaded (loadPublicConfig), as a page's HTML carries it; null until it is. */
export function publicConfig(): PublicConfig | null {
  const institution = $institution.get();
  return $configStatus.get().state === 'ready' && institution ? { institution, features: $features.get() } : null;
}

/**
 * Load `/api/parametros/instituicao` and `/funcionalidades` (once; again after a failure), and
 * decrypt the stored session meanwhile: the page waits for both before it renders routes. A page
 * that came with its configuration (seedPublicConfig) renders at once, and this asks for it again in
 * the background, once.
 */
export function loadPublicConfig(): Promise<void> {
  if ($configStatus.get().state === 'ready') return seeded ? refreshSeeded() : Promise.resolve();
  inflight ??= (async () => {
    $configStatus.set({ state: 'loading' });
    try {
      const [institution, features] = await Promise.all([api.institution(), api.features(), sessionReady()]);
      $institution.set(institution);
      $features.set(features.map((f) => f.cod_atividade));
      $configStatus.set({ state: 'ready' });
    } catch (error) {
      $configStatus.set({ state: 'error', error: toApiError(error) });
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}
