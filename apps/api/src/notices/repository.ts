import type { Db, Queryable } from '../db/db';
import type { TipoAviso } from './messages';

/** Days after a request became ready during which it is still announced (a request has no pickup deadline of its own). */
export const REQUEST_WINDOW_DAYS = 7;

/** One notice to send: what it is about, found in the circulation as it is now. */
export interface Candidate {
  /** kind:entity:day, the UNIQUE key of avisos_cortesia (also the job's singleton key). */
  chave: string;
  tipo: TipoAviso;
  cod_pessoa: number;
  cod_acervo: number;
  /** The loan, hold or request. */
  cod_origem: number;
  /** Due date or pickup deadline (YYYY-MM-DD); null for a request. */
  dia: string | null;
  /** The alert's data, as the seed's alerts carry it (seed/circulation/alerts.ts). */
  dados: Record<string, unknown>;
}

/**
 * What needs a notice today (`$1`, YYYY-MM-DD; `$2` the time now), only what is current — never the
 * history (a hold released and collected months ago):
 *  - devolucao_proxima: an open loan due within the next N days (N = aviso_vencimento_dias of the
 *    patron's category, 0 = none), tomorrow included, today not (it is not late yet, and the patron
 *    was told already when it was N days away);
 *  - emprestimo_atrasado: an open loan due yesterday or the day before (overdue since today or
 *    yesterday: one missed sweep day is caught up, an old overdue loan is not announced again);
 *  - reserva_liberada: a released hold whose pickup deadline is today or later (released by today);
 *  - solicitacao_disponivel: a request ready to collect, made ready in the last REQUEST_WINDOW_DAYS.
 * A key already recorded (sent, being sent, alert only) is left out; a failed one comes back.
 */
const CANDIDATES = `
  WITH hoje AS (SELECT $1::date AS dia, $2::timestamptz AS agora),
  src AS (
    SELECT 'devolucao_proxima' AS tipo, l.cod_pessoa, e.cod_acervo, l.cod_emprestimo AS cod_origem, l.data_devolucao_prevista AS dia,
           jsonb_build_object('cod_emprestimo', l.cod_emprestimo, 'data', to_char(l.data_devolucao_prevista, 'YYYY-MM-DD')) AS dados
      FROM emprestimos l
      JOIN exemplares e ON e.cod_exemplar = l.cod_exemplar
      JOIN pessoas p ON p.cod_pessoa = l.cod_pessoa
      JOIN politicas_circulacao pc ON pc.cod_categoria = p.cod_categoria, hoje
     WHERE l.data_devolucao IS NULL AND pc.aviso_vencimento_dias > 0
       AND l.data_devolucao_prevista > hoje.dia AND l.data_devolucao_prevista <= hoje.dia + pc.aviso_vencimento_dias
    UNION ALL
    SELECT 'emprestimo_atrasado', l.cod_pessoa, e.cod_acervo, l.cod_emprestimo, l.data_devolucao_prevista,
           jsonb_build_object('cod_emprestimo', l.cod_emprestimo, 'data', to_char(l.data_devolucao_prevista, 'YYYY-MM-DD'))
      FROM emprestimos l JOIN exemplares e ON e.cod_exemplar = l.cod_exemplar, hoje
     WHERE l.data_devolucao IS NULL AND l.data_devolucao_prevista BETWEEN hoje.dia - 2 AND hoje.dia - 1
    UNION ALL
    SELECT 'reserva_liberada', r.cod_pessoa, r.cod_acervo, r.cod_reserva, r.data_limite_retirada,
           jsonb_build_object('cod_reserva', r.cod_reserva, 'data', to_char(r.data_limite_retirada, 'YYYY-MM-DD'), 'biblioteca', b.desc_biblioteca)
      FROM reservas r LEFT JOIN bibliotecas b ON b.cod_biblioteca = r.cod_biblioteca, hoje
     WHERE r.situacao = 'liberada' AND r.data_limite_retirada >= hoje.dia AND coalesce(r.data_liberacao, hoje.dia) <= hoje.dia
    UNION ALL
    SELECT 'solicitacao_disponivel', s.cod_pessoa, s.cod_acervo, s.cod_solicitacao, NULL::date,
           jsonb_build_object('cod_solicitacao', s.cod_solicitacao, 'biblioteca', b.desc_biblioteca)
      FROM solicitacoes s JOIN bibliotecas b ON b.cod_biblioteca = s.cod_biblioteca, hoje
     WHERE s.situacao = 'disponivel' AND s.data_atualizacao BETWEEN hoje.agora - make_interval(days => ${REQUEST_WINDOW_DAYS}) AND hoje.agora
  ),
  keyed AS (
    SELECT src.*, src.tipo || ':' || src.cod_origem || ':' || coalesce(to_char(src.dia, 'YYYY-MM-DD'), '-') AS chave FROM src
  )
  SELECT k.chave, k.tipo, k.cod_pessoa, k.cod_acervo, k.cod_origem, to_char(k.dia, 'YYYY-MM-DD') AS dia, k.dados
    FROM keyed k
   WHERE NOT EXISTS (SELECT 1 FROM avisos_cortesia a WHERE a.chave = k.chave AND a.situacao <> 'falhou')`;

/** The notices due now (all patrons, or one: the send job checks its notice is still current). */
export async function candidates(db: Queryable, today: string, now: Date, codPessoa?: number): Promise<Candidate[]> {
  const sql = codPessoa === undefined ? `${CANDIDATES} ORDER BY k.chave` : `${CANDIDATES} AND k.cod_pessoa = $3 ORDER BY k.chave`;
  return db.query<Candidate>(sql, codPessoa === undefined ? [today, now.toISOString()] : [today, now.toISOString(), codPessoa]);
}

/** The key of the alert's data that names the loan, hold or request. */
const ORIGEM: Readonly<Record<TipoAviso, string>> = {
  devolucao_proxima: 'cod_emprestimo',
  emprestimo_atrasado: 'cod_emprestimo',
  reserva_liberada: 'cod_reserva',
  solicitacao_disponivel: 'cod_solicitacao',
};

/** The patron as the e-mail needs them. */
export interface Recipient {
  nome_pessoa: string;
  emails: string[];
  recebe_email: boolean;
  login: string | null;
  idioma: 'pt' | 'en' | 'es';
  titulo: string | null;
}

export type Claim =
  | { claimed: false }
  | { claimed: true; codAviso: number; tentativas: number; recipient: Recipient; email: boolean };

/**
 * Claims the notice for sending, in one transaction:
 *  - its row is inserted (enviando, attempt 1), or, when a send of it failed before, taken back
 *    (enviando, one attempt more); a row sent, without e-mail or being sent is not claimed — so of two
 *    jobs, two sweeps or two replicas, one sends (the INSERT of the second waits on the first's row
 *    and then finds it taken);
 *  - on the first claim its alert is raised (or an alert about the same loan, hold or request and
 *    day already there — the seed's — is used, not doubled);
 *  - a patron with no e-mail address, or who does not accept e-mails, gets the alert alone (sem_email).
 */
export function claim(db: Db, c: Candidate, now: Date): Promise<Claim> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ cod_aviso: number; tentativas: number; cod_alerta: number | null }>(
      `INSERT INTO avisos_cortesia (chave, tipo, cod_pessoa, cod_acervo, cod_origem, dia, idioma, situacao, tentativas, criado_em, atualizado_em)
       SELECT $1, $2, p.cod_pessoa, $4, $5, $6::date, p.idioma, 'enviando', 1, $7::timestamptz, $7::timestamptz FROM pessoas p WHERE p.cod_pessoa = $3
       ON CONFLICT (chave) DO UPDATE SET situacao = 'enviando', tentativas = avisos_cortesia.tentativas + 1,
              atualizado_em = EXCLUDED.atualizado_em, idioma = EXCLUDED.idioma, erro = NULL
        WHERE avisos_cortesia.situacao = 'falhou'
       RETURNING cod_aviso, tentativas, cod_alerta`,
      [c.chave, c.tipo, c.cod_pessoa, c.cod_acervo, c.cod_origem, c.dia, now.toISOString()],
    );
    if (!row) return { claimed: false as const };
    if (row.tentativas === 1 && row.cod_alerta === null) {
      const origem = ORIGEM[c.tipo];
      const [existing] = await tx.query<{ cod_alerta: number }>(
        `SELECT cod_alerta FROM alertas WHERE cod_pessoa = $1 AND tipo = $2 AND dados->>'${origem}' = $3 AND coalesce(dados->>'data', '') = coalesce($4, '')
          ORDER BY cod_alerta LIMIT 1`,
        [c.cod_pessoa, c.tipo, String(c.cod_origem), c.tipo === 'solicitacao_disponivel' ? null : c.dia],
      );
      const alerta =
        existing?.cod_alerta ??
        (
          await tx.query<{ cod_alerta: number }>(
            'INSERT INTO alertas (cod_pessoa, tipo, cod_acervo, dados, data_alerta) VALUES ($1, $2, $3, $4, $5::timestamptz) RETURNING cod_alerta',
            [c.cod_pessoa, c.tipo, c.cod_acervo, JSON.stringify(c.dados), now.toISOString()],
          )
        )[0]?.cod_alerta;
      await tx.query('UPDATE avisos_cortesia SET cod_alerta = $2 WHERE cod_aviso = $1', [row.cod_aviso, alerta ?? null]);
    }
    const [recipient] = await tx.query<Recipient>(
      `SELECT p.nome_pessoa, p.emails, p.recebe_email, p.idioma,
              (SELECT l.login FROM logins l WHERE l.cod_pessoa = p.cod_pessoa ORDER BY l.cod_login LIMIT 1) AS login,
              (SELECT t.obra FROM titulos t WHERE t.cod_acervo = $2) AS titulo
         FROM pessoas p WHERE p.cod_pessoa = $1`,
      [c.cod_pessoa, c.cod_acervo],
    );
    if (!recipient) throw new Error(`notice ${c.chave}: patron ${c.cod_pessoa} not found`);
    const email = recipient.recebe_email && recipient.emails.some((e) => e.trim() !== '');
    if (!email) {
      await tx.query(`UPDATE avisos_cortesia SET situacao = 'sem_email', atualizado_em = $2::timestamptz WHERE cod_aviso = $1`, [row.cod_aviso, now.toISOString()]);
    }
    return { claimed: true as const, codAviso: row.cod_aviso, tentativas: row.tentativas, recipient, email };
  });
}

/** The SMTP server (or the outbox folder) took the e-mail. */
export async function markSent(db: Queryable, codAviso: number, now: Date): Promise<void> {
  await db.query(`UPDATE avisos_cortesia SET situacao = 'enviado', enviado_em = $2::timestamptz, atualizado_em = $2::timestamptz, erro = NULL WHERE cod_aviso = $1`, [
    codAviso,
    now.toISOString(),
  ]);
}

/** The e-mail was not taken: claimable again by the job's retry. `erro` is the masked SMTP reply. */
export async function markFailed(db: Queryable, codAviso: number, erro: string, now: Date): Promise<void> {
  await db.query(`UPDATE avisos_cortesia SET situacao = 'falhou', erro = $2, atualizado_em = $3::timestamptz WHERE cod_aviso = $1 AND situacao = 'enviando'`, [
    codAviso,
    erro.slice(0, 500),
    now.toISOString(),
  ]);
}

/** Rows claimed and never finished (a process died between the claim and the outcome) before `before`. */
export async function stuck(db: Queryable, before: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM avisos_cortesia WHERE situacao = 'enviando' AND atualizado_em < $1::timestamptz`, [
    before.toISOString(),
  ]);
  return row?.n ?? 0;
}
