import type { OrigemFicha, TituloFicha } from '@estante/api-contract';
import { FICHA_BUSCA_MAX } from '@estante/api-contract';
import type { Db } from '../../db/db';
import type { CardTitle } from './card';

const AUTHOR = `NULLIF(split_part(t.autores_txt, ' ; ', 1), '')`;

/** The SQL of the catalogue card: the title it is built from, the patron's titles, the title search. */
export function fichaRepository(db: Db) {
  return {
    async title(codAcervo: number): Promise<CardTitle | undefined> {
      const [row] = await db.query<CardTitle>('SELECT cod_acervo, obra, idioma, classificacao, registro FROM titulos WHERE cod_acervo = $1', [codAcervo]);
      return row;
    },

    /** The patron's titles: on loan now, returned (history), in the permanent basket; each once, with where from, by title. */
    async mine(codPessoa: number): Promise<TituloFicha[]> {
      const rows = await db.query<Omit<TituloFicha, 'origens'> & { origens: OrigemFicha[] }>(
        `WITH mine AS (
           SELECT e.cod_acervo, CASE WHEN l.data_devolucao IS NULL THEN 'emprestimo' ELSE 'historico' END AS origem
             FROM emprestimos l JOIN exemplares e ON e.cod_exemplar = l.cod_exemplar
            WHERE l.cod_pessoa = $1
           UNION
           SELECT cod_acervo, 'cesta' FROM cesta_permanente WHERE cod_pessoa = $1
         )
         SELECT t.cod_acervo, t.obra, ${AUTHOR} AS autor, t.ano_publicacao,
                array_agg(DISTINCT m.origem ORDER BY m.origem) AS origens
           FROM mine m JOIN titulos t ON t.cod_acervo = m.cod_acervo
          GROUP BY t.cod_acervo, t.obra, t.autores_txt, t.ano_publicacao, t.ordem_obra
          ORDER BY t.ordem_obra, t.cod_acervo`,
        [codPessoa],
      );
      const order: readonly OrigemFicha[] = ['emprestimo', 'historico', 'cesta'];
      return rows.map((r) => ({ ...r, origens: order.filter((o) => r.origens.includes(o)) }));
    },

    /** Catalogue titles whose sortable title holds every word of the term (normalised), at most FICHA_BUSCA_MAX. */
    async search(words: readonly string[]): Promise<TituloFicha[]> {
      const rows = await db.query<Omit<TituloFicha, 'origens'>>(
        `SELECT t.cod_acervo, t.obra, ${AUTHOR} AS autor, t.ano_publicacao
           FROM titulos t
          WHERE NOT EXISTS (SELECT 1 FROM jsonb_array_elements_text($1::jsonb) w(word) WHERE position(w.word IN t.ordem_obra) = 0)
          ORDER BY t.ordem_obra, t.cod_acervo
          LIMIT ${FICHA_BUSCA_MAX}`,
        [JSON.stringify(words)],
      );
      return rows.map((r) => ({ ...r, origens: [] }));
    },
  };
}
