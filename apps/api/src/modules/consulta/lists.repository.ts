import type {
  ConsultaBiblioteca,
  ConsultaBibliotecaItem,
  ConsultaCampus,
  ConsultaCurso,
  ConsultaCursoItem,
  ConsultaDisciplina,
  ConsultaDisciplinaItem,
  ConsultaProfessor,
  OpcaoCodigo,
  TituloBibliografia,
} from '@estante/api-contract';
import type { Db } from '../../db/db';

/** A course as stored: its level's label (desc_nivel) is the route's. */
export type CursoRow = Omit<ConsultaCursoItem, 'desc_nivel'>;
type CursoEntryRow = Omit<ConsultaCurso, 'desc_nivel'>;

/**
 * Names sort by their accent-free lower-case form compared bytewise (COLLATE "C"), the same on
 * PGlite and PostgreSQL.
 */
const BY_NAME = (column: string) => `estante_norm(${column}) COLLATE "C", ${column} COLLATE "C"`;

const BIBLIOTECA_COLUMNS = `b.cod_biblioteca AS codigo, b.desc_biblioteca AS descricao, b.sigla, b.cod_campus, c.nome_campus`;
const CURSO_COLUMNS = `c.cod_curso AS codigo, c.nome_curso AS descricao, c.sigla, c.nivel, c.cod_campus, ca.nome_campus`;
const DISCIPLINA_COLUMNS = `d.cod_disciplina AS codigo, d.nome_disciplina AS descricao, d.codigo AS sigla, d.carga_horaria`;
/** Professors: persons of category 04 who teach at least one discipline (only their code and name leave the server). */
const PROFESSOR = `p.cod_categoria = '04' AND EXISTS (SELECT 1 FROM disciplina_professor x WHERE x.cod_pessoa = p.cod_pessoa)`;

/**
 * The option lists of the search screen and their entries: campuses, libraries, courses,
 * disciplines (with their bibliographies) and professors.
 */
export function listsRepository(db: Db) {
  const professorsOf = (disciplina: number) =>
    db.query<OpcaoCodigo>(
      `SELECT p.cod_pessoa AS codigo, p.nome_pessoa AS descricao FROM disciplina_professor dp JOIN pessoas p USING (cod_pessoa)
       WHERE dp.cod_disciplina = $1 AND p.cod_categoria = '04' ORDER BY ${BY_NAME('p.nome_pessoa')}, p.cod_pessoa`,
      [disciplina],
    );

  return {
    campuses: () => db.query<OpcaoCodigo>('SELECT cod_campus AS codigo, nome_campus AS descricao FROM campus ORDER BY cod_campus'),

    async campus(id: number): Promise<ConsultaCampus | null> {
      const [campus] = await db.query<OpcaoCodigo>('SELECT cod_campus AS codigo, nome_campus AS descricao FROM campus WHERE cod_campus = $1', [id]);
      if (!campus) return null;
      const bibliotecas = await db.query<OpcaoCodigo>(
        'SELECT cod_biblioteca AS codigo, desc_biblioteca AS descricao FROM bibliotecas WHERE cod_campus = $1 ORDER BY cod_biblioteca',
        [id],
      );
      const cursos = await db.query<OpcaoCodigo>(
        `SELECT cod_curso AS codigo, nome_curso AS descricao FROM cursos WHERE cod_campus = $1 ORDER BY ${BY_NAME('nome_curso')}, cod_curso`,
        [id],
      );
      return { ...campus, bibliotecas, cursos };
    },

    libraries: (campus: number | null) =>
      db.query<ConsultaBibliotecaItem>(
        `SELECT ${BIBLIOTECA_COLUMNS} FROM bibliotecas b JOIN campus c USING (cod_campus)
         WHERE $1::int IS NULL OR b.cod_campus = $1::int ORDER BY b.cod_biblioteca`,
        [campus],
      ),

    async library(id: number): Promise<ConsultaBiblioteca | null> {
      const [row] = await db.query<ConsultaBiblioteca>(
        `SELECT ${BIBLIOTECA_COLUMNS}, b.endereco, b.telefone, b.email, b.horarios
         FROM bibliotecas b JOIN campus c USING (cod_campus) WHERE b.cod_biblioteca = $1`,
        [id],
      );
      return row ?? null;
    },

    courses: () =>
      db.query<CursoRow>(`SELECT ${CURSO_COLUMNS} FROM cursos c LEFT JOIN campus ca USING (cod_campus) ORDER BY ${BY_NAME('c.nome_curso')}, c.cod_curso`),

    async course(id: number): Promise<CursoEntryRow | null> {
      const [row] = await db.query<CursoRow>(`SELECT ${CURSO_COLUMNS} FROM cursos c LEFT JOIN campus ca USING (cod_campus) WHERE c.cod_curso = $1`, [id]);
      if (!row) return null;
      const disciplinas = await db.query<ConsultaCurso['disciplinas'][number]>(
        `SELECT ${DISCIPLINA_COLUMNS}, cd.periodo FROM curso_disciplina cd JOIN disciplinas d USING (cod_disciplina)
         WHERE cd.cod_curso = $1 ORDER BY cd.periodo NULLS LAST, ${BY_NAME('d.nome_disciplina')}, d.cod_disciplina`,
        [id],
      );
      return { ...row, disciplinas };
    },

    disciplines: (curso: number | null) =>
      db.query<ConsultaDisciplinaItem>(
        `SELECT ${DISCIPLINA_COLUMNS} FROM disciplinas d
         WHERE $1::int IS NULL OR EXISTS (SELECT 1 FROM curso_disciplina cd WHERE cd.cod_disciplina = d.cod_disciplina AND cd.cod_curso = $1::int)
         ORDER BY ${BY_NAME('d.nome_disciplina')}, d.cod_disciplina`,
        [curso],
      ),

    async discipline(id: number): Promise<ConsultaDisciplina | null> {
      const [row] = await db.query<ConsultaDisciplinaItem>(`SELECT ${DISCIPLINA_COLUMNS} FROM disciplinas d WHERE d.cod_disciplina = $1`, [id]);
      if (!row) return null;
      const cursos = await db.query<ConsultaDisciplina['cursos'][number]>(
        `SELECT c.cod_curso AS codigo, c.nome_curso AS descricao, cd.periodo FROM curso_disciplina cd JOIN cursos c USING (cod_curso)
         WHERE cd.cod_disciplina = $1 ORDER BY ${BY_NAME('c.nome_curso')}, c.cod_curso`,
        [id],
      );
      const titulos = await db.query<TituloBibliografia & { tipo: 'B' | 'C' }>(
        `SELECT b.tipo, t.cod_acervo, t.obra, t.responsabilidade, t.ano_publicacao, '/acervo/' || t.cod_acervo AS rota
         FROM bibliografias b JOIN titulos t USING (cod_acervo) WHERE b.cod_disciplina = $1 ORDER BY b.tipo, b.ordem, t.cod_acervo`,
        [id],
      );
      const strip = ({ tipo: _tipo, ...t }: TituloBibliografia & { tipo: 'B' | 'C' }): TituloBibliografia => t;
      return {
        ...row,
        cursos,
        professores: await professorsOf(id),
        bibliografia: { basica: titulos.filter((t) => t.tipo === 'B').map(strip), complementar: titulos.filter((t) => t.tipo === 'C').map(strip) },
      };
    },

    professors: (curso: number | null, disciplina: number | null) =>
      db.query<OpcaoCodigo>(
        `SELECT p.cod_pessoa AS codigo, p.nome_pessoa AS descricao FROM pessoas p
         WHERE ${PROFESSOR} AND EXISTS (
           SELECT 1 FROM disciplina_professor dp
           WHERE dp.cod_pessoa = p.cod_pessoa
             AND ($2::int IS NULL OR dp.cod_disciplina = $2::int)
             AND ($1::int IS NULL OR EXISTS (SELECT 1 FROM curso_disciplina cd WHERE cd.cod_disciplina = dp.cod_disciplina AND cd.cod_curso = $1::int)))
         ORDER BY ${BY_NAME('p.nome_pessoa')}, p.cod_pessoa`,
        [curso, disciplina],
      ),

    async professor(id: number): Promise<ConsultaProfessor | null> {
      const [row] = await db.query<OpcaoCodigo>(`SELECT p.cod_pessoa AS codigo, p.nome_pessoa AS descricao FROM pessoas p WHERE p.cod_pessoa = $1 AND ${PROFESSOR}`, [
        id,
      ]);
      if (!row) return null;
      const disciplinas = await db.query<ConsultaDisciplinaItem>(
        `SELECT ${DISCIPLINA_COLUMNS} FROM disciplina_professor dp JOIN disciplinas d USING (cod_disciplina)
         WHERE dp.cod_pessoa = $1 ORDER BY ${BY_NAME('d.nome_disciplina')}, d.cod_disciplina`,
        [id],
      );
      return { ...row, disciplinas };
    },
  };
}
