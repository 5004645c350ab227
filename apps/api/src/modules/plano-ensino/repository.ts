import type { CursoDisciplina, DisciplinaPlano, PlanoCampo, PlanoEnsino, PlanoResumo, ReferenciaPlano, TipoBibliografia } from '@estante/api-contract';
import type { Db, Queryable } from '../../db/db';

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const DISCIPLINA = 'd.cod_disciplina, d.codigo, d.nome_disciplina, d.carga_horaria';

/** A plan's text fields and its bibliography as saved: trimmed, blanks as null. */
export type CleanPlan = Readonly<Record<PlanoCampo, string | null>> & {
  readonly bibliografia: readonly {
    readonly cod_acervo: number;
    readonly tipo: TipoBibliografia;
    readonly capitulo: string | null;
    readonly pagina_inicial: number | null;
    readonly pagina_final: number | null;
    readonly nota: string | null;
  }[];
};

interface PlanRow {
  cod_plano: number;
  cod_pessoa: number;
  versao: number;
  atualizado_em: string;
  cod_disciplina: number;
  codigo: string;
  nome_disciplina: string;
  carga_horaria: number | null;
  professor: string;
  ementa: string | null;
  objetivos: string | null;
  conteudo: string | null;
  metodologia: string | null;
  avaliacao: string | null;
}

interface SummaryRow extends PlanoResumo {
  cod_disciplina: number;
  cod_pessoa: number;
}

const disciplinaOf = (r: DisciplinaPlano): DisciplinaPlano => ({
  cod_disciplina: r.cod_disciplina,
  codigo: r.codigo,
  nome_disciplina: r.nome_disciplina,
  carga_horaria: r.carga_horaria,
});

/** The courses of each discipline asked for, by course name. */
async function coursesOf(q: Queryable, disciplinas: readonly number[]): Promise<Map<number, CursoDisciplina[]>> {
  const rows = await q.query<CursoDisciplina & { cod_disciplina: number }>(
    `SELECT cd.cod_disciplina, c.cod_curso, c.nome_curso, c.sigla, cd.periodo
       FROM curso_disciplina cd JOIN cursos c USING (cod_curso)
      WHERE cd.cod_disciplina = ANY ($1::int[]) ORDER BY c.nome_curso, c.cod_curso`,
    [disciplinas],
  );
  const out = new Map<number, CursoDisciplina[]>();
  for (const { cod_disciplina, ...c } of rows) out.set(cod_disciplina, [...(out.get(cod_disciplina) ?? []), c]);
  return out;
}

/** The plans of the disciplines asked for (every professor's), by professor name. */
const summaries = (q: Queryable, where: string, params: unknown[]) =>
  q.query<SummaryRow>(
    `SELECT p.cod_plano, p.cod_disciplina, p.cod_pessoa, p.versao, pe.nome_pessoa AS professor, ${ISO('p.atualizado_em')} AS atualizado_em,
            (SELECT count(*)::int FROM plano_ensino_bibliografia b WHERE b.cod_plano = p.cod_plano) AS titulos
       FROM planos_ensino p JOIN pessoas pe ON pe.cod_pessoa = p.cod_pessoa
      WHERE ${where} ORDER BY pe.nome_pessoa, p.cod_plano`,
    params,
  );

const summaryOf = ({ cod_disciplina: _d, cod_pessoa: _p, ...s }: SummaryRow): PlanoResumo => s;

/** One plan with its discipline, courses and bibliography; `me` says whether it is the caller's. */
async function planOf(q: Queryable, where: string, params: unknown[], me: number): Promise<PlanoEnsino | undefined> {
  const [row] = await q.query<PlanRow>(
    `SELECT p.cod_plano, p.cod_pessoa, p.versao, ${ISO('p.atualizado_em')} AS atualizado_em, ${DISCIPLINA}, pe.nome_pessoa AS professor,
            p.ementa, p.objetivos, p.conteudo, p.metodologia, p.avaliacao
       FROM planos_ensino p JOIN disciplinas d USING (cod_disciplina) JOIN pessoas pe ON pe.cod_pessoa = p.cod_pessoa
      WHERE ${where}`,
    params,
  );
  if (!row) return undefined;
  const bibliografia = await q.query<ReferenciaPlano>(
    `SELECT b.cod_acervo, b.tipo, b.ordem, t.obra, t.descricao, t.ano_publicacao, b.capitulo, b.pagina_inicial, b.pagina_final, b.nota
       FROM plano_ensino_bibliografia b JOIN titulos t USING (cod_acervo)
      WHERE b.cod_plano = $1 ORDER BY b.tipo, b.ordem, b.cod_acervo`,
    [row.cod_plano],
  );
  const cursos = (await coursesOf(q, [row.cod_disciplina])).get(row.cod_disciplina) ?? [];
  return {
    cod_plano: row.cod_plano,
    versao: row.versao,
    atualizado_em: row.atualizado_em,
    disciplina: disciplinaOf(row),
    professor: row.professor,
    meu: row.cod_pessoa === me,
    cursos,
    ementa: row.ementa,
    objetivos: row.objetivos,
    conteudo: row.conteudo,
    metodologia: row.metodologia,
    avaliacao: row.avaliacao,
    bibliografia,
  };
}

/** The caller's own plan of a discipline (never another professor's). */
const ownPlan = (q: Queryable, codDisciplina: number, codPessoa: number) =>
  planOf(q, 'p.cod_disciplina = $1 AND p.cod_pessoa = $2', [codDisciplina, codPessoa], codPessoa);

/** The SQL of /api/plano-ensino: a professor's own plans, and the plans a student's courses give them to read. */
export function planoEnsinoRepository(db: Db) {
  return {
    /** A discipline, or undefined when there is none of that code. */
    discipline: async (codDisciplina: number) =>
      (await db.query<DisciplinaPlano>(`SELECT ${DISCIPLINA} FROM disciplinas d WHERE d.cod_disciplina = $1`, [codDisciplina]))[0],

    courses: async (codDisciplina: number) => (await coursesOf(db, [codDisciplina])).get(codDisciplina) ?? [],

    /** Whether the person teaches the discipline (disciplina_professor). */
    teaches: async (codPessoa: number, codDisciplina: number) =>
      (await db.query('SELECT 1 FROM disciplina_professor WHERE cod_pessoa = $1 AND cod_disciplina = $2', [codPessoa, codDisciplina])).length === 1,

    /** The disciplines the person teaches, by name, each with their own plan of it (or null). */
    async taught(codPessoa: number) {
      const rows = await db.query<DisciplinaPlano>(
        `SELECT ${DISCIPLINA} FROM disciplina_professor dp JOIN disciplinas d USING (cod_disciplina)
          WHERE dp.cod_pessoa = $1 ORDER BY d.nome_disciplina, d.cod_disciplina`,
        [codPessoa],
      );
      const ids = rows.map((r) => r.cod_disciplina);
      const [cursos, planos] = await Promise.all([coursesOf(db, ids), summaries(db, 'p.cod_pessoa = $1', [codPessoa])]);
      return rows.map((d) => {
        const plano = planos.find((p) => p.cod_disciplina === d.cod_disciplina);
        return { disciplina: disciplinaOf(d), cursos: cursos.get(d.cod_disciplina) ?? [], plano: plano ? summaryOf(plano) : null };
      });
    },

    /** The courses the person is enrolled in, by name, each with its disciplines (by semester, then name) and every plan of each. */
    async enrolled(codPessoa: number) {
      const rows = await db.query<DisciplinaPlano & { cod_curso: number; nome_curso: string; sigla: string; periodo: number | null }>(
        `SELECT c.cod_curso, c.nome_curso, c.sigla, cd.periodo, ${DISCIPLINA}
           FROM curso_aluno ca JOIN cursos c USING (cod_curso)
           JOIN curso_disciplina cd USING (cod_curso) JOIN disciplinas d ON d.cod_disciplina = cd.cod_disciplina
          WHERE ca.cod_pessoa = $1
          ORDER BY c.nome_curso, c.cod_curso, cd.periodo NULLS LAST, d.nome_disciplina, d.cod_disciplina`,
        [codPessoa],
      );
      const planos = await summaries(db, 'p.cod_disciplina = ANY ($1::int[])', [[...new Set(rows.map((r) => r.cod_disciplina))]]);
      const out: { cod_curso: number; nome_curso: string; sigla: string; disciplinas: { disciplina: DisciplinaPlano; periodo: number | null; planos: PlanoResumo[] }[] }[] = [];
      for (const r of rows) {
        let curso = out.at(-1);
        if (curso?.cod_curso !== r.cod_curso) {
          curso = { cod_curso: r.cod_curso, nome_curso: r.nome_curso, sigla: r.sigla, disciplinas: [] };
          out.push(curso);
        }
        curso.disciplinas.push({ disciplina: disciplinaOf(r), periodo: r.periodo, planos: planos.filter((p) => p.cod_disciplina === r.cod_disciplina).map(summaryOf) });
      }
      return out;
    },

    /** A plan the person may read: their own, or one of a discipline of a course they are enrolled in; undefined otherwise. */
    readable: (codPlano: number, codPessoa: number) =>
      planOf(
        db,
        `p.cod_plano = $1 AND (p.cod_pessoa = $2 OR EXISTS (
           SELECT 1 FROM curso_aluno ca JOIN curso_disciplina cd USING (cod_curso) WHERE ca.cod_pessoa = $2 AND cd.cod_disciplina = p.cod_disciplina))`,
        [codPlano, codPessoa],
        codPessoa,
      ),

    own: (codDisciplina: number, codPessoa: number) => ownPlan(db, codDisciplina, codPessoa),

    /** The codes among `acervos` that name no title. */
    async missingTitles(acervos: readonly number[]): Promise<Set<number>> {
      const found = new Set((await db.query<{ cod_acervo: number }>('SELECT cod_acervo FROM titulos WHERE cod_acervo = ANY ($1::int[])', [acervos])).map((r) => r.cod_acervo));
      return new Set(acervos.filter((a) => !found.has(a)));
    },

    /**
     * Saves the professor's plan of a discipline at the version read (0: a new one) with its whole
     * bibliography, in one transaction; 'stale' (nothing written) when that is no longer the stored
     * version — the row lock of the update (or the unique key of the insert) makes the second of two
     * saves at once find the first's version.
     */
    save: (codDisciplina: number, codPessoa: number, versao: number, plan: CleanPlan, now: string): Promise<{ plano: PlanoEnsino; criado: boolean } | 'stale'> =>
      db.transaction(async (tx) => {
        const texts = [plan.ementa, plan.objetivos, plan.conteudo, plan.metodologia, plan.avaliacao];
        const [row] =
          versao === 0
            ? await tx.query<{ cod_plano: number }>(
                `INSERT INTO planos_ensino (cod_disciplina, cod_pessoa, ementa, objetivos, conteudo, metodologia, avaliacao, criado_em, atualizado_em)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz, $8::timestamptz)
                 ON CONFLICT (cod_disciplina, cod_pessoa) DO NOTHING RETURNING cod_plano`,
                [codDisciplina, codPessoa, ...texts, now],
              )
            : await tx.query<{ cod_plano: number }>(
                `UPDATE planos_ensino SET ementa = $4, objetivos = $5, conteudo = $6, metodologia = $7, avaliacao = $8,
                        atualizado_em = $9::timestamptz, versao = versao + 1
                  WHERE cod_disciplina = $1 AND cod_pessoa = $2 AND versao = $3 RETURNING cod_plano`,
                [codDisciplina, codPessoa, versao, ...texts, now],
              );
        if (!row) return 'stale';
        await tx.query('DELETE FROM plano_ensino_bibliografia WHERE cod_plano = $1', [row.cod_plano]);
        const ordem = { B: 0, C: 0 };
        const refs = plan.bibliografia.map((r) => ({ ...r, ordem: ++ordem[r.tipo] }));
        if (refs.length > 0) {
          await tx.query(
            `INSERT INTO plano_ensino_bibliografia (cod_plano, cod_acervo, tipo, ordem, capitulo, pagina_inicial, pagina_final, nota)
             SELECT $1, x.cod_acervo, x.tipo, x.ordem, x.capitulo, x.pagina_inicial, x.pagina_final, x.nota
               FROM jsonb_to_recordset($2::jsonb) AS x(cod_acervo int, tipo text, ordem int, capitulo text, pagina_inicial int, pagina_final int, nota text)`,
            [row.cod_plano, JSON.stringify(refs)],
          );
        }
        const plano = await ownPlan(tx, codDisciplina, codPessoa);
        if (!plano) throw new Error('teaching plan just saved not found');
        return { plano, criado: versao === 0 };
      }),

    /** Removes the professor's plan at the version read: 'removed', 'stale' (it changed: kept) or 'missing' (there is none). */
    async remove(codDisciplina: number, codPessoa: number, versao: number): Promise<'removed' | 'stale' | 'missing'> {
      const gone = await db.query('DELETE FROM planos_ensino WHERE cod_disciplina = $1 AND cod_pessoa = $2 AND versao = $3 RETURNING cod_plano', [codDisciplina, codPessoa, versao]);
      if (gone.length === 1) return 'removed';
      const left = await db.query('SELECT 1 FROM planos_ensino WHERE cod_disciplina = $1 AND cod_pessoa = $2', [codDisciplina, codPessoa]);
      return left.length === 1 ? 'stale' : 'missing';
    },
  };
}
