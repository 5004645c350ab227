import type { RouteBindings } from '@estante/federation';

/** What the shell binds this remote's external refs to (apps/shell/src/route-bindings.ts), for tests that render links. */
export const testBindings: RouteBindings = { 'title-detail.title': '/acervo/:codAcervo', 'auth.logout': '/sair' };
