import type { SituacaoAfastamento } from '@estante/api-contract';

/**
 * Where a removal stands on `today` (yyyy-mm-dd; the dates compare as text): not begun, under way
 * (its first and last days included; no last day: still away), or over.
 */
export function situacaoOf(inicio: string, fim: string | null, today: string): SituacaoAfastamento {
  if (today < inicio) return 'futuro';
  if (fim === null || today <= fim) return 'vigente';
  return 'encerrado';
}
