import type { Queryable } from '../db/db';
import { DEMO } from './people';

/** Courses of the demo students (cod_pessoa → cod_curso; seed/courses.ts CURSOS). */
export const DEMO_MATRICULAS: readonly (readonly [number, number])[] = [
  [DEMO.ana, 1], // Biblioteconomia: Metodologia Científica and Ética Profissional are Carlos's (P0001)
  [DEMO.bruno, 8], // Mestrado em Engenharia Ambiental (Metodologia Científica too)
  [DEMO.daniela, 3], // Direito
  [DEMO.mariana, 4], // Letras
  [DEMO.rafael, 8],
];

/** Categories of students (SPEC.md §6): an undergraduate-level one is enrolled in one of courses 1-7, a graduate one in course 8. */
const GRADUACAO = ['01', '19', '06', '07', '21', '13'];
const POS = ['03', '08', '09'];

/** The demo professor's plan of Metodologia Científica (discipline 1), its bibliography the discipline's. */
export const PLANO_DEMO = {
  cod_disciplina: 1,
  ementa:
    'O conhecimento científico e suas formas. O método científico. Tipos de pesquisa: exploratória, descritiva e explicativa; ' +
    'abordagens quantitativa e qualitativa. O projeto de pesquisa. Normas da ABNT para trabalhos acadêmicos: citações e referências.',
  objetivos:
    'Capacitar o estudante a planejar e redigir um projeto de pesquisa, escolher o método adequado ao problema e apresentar ' +
    'o trabalho acadêmico segundo as normas da ABNT.',
  conteudo:
    '1. Ciência e conhecimento. 2. Método científico. 3. Pesquisa qualitativa e quantitativa. 4. Revisão de literatura. ' +
    '5. Projeto de pesquisa. 6. Citações e referências (NBR 10520 e NBR 6023).',
  metodologia: 'Aulas expositivas dialogadas, leitura orientada da bibliografia e oficinas de elaboração do projeto.',
  avaliacao: 'Fichamentos (30%), seminário (20%) e projeto de pesquisa (50%).',
} as const;

/**
 * Enrols the demo students and every generated student (by category) in a course, and gives the
 * demo professor (P0001) a teaching plan of Metodologia Científica with its bibliography (chapter
 * and pages on the first title). Only what is missing: a second run adds nothing and never touches
 * a plan the professor changed.
 */
export async function seedTeachingPlans(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO curso_aluno (cod_curso, cod_pessoa)
     SELECT x.cod_curso, x.cod_pessoa FROM jsonb_to_recordset($1::jsonb) AS x(cod_pessoa int, cod_curso int)
       JOIN pessoas p USING (cod_pessoa) JOIN cursos c USING (cod_curso)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(DEMO_MATRICULAS.map(([cod_pessoa, cod_curso]) => ({ cod_pessoa, cod_curso })))],
  );
  await tx.query(
    `INSERT INTO curso_aluno (cod_curso, cod_pessoa)
     SELECT CASE WHEN p.cod_categoria = ANY ($2::text[]) THEN 8 ELSE p.cod_pessoa % 7 + 1 END, p.cod_pessoa
       FROM pessoas p
      WHERE p.cod_pessoa > $3 AND (p.cod_categoria = ANY ($1::text[]) OR p.cod_categoria = ANY ($2::text[]))
        AND NOT EXISTS (SELECT 1 FROM curso_aluno ca WHERE ca.cod_pessoa = p.cod_pessoa)
        AND EXISTS (SELECT 1 FROM cursos c WHERE c.cod_curso = CASE WHEN p.cod_categoria = ANY ($2::text[]) THEN 8 ELSE p.cod_pessoa % 7 + 1 END)
     ON CONFLICT DO NOTHING`,
    [GRADUACAO, POS, Math.max(...Object.values(DEMO))],
  );
  const [plano] = await tx.query<{ cod_plano: number }>(
    `INSERT INTO planos_ensino (cod_disciplina, cod_pessoa, ementa, objetivos, conteudo, metodologia, avaliacao)
     SELECT dp.cod_disciplina, dp.cod_pessoa, $3, $4, $5, $6, $7
       FROM disciplina_professor dp WHERE dp.cod_disciplina = $1 AND dp.cod_pessoa = $2
     ON CONFLICT (cod_disciplina, cod_pessoa) DO NOTHING
     RETURNING cod_plano`,
    [PLANO_DEMO.cod_disciplina, DEMO.carlos, PLANO_DEMO.ementa, PLANO_DEMO.objetivos, PLANO_DEMO.conteudo, PLANO_DEMO.metodologia, PLANO_DEMO.avaliacao],
  );
  if (!plano) return;
  await tx.query(
    `INSERT INTO plano_ensino_bibliografia (cod_plano, cod_acervo, tipo, ordem, capitulo, pagina_inicial, pagina_final, nota)
     SELECT $1, b.cod_acervo, b.tipo, row_number() OVER (PARTITION BY b.tipo ORDER BY b.ordem, b.cod_acervo),
            CASE WHEN first_value(b.cod_acervo) OVER w = b.cod_acervo THEN 'Capítulo 2' END,
            CASE WHEN first_value(b.cod_acervo) OVER w = b.cod_acervo THEN 15 END,
            CASE WHEN first_value(b.cod_acervo) OVER w = b.cod_acervo THEN 42 END,
            CASE WHEN first_value(b.cod_acervo) OVER w = b.cod_acervo THEN 'Leitura para a primeira semana.' END
       FROM bibliografias b
      WHERE b.cod_disciplina = $2
     WINDOW w AS (ORDER BY b.tipo, b.ordem, b.cod_acervo)
     ON CONFLICT DO NOTHING`,
    [plano.cod_plano, PLANO_DEMO.cod_disciplina],
  );
}
