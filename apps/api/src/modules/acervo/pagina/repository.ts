import type { CestaPermanenteItem, TituloSimilar } from '@estante/api-contract';
import type { Db } from '../../../db/db';
import type { Lang } from '../../../plugins/lang';
import { COLECAO_FECHADA, MAX_SIMILARES, type TitleFacts } from './rules';

const TYPE_COLUMN: Readonly<Record<Lang, string>> = { pt: 'descricao_pt', en: 'descricao_en', es: 'descricao_es' };

/** A title as the page's frame needs it, and the facts that decide its sub-views. */
export interface PageRow extends TitleFacts {
  cod_acervo: number;
  idioma: string | null;
  isbn: string[];
}

/** The SQL of the title page: its facts, similar titles, and the patron's permanent basket. */
export function paginaRepository(db: Db) {
  return {
    async page(codAcervo: number): Promise<PageRow | undefined> {
      const [row] = await db.query<PageRow>(
        `SELECT t.cod_acervo, t.cod_tipo_obra, t.idioma, t.isbn,
                jsonb_path_exists(t.registro, '$.fields[*] ? (@.tag == "505")') AS tem_505,
                EXISTS (SELECT 1 FROM fasciculos f WHERE f.cod_acervo = t.cod_acervo) AS tem_fasciculos,
                EXISTS (SELECT 1 FROM sumarios s WHERE s.cod_acervo = t.cod_acervo AND s.cod_fasciculo IS NOT NULL) AS tem_sumarios_fasciculos,
                EXISTS (SELECT 1 FROM sumarios s WHERE s.cod_acervo = t.cod_acervo AND s.cod_fasciculo IS NULL) AS tem_sumarios_livro,
                EXISTS (SELECT 1 FROM exemplares e WHERE e.cod_acervo = t.cod_acervo) AS tem_exemplares,
                EXISTS (SELECT 1 FROM exemplares e WHERE e.cod_acervo = t.cod_acervo AND e.colecao = $2) AS tem_colecao_fechada
         FROM titulos t WHERE t.cod_acervo = $1`,
        [codAcervo, COLECAO_FECHADA],
      );
      return row;
    },

    /** configuracoes.url_capa as stored (anything), or undefined. */
    async coverTemplate(): Promise<unknown> {
      const [row] = await db.query<{ valor: unknown }>(`SELECT valor FROM configuracoes WHERE chave = 'url_capa'`);
      return row?.valor;
    },

    async exists(codAcervo: number): Promise<boolean> {
      return (await db.query('SELECT 1 FROM titulos WHERE cod_acervo = $1', [codAcervo])).length > 0;
    },

    /**
     * Titles sharing subjects (papel 'S') with the title, most shared first, then by title; the title
     * itself left out. A subject heading given to very many titles still counts once per title.
     */
    similar: (codAcervo: number, lang: Lang) =>
      db.query<TituloSimilar>(
        `WITH mine AS (SELECT DISTINCT cod_autoridade FROM titulo_autoridade WHERE cod_acervo = $1 AND papel = 'S'),
              shared AS (
                SELECT ta.cod_acervo, count(DISTINCT ta.cod_autoridade)::int AS n
                FROM titulo_autoridade ta JOIN mine USING (cod_autoridade)
                WHERE ta.papel = 'S' AND ta.cod_acervo <> $1
                GROUP BY ta.cod_acervo)
         SELECT t.cod_acervo, t.obra, t.ano_publicacao, tp.${TYPE_COLUMN[lang]} AS desc_tipo_obra,
                (SELECT a.cabecalho FROM titulo_autoridade x JOIN autoridades a USING (cod_autoridade)
                 WHERE x.cod_acervo = t.cod_acervo AND x.papel = 'A' ORDER BY x.ordem LIMIT 1) AS autor,
                s.n AS assuntos_em_comum
         FROM shared s JOIN titulos t USING (cod_acervo) JOIN tipos_obra tp ON tp.cod_tipo_obra = t.cod_tipo_obra
         ORDER BY s.n DESC, t.ordem_obra, t.cod_acervo
         LIMIT ${MAX_SIMILARES}`,
        [codAcervo],
      ),

    /** The codes asked for that are titles. */
    async knownTitles(ids: readonly number[]): Promise<Set<number>> {
      const rows = await db.query<{ cod_acervo: number }>(
        'SELECT cod_acervo FROM titulos WHERE cod_acervo IN (SELECT (jsonb_array_elements_text($1::jsonb))::int)',
        [JSON.stringify(ids)],
      );
      return new Set(rows.map((r) => r.cod_acervo));
    },

    /**
     * Keeps the titles for the patron; a title already kept stays as it was (one row per patron and
     * title, whatever runs at the same moment). Answers the titles this call added, and the basket's size.
     */
    add: (codPessoa: number, ids: readonly number[], now: Date) =>
      db.transaction(async (tx) => {
        // One writer per patron at a time: overlapping lists inserted at once would otherwise wait on
        // each other's rows of the unique index in opposite orders (a deadlock, answered 500).
        await tx.query('SELECT 1 FROM pessoas WHERE cod_pessoa = $1 FOR UPDATE', [codPessoa]);
        const added = await tx.query<{ cod_acervo: number }>(
          `INSERT INTO cesta_permanente (cod_pessoa, cod_acervo, data_inclusao)
           SELECT $1, id, $3 FROM (SELECT DISTINCT (jsonb_array_elements_text($2::jsonb))::int AS id) ids
           ORDER BY id
           ON CONFLICT (cod_pessoa, cod_acervo) DO NOTHING
           RETURNING cod_acervo`,
          [codPessoa, JSON.stringify(ids), now.toISOString()],
        );
        const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM cesta_permanente WHERE cod_pessoa = $1', [codPessoa]);
        return { added: new Set(added.map((r) => r.cod_acervo)), total: count?.n ?? 0 };
      }),

    /**
     * Takes titles out of the patron's basket (`ids` null: all of them), under the same per-patron
     * lock as adding, so a removal and an add at once run one after the other. Answers what this
     * call removed (a second identical call at once removes nothing) and the basket's size.
     */
    remove: (codPessoa: number, ids: readonly number[] | null) =>
      db.transaction(async (tx) => {
        await tx.query('SELECT 1 FROM pessoas WHERE cod_pessoa = $1 FOR UPDATE', [codPessoa]);
        const removed = await tx.query<{ cod_acervo: number }>(
          ids === null
            ? 'DELETE FROM cesta_permanente WHERE cod_pessoa = $1 RETURNING cod_acervo'
            : `DELETE FROM cesta_permanente WHERE cod_pessoa = $1
                 AND cod_acervo IN (SELECT (jsonb_array_elements_text($2::jsonb))::int) RETURNING cod_acervo`,
          ids === null ? [codPessoa] : [codPessoa, JSON.stringify(ids)],
        );
        const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM cesta_permanente WHERE cod_pessoa = $1', [codPessoa]);
        return { removed: removed.map((r) => r.cod_acervo).sort((a, b) => a - b), total: count?.n ?? 0 };
      }),

    /** The patron's permanent basket, newest first. */
    collection: (codPessoa: number, lang: Lang) =>
      db.query<CestaPermanenteItem>(
        `SELECT t.cod_acervo, t.obra, t.ano_publicacao, tp.${TYPE_COLUMN[lang]} AS desc_tipo_obra,
                to_char(c.data_inclusao AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS data_inclusao
         FROM cesta_permanente c JOIN titulos t USING (cod_acervo) JOIN tipos_obra tp ON tp.cod_tipo_obra = t.cod_tipo_obra
         WHERE c.cod_pessoa = $1 ORDER BY c.data_inclusao DESC, t.ordem_obra, t.cod_acervo`,
        [codPessoa],
      ),
  };
}
