import type { AcervoComentado, ComentarioModeracao, ComentarioProprio, ComentarioPublico } from '@estante/api-contract';
import type { Db } from '../../db/db';

/** A timestamptz as ISO 8601 in UTC (the same text on PGlite and PostgreSQL). */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
/** The first word of a person's name: all a reader ever learns of a comment's author. */
const firstName = (column: string) => `split_part(btrim(${column}), ' ', 1)`;

const OWN_COLUMNS = `c.cod_comentario, c.cod_acervo, c.texto, ${iso('c.data_comentario')} AS data_comentario, c.situacao, ${iso('c.data_moderacao')} AS data_moderacao`;
const MODERATION_COLUMNS = `c.cod_comentario, c.cod_acervo, t.obra, c.cod_pessoa, ${firstName('p.nome_pessoa')} AS autor, c.texto,
  ${iso('c.data_comentario')} AS data_comentario, c.situacao, ${iso('c.data_moderacao')} AS data_moderacao`;

/** What posting a comment came to: stored, the same pending one found again, or refused by the day's limit. */
export type AddResult = { stored: ComentarioProprio; repeated: boolean } | { limit: number };

/** The SQL of /api/comentarios: comments on titles (cod_acervo not null; general comments belong to unidade-informacao). */
export function comentariosRepository(db: Db) {
  return {
    async titleExists(codAcervo: number): Promise<boolean> {
      const [row] = await db.query<{ ok: boolean }>('SELECT EXISTS (SELECT 1 FROM titulos WHERE cod_acervo = $1) AS ok', [codAcervo]);
      return row?.ok === true;
    },

    /** One page of a title's approved comments, newest first, and how many there are. */
    async approved(codAcervo: number, limit: number, offset: number): Promise<{ total: number; rows: ComentarioPublico[] }> {
      const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM comentarios WHERE cod_acervo = $1 AND situacao = 'aprovado'`, [codAcervo]);
      const rows = await db.query<ComentarioPublico>(
        `SELECT c.cod_comentario, ${firstName('p.nome_pessoa')} AS autor, ${iso('c.data_comentario')} AS data_comentario, c.texto
         FROM comentarios c JOIN pessoas p USING (cod_pessoa)
         WHERE c.cod_acervo = $1 AND c.situacao = 'aprovado'
         ORDER BY c.data_comentario DESC, c.cod_comentario DESC LIMIT $2 OFFSET $3`,
        [codAcervo, limit, offset],
      );
      return { total: count?.n ?? 0, rows };
    },

    /**
     * Stores a pending comment, in one transaction per patron (their row is the lock, so posts sent
     * at once are decided one after the other): the same text already pending on the title answers
     * that comment; `limite_comentarios_dia` of the patron's category comments on titles in the 24
     * hours before `now` refuse it.
     */
    add: (c: { cod_acervo: number; cod_pessoa: number; texto: string; now: string }): Promise<AddResult> =>
      db.transaction(async (tx) => {
        const [me] = await tx.query<{ limite: number | null }>(
          `SELECT pc.limite_comentarios_dia AS limite FROM pessoas p LEFT JOIN politicas_circulacao pc USING (cod_categoria)
           WHERE p.cod_pessoa = $1 FOR UPDATE OF p`,
          [c.cod_pessoa],
        );
        const [same] = await tx.query<ComentarioProprio>(
          `SELECT ${OWN_COLUMNS} FROM comentarios c
           WHERE c.cod_pessoa = $1 AND c.cod_acervo = $2 AND c.situacao = 'pendente' AND c.texto = $3 ORDER BY c.cod_comentario LIMIT 1`,
          [c.cod_pessoa, c.cod_acervo, c.texto],
        );
        if (same) return { stored: same, repeated: true };
        const limit = me?.limite ?? 0;
        const [recent] = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM comentarios
           WHERE cod_pessoa = $1 AND cod_acervo IS NOT NULL AND data_comentario > $2::timestamptz - interval '24 hours'`,
          [c.cod_pessoa, c.now],
        );
        if ((recent?.n ?? 0) >= limit) return { limit };
        const [stored] = await tx.query<ComentarioProprio>(
          `WITH novo AS (
             INSERT INTO comentarios (cod_acervo, cod_biblioteca, cod_pessoa, texto, data_comentario, situacao)
             VALUES ($1, NULL, $2, $3, $4::timestamptz, 'pendente') RETURNING *)
           SELECT ${OWN_COLUMNS} FROM novo c`,
          [c.cod_acervo, c.cod_pessoa, c.texto, c.now],
        );
        if (!stored) throw new Error('comment not stored');
        return { stored, repeated: false };
      }),

    /** The patron's own comments on a title, newest first, in every state. */
    mine: (codPessoa: number, codAcervo: number) =>
      db.query<ComentarioProprio>(
        `SELECT ${OWN_COLUMNS} FROM comentarios c WHERE c.cod_pessoa = $1 AND c.cod_acervo = $2
         ORDER BY c.data_comentario DESC, c.cod_comentario DESC`,
        [codPessoa, codAcervo],
      ),

    /** The titles the patron commented on, newest comment first, with counts by state. */
    myTitles: (codPessoa: number) =>
      db.query<AcervoComentado>(
        `SELECT t.cod_acervo, t.obra, count(*)::int AS total,
                count(*) FILTER (WHERE c.situacao = 'pendente')::int AS pendentes,
                count(*) FILTER (WHERE c.situacao = 'aprovado')::int AS aprovados,
                count(*) FILTER (WHERE c.situacao = 'rejeitado')::int AS rejeitados,
                ${iso('max(c.data_comentario)')} AS ultimo_comentario
         FROM comentarios c JOIN titulos t USING (cod_acervo)
         WHERE c.cod_pessoa = $1
         GROUP BY t.cod_acervo, t.obra ORDER BY max(c.data_comentario) DESC, t.cod_acervo`,
        [codPessoa],
      ),

    /** Deletes the patron's own comment on a title: true when there was one (another patron's is not touched). */
    async deleteOwn(codComentario: number, codPessoa: number): Promise<boolean> {
      const rows = await db.query('DELETE FROM comentarios WHERE cod_comentario = $1 AND cod_pessoa = $2 AND cod_acervo IS NOT NULL RETURNING cod_comentario', [
        codComentario,
        codPessoa,
      ]);
      return rows.length > 0;
    },

    /** The OAuth client is registered, confidential (has a secret) and may use client_credentials. */
    async staffClientActive(clientId: string): Promise<boolean> {
      const [row] = await db.query<{ ok: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM oauth_clientes WHERE client_id = $1 AND segredo_hash IS NOT NULL AND NOT publico
                          AND 'client_credentials' = ANY (grants)) AS ok`,
        [clientId],
      );
      return row?.ok === true;
    },

    /** One page of the comments on titles awaiting approval, oldest first, and how many there are. */
    async pending(limit: number, offset: number): Promise<{ total: number; rows: ComentarioModeracao[] }> {
      const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM comentarios WHERE cod_acervo IS NOT NULL AND situacao = 'pendente'`);
      const rows = await db.query<ComentarioModeracao>(
        `SELECT ${MODERATION_COLUMNS}
         FROM comentarios c JOIN titulos t USING (cod_acervo) JOIN pessoas p ON p.cod_pessoa = c.cod_pessoa
         WHERE c.situacao = 'pendente' ORDER BY c.data_comentario, c.cod_comentario LIMIT $1 OFFSET $2`,
        [limit, offset],
      );
      return { total: count?.n ?? 0, rows };
    },

    /** Records the library's decision on a comment on a title: the comment as it now stands, or undefined when there is none. */
    async moderate(codComentario: number, situacao: 'aprovado' | 'rejeitado', now: string): Promise<ComentarioModeracao | undefined> {
      const [row] = await db.query<ComentarioModeracao>(
        `WITH feito AS (
           UPDATE comentarios SET situacao = $2, data_moderacao = $3::timestamptz
           WHERE cod_comentario = $1 AND cod_acervo IS NOT NULL RETURNING *)
         SELECT ${MODERATION_COLUMNS} FROM feito c JOIN titulos t USING (cod_acervo) JOIN pessoas p ON p.cod_pessoa = c.cod_pessoa`,
        [codComentario, situacao, now],
      );
      return row;
    },
  };
}
