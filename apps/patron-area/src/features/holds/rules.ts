import type { Reserva } from '@estante/api-contract';

/** Holds still open (ready to collect first, by deadline; then the queue by position) and past ones (newest first). */
export function splitHolds(holds: readonly Reserva[]): { open: Reserva[]; past: Reserva[] } {
  const open = holds.filter((h) => h.situacao === 'liberada' || h.situacao === 'fila');
  const past = holds.filter((h) => h.situacao === 'cancelada' || h.situacao === 'atendida');
  const rank = (h: Reserva) => (h.situacao === 'liberada' ? 0 : 1);
  open.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.data_limite_retirada ?? '').localeCompare(b.data_limite_retirada ?? '') ||
      (a.posicao_fila ?? 0) - (b.posicao_fila ?? 0) ||
      a.cod_reserva - b.cod_reserva,
  );
  past.sort((a, b) => b.data_reserva.localeCompare(a.data_reserva) || b.cod_reserva - a.cod_reserva);
  return { open, past };
}

/** What cancelling one hold came to: done, or the server's message. */
export type CancelOutcome = { readonly id: number; readonly ok: true } | { readonly id: number; readonly ok: false; readonly error: unknown };

/**
 * Cancels the picked holds one after the other (one call per hold: the server answers each, and a
 * hold cancelled already answers as it is, so a repeat changes nothing) and reports each result.
 */
export async function cancelEach(ids: readonly number[], cancel: (id: number) => Promise<unknown>): Promise<CancelOutcome[]> {
  const out: CancelOutcome[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      await cancel(id);
      out.push({ id, ok: true });
    } catch (error) {
      out.push({ id, ok: false, error });
    }
  }
  return out;
}
