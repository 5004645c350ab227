import type { Queryable } from '../../db/db';

/**
 * The personal area's alerts (migration 0019) from the stored circulation, on the first run only
 * (none stored yet): every released hold (reserva_liberada, with its library and collection
 * deadline), every open loan due within 3 days of `referenceDate` (devolucao_proxima) and every
 * overdue one (emprestimo_atrasado), every request available to collect (solicitacao_disponivel).
 * Raised on the day the event happened (the release, 3 days before the due date, the day after it,
 * the request's update), at an hour drawn from the row's code. About a third are read — by their
 * code, so the same rows give the same alerts —, never the newest of a patron, so everyone with
 * alerts has unread ones (the demo accounts: Ana, Carlos, Rafael).
 */
export async function seedAlerts(tx: Queryable, referenceDate: string): Promise<number> {
  const [existing] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM alertas');
  if ((existing?.n ?? 0) > 0) return 0;
  const rows = await tx.query<{ n: number }>(
    `WITH ref AS (SELECT $1::date AS dia),
     src AS (
       SELECT r.cod_pessoa, 'reserva_liberada' AS tipo, r.cod_acervo, r.cod_reserva AS cod,
              jsonb_build_object('cod_reserva', r.cod_reserva, 'data', to_char(r.data_limite_retirada, 'YYYY-MM-DD'), 'biblioteca', b.desc_biblioteca) AS dados,
              coalesce(r.data_liberacao, (SELECT dia FROM ref)) AS dia
         FROM reservas r LEFT JOIN bibliotecas b ON b.cod_biblioteca = r.cod_biblioteca
        WHERE r.situacao = 'liberada'
       UNION ALL
       SELECT l.cod_pessoa, 'devolucao_proxima', e.cod_acervo, l.cod_emprestimo,
              jsonb_build_object('cod_emprestimo', l.cod_emprestimo, 'data', to_char(l.data_devolucao_prevista, 'YYYY-MM-DD')),
              greatest(l.data_emprestimo, l.data_devolucao_prevista - 3)
         FROM emprestimos l JOIN exemplares e ON e.cod_exemplar = l.cod_exemplar, ref
        WHERE l.data_devolucao IS NULL AND l.data_devolucao_prevista BETWEEN ref.dia AND ref.dia + 3
       UNION ALL
       SELECT l.cod_pessoa, 'emprestimo_atrasado', e.cod_acervo, l.cod_emprestimo,
              jsonb_build_object('cod_emprestimo', l.cod_emprestimo, 'data', to_char(l.data_devolucao_prevista, 'YYYY-MM-DD')),
              l.data_devolucao_prevista + 1
         FROM emprestimos l JOIN exemplares e ON e.cod_exemplar = l.cod_exemplar, ref
        WHERE l.data_devolucao IS NULL AND l.data_devolucao_prevista < ref.dia
       UNION ALL
       SELECT s.cod_pessoa, 'solicitacao_disponivel', s.cod_acervo, s.cod_solicitacao,
              jsonb_build_object('cod_solicitacao', s.cod_solicitacao, 'biblioteca', b.desc_biblioteca),
              least((s.data_atualizacao AT TIME ZONE 'America/Sao_Paulo')::date, (SELECT dia FROM ref))
         FROM solicitacoes s JOIN bibliotecas b ON b.cod_biblioteca = s.cod_biblioteca
        WHERE s.situacao = 'disponivel'
     ),
     dated AS (
       SELECT src.*, least((src.dia + time '08:00' + make_interval(mins => (src.cod * 37) % 600)) AT TIME ZONE 'America/Sao_Paulo', now()) AS quando
         FROM src
     ),
     ranked AS (
       SELECT dated.*, row_number() OVER (PARTITION BY cod_pessoa ORDER BY quando DESC, tipo, cod) AS recente FROM dated
     ),
     ins AS (
       INSERT INTO alertas (cod_pessoa, tipo, cod_acervo, dados, data_alerta, lido, data_leitura)
       SELECT cod_pessoa, tipo, cod_acervo, dados, quando, lido, CASE WHEN lido THEN quando + interval '2 hours' END
         FROM (SELECT ranked.*, (recente > 1 AND cod % 3 = 0) AS lido FROM ranked) x
        ORDER BY quando, cod_pessoa, tipo, cod
       RETURNING 1
     )
     SELECT count(*)::int AS n FROM ins`,
    [referenceDate],
  );
  return rows[0]?.n ?? 0;
}
