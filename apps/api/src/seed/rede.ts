import type { Queryable } from '../db/db';

/**
 * The network of the demo (SPEC.md §7 Network): this catalogue's institution, which holds every
 * title, and three others. Their holdings are chosen from the seeded records, deterministically:
 * the Universidade de São Paulo holds the records its SIBi catalogued (040 USP/SIBI) and a tenth of
 * the books; a music school a third of the scores and sound recordings; a university centre a
 * quarter of everything. Seeded once (a later start leaves them as they are).
 */
export const INSTITUICOES_REDE = [
  { cod_empresa: 1, desc_empresa: 'Universidade Federal da Estante', sigla: 'UFE', url_oai: 'https://estante.example/oai', local: true },
  { cod_empresa: 2, desc_empresa: 'Universidade de São Paulo — SIBi', sigla: 'USP', url_oai: 'https://usp.estante.example/oai', local: false },
  { cod_empresa: 3, desc_empresa: 'Faculdade Municipal de Música', sigla: 'FMM', url_oai: 'https://fmm.estante.example/oai', local: false },
  { cod_empresa: 4, desc_empresa: 'Centro Universitário do Planalto', sigla: 'CUP', url_oai: 'https://cup.estante.example/oai', local: false },
] as const;

export async function seedNetwork(tx: Queryable): Promise<void> {
  const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM instituicoes');
  if ((row?.n ?? 0) > 0) return;
  await tx.query(
    `INSERT INTO instituicoes (cod_empresa, desc_empresa, sigla, url_oai, local)
     SELECT cod_empresa, desc_empresa, sigla, url_oai, local FROM jsonb_to_recordset($1::jsonb)
       AS x(cod_empresa int, desc_empresa text, sigla text, url_oai text, local boolean)`,
    [JSON.stringify(INSTITUICOES_REDE)],
  );
  await tx.query(
    `INSERT INTO rede_acervos (cod_empresa, cod_acervo)
     SELECT 2, cod_acervo FROM titulos WHERE registro::text LIKE '%USP/SIBI%' OR (cod_tipo_obra = 1 AND cod_acervo % 10 = 0)
     UNION SELECT 3, cod_acervo FROM titulos WHERE cod_tipo_obra IN (3, 6) AND cod_acervo % 3 = 0
     UNION SELECT 4, cod_acervo FROM titulos WHERE cod_acervo % 4 = 1`,
  );
}
