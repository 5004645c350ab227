import type { Queryable } from '../../db/db';
import { addDays, PRAZO_RETIRADA_DIAS } from './estimate';

/** The hold a copy was handed to: released for its patron to collect until `data_limite_retirada`. */
export interface ReleasedHold {
  cod_reserva: number;
  cod_pessoa: number;
  cod_acervo: number;
  cod_exemplar: number;
  cod_biblioteca: number | null;
  /** YYYY-MM-DD. */
  data_liberacao: string;
  /** YYYY-MM-DD. */
  data_limite_retirada: string;
}

/**
 * SQL of "the queued hold `r` may be served by the copy `e`": a hold placed before choices were kept
 * (material null) takes any copy; otherwise volume, tome, part (null: the copy has none) and material
 * must be the copy's (the choice the patron made, modules/reserva storedChoice).
 */
export const HOLD_FITS_COPY = `(r.material IS NULL OR (r.material = e.material AND r.volume IS NOT DISTINCT FROM e.volume
  AND r.tomo IS NOT DISTINCT FROM e.tomo AND r.parte IS NOT DISTINCT FROM e.parte))`;

/**
 * Hands a copy that came free (returned at the desk, or set aside for a hold that was cancelled) to
 * the first hold in its title's queue the copy can serve, or puts it back on the shelf when none
 * waits. The caller holds the title's lock (`SELECT … FROM titulos … FOR NO KEY UPDATE`, as placing
 * and cancelling holds do) and the copy's row lock, in one transaction: the queue is read and
 * written by one transaction at a time, so the first hold is released exactly once.
 *
 * A released hold is stored as the seed stores one (what the courtesy notices look for):
 * situacao = 'liberada', posicao_fila null, cod_exemplar the copy, data_liberacao `today`,
 * data_limite_retirada `today` + PRAZO_RETIRADA_DIAS, cod_biblioteca the pickup library (the copy's
 * when the hold named none); the copy becomes 'reservado' (no due date). The holds behind it move up
 * one place (the queue stays 1..n).
 */
export async function releaseCopy(tx: Queryable, codExemplar: number, today: string): Promise<ReleasedHold | null> {
  const [next] = await tx.query<{ cod_reserva: number; posicao_fila: number; cod_acervo: number }>(
    `SELECT r.cod_reserva, r.posicao_fila, r.cod_acervo FROM reservas r JOIN exemplares e ON e.cod_acervo = r.cod_acervo
      WHERE e.cod_exemplar = $1 AND r.situacao = 'fila' AND ${HOLD_FITS_COPY}
      ORDER BY r.posicao_fila LIMIT 1 FOR UPDATE OF r`,
    [codExemplar],
  );
  if (!next) {
    await tx.query(`UPDATE exemplares SET situacao = 'disponivel', data_devolucao_prevista = NULL WHERE cod_exemplar = $1`, [codExemplar]);
    return null;
  }
  const [released] = await tx.query<ReleasedHold>(
    `UPDATE reservas r SET situacao = 'liberada', posicao_fila = NULL, cod_exemplar = e.cod_exemplar,
            cod_biblioteca = coalesce(r.cod_biblioteca, e.cod_biblioteca), data_liberacao = $3::date, data_limite_retirada = $4::date
       FROM exemplares e
      WHERE r.cod_reserva = $1 AND e.cod_exemplar = $2
      RETURNING r.cod_reserva, r.cod_pessoa, r.cod_acervo, r.cod_exemplar, r.cod_biblioteca,
                to_char(r.data_liberacao, 'YYYY-MM-DD') AS data_liberacao, to_char(r.data_limite_retirada, 'YYYY-MM-DD') AS data_limite_retirada`,
    [next.cod_reserva, codExemplar, today, addDays(today, PRAZO_RETIRADA_DIAS)],
  );
  if (!released) throw new Error('hold not released');
  await tx.query(`UPDATE reservas SET posicao_fila = posicao_fila - 1 WHERE cod_acervo = $1 AND situacao = 'fila' AND posicao_fila > $2`, [
    next.cod_acervo,
    next.posicao_fila,
  ]);
  await tx.query(`UPDATE exemplares SET situacao = 'reservado', data_devolucao_prevista = NULL WHERE cod_exemplar = $1`, [codExemplar]);
  return released;
}
