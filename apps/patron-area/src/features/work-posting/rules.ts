import { toApiError } from '@estante/api-client';
import { POSTAGEM_NAO_CONFIGURADA } from '@estante/api-contract/constants';

/** What the page shows of the answer: the address, the library's not configuring it, or another failure. */
export type PostingView = 'loading' | 'ready' | 'notConfigured' | 'failed';

export function postingView(status: 'pending' | 'success' | 'error', error: unknown): PostingView {
  if (status === 'pending') return 'loading';
  if (status === 'success') return 'ready';
  const e = toApiError(error);
  return e.status === 404 && e.serverCode === POSTAGEM_NAO_CONFIGURADA ? 'notConfigured' : 'failed';
}

/** Ask again this long before a token in the address expires (ms), so the link opened is never a dead one. */
export const REFRESH_MARGIN = 10_000;

/**
 * How long until the address must be asked again (ms): null when it carries no token (it does not
 * expire); 0 when it is about to (or did).
 */
export function refreshDelay(expiraEm: string | null, now: number): number | null {
  if (!expiraEm) return null;
  const at = Date.parse(expiraEm);
  if (Number.isNaN(at)) return 0;
  return Math.max(0, at - now - REFRESH_MARGIN);
}
