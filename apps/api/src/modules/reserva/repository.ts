import type { Db, Queryable } from '../../db/db';
import { addDays, PRAZO_RETIRADA_DIAS } from './estimate';
import type { CopyRow, QueueRow, Standing } from './rules';

/** A hold as stored, with its title and library (the route adds the estimate and the situation's text). */
export interface HoldRow {
  cod_reserva: number;
  cod_acervo: number;
  cod_pessoa: number;
  titulo: string;
  situacao: 'fila' | 'liberada' | 'cancelada' | 'atendida';
  posicao_fila: number | null;
  data_reserva: string;
  cod_biblioteca: number | null;
  desc_biblioteca: string | null;
  volume: string | null;
  tomo: string | null;
  parte: string | null;
  material: string | null;
  data_liberacao: string | null;
  data_limite_retirada: string | null;
  data_cancelamento: string | null;
  motivo_cancelamento: string | null;
  chave_idempotencia: string | null;
}

const HOLD_COLUMNS = `r.cod_reserva, r.cod_acervo, r.cod_pessoa, t.obra AS titulo, r.situacao, r.posicao_fila,
  to_char(r.data_reserva AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS data_reserva,
  r.cod_biblioteca, b.desc_biblioteca, r.volume, r.tomo, r.parte, r.material,
  to_char(r.data_liberacao, 'YYYY-MM-DD') AS data_liberacao, to_char(r.data_limite_retirada, 'YYYY-MM-DD') AS data_limite_retirada,
  to_char(r.data_cancelamento, 'YYYY-MM-DD') AS data_cancelamento, r.motivo_cancelamento, r.chave_idempotencia`;
const HOLD_FROM = 'reservas r JOIN titulos t ON t.cod_acervo = r.cod_acervo LEFT JOIN bibliotecas b ON b.cod_biblioteca = r.cod_biblioteca';

/** What a new hold stores. */
export interface NewHold {
  cod_pessoa: number;
  cod_acervo: number;
  cod_biblioteca: number;
  volume: string | null;
  tomo: string | null;
  parte: string | null;
  material: string | null;
  chave: string | null;
  /** ISO timestamp. */
  now: string;
}

/** What the place transaction read under its locks, for the route's rules. */
export interface PlaceState {
  standing: Standing;
  copies: CopyRow[];
}

export type PlaceResult = { kind: 'created'; cod_reserva: number } | { kind: 'replay'; hold: HoldRow };

const copies = (q: Queryable, codAcervo: number) =>
  q.query<CopyRow>(
    `SELECT e.cod_exemplar, e.cod_biblioteca, b.desc_biblioteca, e.volume, e.tomo, e.parte, e.material, e.permite_reserva, e.situacao,
            e.prazo_especial_dias AS "prazoEspecialDias",
            to_char(coalesce(l.data_devolucao_prevista, e.data_devolucao_prevista), 'YYYY-MM-DD') AS devolucao,
            to_char(lib.data_limite_retirada, 'YYYY-MM-DD') AS "retiradaAte", lib.prazo AS "prazoTitularDias"
     FROM exemplares e
     JOIN bibliotecas b ON b.cod_biblioteca = e.cod_biblioteca
     LEFT JOIN emprestimos l ON l.cod_exemplar = e.cod_exemplar AND l.data_devolucao IS NULL
     LEFT JOIN LATERAL (
       SELECT r.data_limite_retirada, pc.prazo_emprestimo_dias AS prazo
       FROM reservas r JOIN pessoas p ON p.cod_pessoa = r.cod_pessoa LEFT JOIN politicas_circulacao pc ON pc.cod_categoria = p.cod_categoria
       WHERE r.cod_exemplar = e.cod_exemplar AND r.situacao = 'liberada' ORDER BY r.cod_reserva LIMIT 1) lib ON true
     WHERE e.cod_acervo = $1 ORDER BY e.cod_exemplar`,
    [codAcervo],
  );

/**
 * SQL of "the patron `p` is blocked": by the library (pessoas.bloqueio), or a debt unpaid for more
 * than `grace` days before `today` (placeholders of the caller's query). One rule for holds and
 * renewals (modules/emprestimo reads it too).
 */
export const blockedSql = (today: string, grace: string) =>
  `(p.bloqueio OR EXISTS (
     SELECT 1 FROM debitos d WHERE d.cod_pessoa = p.cod_pessoa AND d.valor - d.desconto - d.valor_pago > 0
       AND d.data_debito <= ${today}::date - ${grace}::int))`;

const standing = async (q: Queryable, codPessoa: number, codAcervo: number, today: string, graceDays: number): Promise<Standing> => {
  const [row] = await q.query<Standing>(
    `SELECT ${blockedSql('$3', '$4')} AS bloqueado,
            EXISTS (SELECT 1 FROM emprestimos l JOIN exemplares e ON e.cod_exemplar = l.cod_exemplar
                    WHERE l.cod_pessoa = p.cod_pessoa AND l.data_devolucao IS NULL AND e.cod_acervo = $2) AS emprestimo,
            EXISTS (SELECT 1 FROM reservas r WHERE r.cod_pessoa = p.cod_pessoa AND r.cod_acervo = $2 AND r.situacao IN ('fila', 'liberada')) AS "reservaAberta",
            (SELECT count(*)::int FROM reservas r WHERE r.cod_pessoa = p.cod_pessoa AND r.situacao IN ('fila', 'liberada')) AS abertas,
            coalesce(pc.limite_reservas, 0) AS limite
     FROM pessoas p LEFT JOIN politicas_circulacao pc ON pc.cod_categoria = p.cod_categoria
     WHERE p.cod_pessoa = $1`,
    [codPessoa, codAcervo, today, graceDays],
  );
  return row ?? { bloqueado: true, emprestimo: false, reservaAberta: false, abertas: 0, limite: 0 };
};

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

/** The SQL of /api/reserva: the title's copies and queue, the patron's standing and holds, placing and cancelling. */
export function reservaRepository(db: Db) {
  const holdBy = async (q: Queryable, where: string, params: unknown[]) => (await q.query<HoldRow>(`SELECT ${HOLD_COLUMNS} FROM ${HOLD_FROM} WHERE ${where}`, params))[0];

  return {
    /** The title's main title; undefined when there is no such title. */
    async title(codAcervo: number): Promise<string | undefined> {
      const [row] = await db.query<{ obra: string }>('SELECT obra FROM titulos WHERE cod_acervo = $1', [codAcervo]);
      return row?.obra;
    },

    /** Every copy of the title, with what the estimate needs. */
    copies: (codAcervo: number) => copies(db, codAcervo),

    /** The holds in the title's queue, by position, with their patrons' loan periods. */
    queue: (codAcervo: number) =>
      db.query<QueueRow>(
        `SELECT r.cod_reserva, r.posicao_fila, r.volume, r.tomo, r.parte, r.material, coalesce(pc.prazo_emprestimo_dias, 14) AS prazo_dias
         FROM reservas r JOIN pessoas p ON p.cod_pessoa = r.cod_pessoa LEFT JOIN politicas_circulacao pc ON pc.cod_categoria = p.cod_categoria
         WHERE r.cod_acervo = $1 AND r.situacao = 'fila' ORDER BY r.posicao_fila`,
        [codAcervo],
      ),

    /** The patron's standing for holding the title (blocked, borrowing, holding it, open holds and limit). */
    standing: (codPessoa: number, codAcervo: number, today: string, graceDays: number) => standing(db, codPessoa, codAcervo, today, graceDays),

    /** The patron's open hold of the title, if any. */
    openHold: (codPessoa: number, codAcervo: number) =>
      holdBy(db, `r.cod_pessoa = $1 AND r.cod_acervo = $2 AND r.situacao IN ('fila', 'liberada')`, [codPessoa, codAcervo]),

    /** One hold of the patron (never another patron's). */
    holdOf: (codPessoa: number, codReserva: number) => holdBy(db, 'r.cod_reserva = $1 AND r.cod_pessoa = $2', [codReserva, codPessoa]),

    /** The patron's holds, newest first. */
    history: (codPessoa: number) =>
      db.query<HoldRow>(`SELECT ${HOLD_COLUMNS} FROM ${HOLD_FROM} WHERE r.cod_pessoa = $1 ORDER BY r.data_reserva DESC, r.cod_reserva DESC`, [codPessoa]),

    /**
     * Places a hold in one transaction. The patron's row is locked first (one send of a patron at a
     * time: the same Idempotency-Key finds the hold it made, the limit counts the holds just placed),
     * then the title's (one queue write per title at a time: positions stay 1..n). `check` sees the
     * state read under the locks and throws to refuse (the transaction rolls back).
     */
    place: (hold: NewHold, today: string, graceDays: number, check: (state: PlaceState) => void): Promise<PlaceResult> =>
      db.transaction(async (tx) => {
        await tx.query('SELECT 1 FROM pessoas WHERE cod_pessoa = $1 FOR NO KEY UPDATE', [hold.cod_pessoa]);
        if (hold.chave !== null) {
          const earlier = await holdBy(tx, 'r.cod_pessoa = $1 AND r.chave_idempotencia = $2', [hold.cod_pessoa, hold.chave]);
          if (earlier) return { kind: 'replay', hold: earlier } as const;
        }
        await tx.query('SELECT 1 FROM titulos WHERE cod_acervo = $1 FOR NO KEY UPDATE', [hold.cod_acervo]);
        check({ standing: await standing(tx, hold.cod_pessoa, hold.cod_acervo, today, graceDays), copies: await copies(tx, hold.cod_acervo) });
        const [row] = await tx.query<{ cod_reserva: number }>(
          `INSERT INTO reservas (cod_acervo, cod_pessoa, cod_biblioteca, situacao, posicao_fila, data_reserva, volume, tomo, parte, material, chave_idempotencia)
           VALUES ($1, $2, $3, 'fila',
                   (SELECT coalesce(max(posicao_fila), 0) + 1 FROM reservas WHERE cod_acervo = $1 AND situacao = 'fila'),
                   $4::timestamptz, $5, $6, $7, $8, $9)
           RETURNING cod_reserva`,
          [hold.cod_acervo, hold.cod_pessoa, hold.cod_biblioteca, hold.now, hold.volume, hold.tomo, hold.parte, hold.material, hold.chave],
        );
        if (!row) throw new Error('hold not stored');
        return { kind: 'created', cod_reserva: row.cod_reserva } as const;
      }),

    /**
     * Cancels the patron's own open hold: 'missing' when the patron has no such hold, 'fulfilled' when
     * it became a loan, else the hold's state before ('fila' | 'liberada' | 'cancelada'). Under the
     * title's lock the holds behind it move up one place (the queue stays 1..n); a copy set aside for
     * it passes to the next hold in the queue it can serve (releaseCopy), else goes back to the shelf.
     */
    cancel: (codPessoa: number, codReserva: number, today: string, motivo: string) =>
      db.transaction(async (tx) => {
        const [mine] = await tx.query<{ cod_acervo: number }>('SELECT cod_acervo FROM reservas WHERE cod_reserva = $1 AND cod_pessoa = $2', [codReserva, codPessoa]);
        if (!mine) return 'missing' as const;
        await tx.query('SELECT 1 FROM titulos WHERE cod_acervo = $1 FOR NO KEY UPDATE', [mine.cod_acervo]);
        const [hold] = await tx.query<{ situacao: HoldRow['situacao']; posicao_fila: number | null; cod_exemplar: number | null }>(
          'SELECT situacao, posicao_fila, cod_exemplar FROM reservas WHERE cod_reserva = $1 FOR UPDATE',
          [codReserva],
        );
        if (!hold) return 'missing' as const;
        if (hold.situacao === 'atendida') return 'fulfilled' as const;
        if (hold.situacao === 'cancelada') return 'cancelada' as const;
        await tx.query(
          `UPDATE reservas SET situacao = 'cancelada', posicao_fila = NULL, data_cancelamento = $2::date, motivo_cancelamento = $3 WHERE cod_reserva = $1`,
          [codReserva, today, motivo],
        );
        if (hold.situacao === 'fila' && hold.posicao_fila !== null) {
          await tx.query(`UPDATE reservas SET posicao_fila = posicao_fila - 1 WHERE cod_acervo = $1 AND situacao = 'fila' AND posicao_fila > $2`, [mine.cod_acervo, hold.posicao_fila]);
        }
        if (hold.situacao === 'liberada' && hold.cod_exemplar !== null) {
          // The copy set aside for it passes to the next hold in the queue it can serve, else back to the shelf.
          const [copy] = await tx.query<{ situacao: string }>('SELECT situacao FROM exemplares WHERE cod_exemplar = $1 FOR UPDATE', [hold.cod_exemplar]);
          if (copy?.situacao === 'reservado') await releaseCopy(tx, hold.cod_exemplar, today);
        }
        return hold.situacao;
      }),
  };
}
