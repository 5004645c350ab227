import type { Queryable } from '../../db/db';
import { copiesOf } from '../copies';
import { DEMO, peopleSeed } from '../people';
import type { Copy, Person, Stock } from './model';

/**
 * The seeded people and every copy, and what circulation the database already has; null without
 * seeded people. Copies on loan without an open loan are re-dated first (redateCopiesOnLoan).
 */
export async function loadStock(tx: Queryable, ref: string): Promise<Stock | null> {
  const seeded = new Set(peopleSeed().pessoas.map((p) => p.cod_pessoa));
  const people = (
    await tx.query<Person>('SELECT cod_pessoa, cod_categoria, bloqueio FROM pessoas ORDER BY cod_pessoa')
  ).filter((p) => seeded.has(p.cod_pessoa));
  if (people.length === 0) return null;
  const byCod = new Map(people.map((p) => [p.cod_pessoa, p]));

  const copies = await tx.query<Copy>(
    `SELECT e.cod_exemplar, e.cod_acervo, e.cod_biblioteca, e.situacao, e.tipo_emprestimo,
            to_char(e.data_devolucao_prevista, 'YYYY-MM-DD') AS data_devolucao_prevista,
            to_char(e.data_catalogacao, 'YYYY-MM-DD') AS data_catalogacao, t.cod_tipo_obra, t.idioma
     FROM exemplares e JOIN titulos t USING (cod_acervo) ORDER BY e.cod_exemplar`,
  );
  const [counts] = await tx.query<{ n: number }>(
    `SELECT ((SELECT count(*) FROM emprestimos) + (SELECT count(*) FROM reservas) + (SELECT count(*) FROM debitos)
           + (SELECT count(*) FROM comentarios) + (SELECT count(*) FROM sugestoes_aquisicao))::int AS n`,
  );
  const withOpenLoan = new Set(
    (await tx.query<{ cod_exemplar: number }>('SELECT cod_exemplar FROM emprestimos WHERE data_devolucao IS NULL')).map((x) => x.cod_exemplar),
  );
  const withReleasedHold = new Set(
    (await tx.query<{ cod_exemplar: number }>(`SELECT cod_exemplar FROM reservas WHERE situacao = 'liberada' AND cod_exemplar IS NOT NULL`)).map(
      (x) => x.cod_exemplar,
    ),
  );
  await redateCopiesOnLoan(tx, copies, withOpenLoan, ref);
  return {
    people,
    active: people.filter((p) => !p.bloqueio),
    ana: byCod.get(DEMO.ana),
    daniela: byCod.get(DEMO.daniela),
    copies,
    byExemplar: new Map(copies.map((c) => [c.cod_exemplar, c])),
    fresh: (counts?.n ?? 0) === 0,
    withOpenLoan,
    withReleasedHold,
  };
}

/**
 * A copy on loan without its loan yet (a database seeded before the loans existed, or on another
 * date) is due when copiesOf says for this reference date, so its new loan is dated like the rest.
 * Updates `copies` and the database.
 */
async function redateCopiesOnLoan(tx: Queryable, copies: Copy[], withOpenLoan: Set<number>, ref: string): Promise<void> {
  const redated: { cod_exemplar: number; data_devolucao_prevista: string }[] = [];
  for (const c of copies) {
    if (c.situacao !== 'emprestado' || withOpenLoan.has(c.cod_exemplar)) continue;
    const now = copiesOf(c.cod_acervo, c.cod_tipo_obra, ref).find((x) => x.cod_exemplar === c.cod_exemplar);
    if (now?.situacao === 'emprestado' && now.data_devolucao_prevista && now.data_devolucao_prevista !== c.data_devolucao_prevista) {
      c.data_devolucao_prevista = now.data_devolucao_prevista;
      redated.push({ cod_exemplar: c.cod_exemplar, data_devolucao_prevista: now.data_devolucao_prevista });
    }
  }
  if (redated.length > 0) {
    await tx.query(
      `UPDATE exemplares e SET data_devolucao_prevista = x.data_devolucao_prevista
       FROM jsonb_to_recordset($1::jsonb) AS x(cod_exemplar int, data_devolucao_prevista date) WHERE e.cod_exemplar = x.cod_exemplar`,
      [JSON.stringify(redated)],
    );
  }
}
