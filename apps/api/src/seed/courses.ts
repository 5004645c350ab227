import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db';

export type NivelCurso = 'graduacao' | 'pos_graduacao' | 'tecnico';

export interface CursoSeed {
  cod_curso: number;
  nome_curso: string;
  sigla: string;
  nivel: NivelCurso;
  cod_campus: number;
}

export const CURSOS: CursoSeed[] = [
  { cod_curso: 1, nome_curso: 'Biblioteconomia', sigla: 'BIB', nivel: 'graduacao', cod_campus: 1 },
  { cod_curso: 2, nome_curso: 'Ciência da Computação', sigla: 'CCO', nivel: 'graduacao', cod_campus: 2 },
  { cod_curso: 3, nome_curso: 'Direito', sigla: 'DIR', nivel: 'graduacao', cod_campus: 1 },
  { cod_curso: 4, nome_curso: 'Letras — Português e Francês', sigla: 'LET', nivel: 'graduacao', cod_campus: 1 },
  { cod_curso: 5, nome_curso: 'História', sigla: 'HIS', nivel: 'graduacao', cod_campus: 1 },
  { cod_curso: 6, nome_curso: 'Medicina', sigla: 'MED', nivel: 'graduacao', cod_campus: 1 },
  { cod_curso: 7, nome_curso: 'Música Popular', sigla: 'MUS', nivel: 'graduacao', cod_campus: 3 },
  { cod_curso: 8, nome_curso: 'Mestrado em Engenharia Ambiental', sigla: 'PPGEA', nivel: 'pos_graduacao', cod_campus: 2 },
];

export interface DisciplinaSeed {
  cod_disciplina: number;
  codigo: string;
  nome: string;
  carga_horaria: number;
  /** [cod_curso, semester] */
  cursos: [number, number][];
  /** Logins of the professors (category 04) who teach it. */
  professores: string[];
  /**
   * Bibliography: titles whose subjects (then title), normalised by `norm` (lower case, no
   * accents, words separated by one space), match this regular expression (\m and \M: start and end
   * of a word); subject matches first, Portuguese titles first among them, then a fixed pseudo-random
   * order per discipline (md5 of the control number). The first 3 are the basic bibliography, up to 4 more the complementary one.
   */
  assuntos: string;
}

/** Disciplines; several belong to more than one course (e.g. research methods). */
export const DISCIPLINAS: DisciplinaSeed[] = [
  // Shared
  { cod_disciplina: 1, codigo: 'MET101', nome: 'Metodologia Científica', carga_horaria: 60, cursos: [[1, 1], [3, 1], [6, 1], [8, 1]], professores: ['P0001'], assuntos: 'metodologia|pesquisa qualitativa|pesquisa cientifica' },
  { cod_disciplina: 2, codigo: 'ETI201', nome: 'Ética Profissional', carga_horaria: 30, cursos: [[1, 6], [3, 8]], professores: ['P0001', 'P0005'], assuntos: '\\metica\\M|\\methics\\M|moral and ethical' },
  // Biblioteconomia
  { cod_disciplina: 3, codigo: 'BIB101', nome: 'Fontes de Informação', carga_horaria: 60, cursos: [[1, 1]], professores: ['P0002'], assuntos: 'dictionar|encyclop|bibliograph' },
  { cod_disciplina: 4, codigo: 'BIB202', nome: 'Representação Descritiva', carga_horaria: 90, cursos: [[1, 3]], professores: ['P0002'], assuntos: '\\mcatalog|\\mlibrar|discograph' },
  { cod_disciplina: 5, codigo: 'BIB303', nome: 'Gestão da Informação e do Conhecimento', carga_horaria: 60, cursos: [[1, 5]], professores: ['P0002', 'P0003'], assuntos: 'knowledge management|information systems|knowledge discovery|information society' },
  // Ciência da Computação
  { cod_disciplina: 6, codigo: 'CCO101', nome: 'Engenharia de Software', carga_horaria: 60, cursos: [[2, 3]], professores: ['P0003'], assuntos: 'software engineering|software development|computer software development' },
  { cod_disciplina: 7, codigo: 'CCO202', nome: 'Software Livre e Código Aberto', carga_horaria: 60, cursos: [[2, 5]], professores: ['P0003'], assuntos: 'open source|free software' },
  { cod_disciplina: 8, codigo: 'CCO203', nome: 'Sistemas Operacionais', carga_horaria: 60, cursos: [[2, 4]], professores: ['P0004'], assuntos: 'operating systems|\\mlinux|\\munix' },
  { cod_disciplina: 9, codigo: 'CCO304', nome: 'Banco de Dados e Mineração de Dados', carga_horaria: 90, cursos: [[2, 4], [1, 4]], professores: ['P0004'], assuntos: 'data warehous|database|mineracao de dados|analise de dados|data analy' },
  { cod_disciplina: 10, codigo: 'CCO405', nome: 'Programação', carga_horaria: 90, cursos: [[2, 1]], professores: ['P0004'], assuntos: 'programming|program language|objective c' },
  // Direito
  { cod_disciplina: 11, codigo: 'DIR101', nome: 'Introdução ao Estudo do Direito', carga_horaria: 60, cursos: [[3, 1]], professores: ['P0001', 'P0005'], assuntos: '\\mdireito|teoria juridica' },
  { cod_disciplina: 12, codigo: 'DIR202', nome: 'Direito Administrativo', carga_horaria: 60, cursos: [[3, 5]], professores: ['P0005'], assuntos: 'direito administrativo|administracao publica|agencias reguladoras|improbidade|discricionariedade' },
  { cod_disciplina: 13, codigo: 'DIR303', nome: 'Métodos Adequados de Solução de Conflitos', carga_horaria: 45, cursos: [[3, 7]], professores: ['P0005'], assuntos: 'mediacao|arbitragem|negociacao' },
  { cod_disciplina: 14, codigo: 'DIR204', nome: 'Direito Constitucional e Civil', carga_horaria: 90, cursos: [[3, 3]], professores: ['P0005'], assuntos: 'codigo civil|constituicao|codigo tributario|direito eleitoral' },
  // Letras
  { cod_disciplina: 15, codigo: 'LET101', nome: 'Língua Portuguesa I', carga_horaria: 60, cursos: [[4, 1]], professores: ['P0006'], assuntos: 'gramatica|lingua portuguesa' },
  { cod_disciplina: 16, codigo: 'LET202', nome: 'Literatura Francesa', carga_horaria: 60, cursos: [[4, 4]], professores: ['P0006'], assuntos: 'litterature francaise|poesie francaise|roman francais|romantisme' },
  { cod_disciplina: 17, codigo: 'LET203', nome: 'História da Língua Francesa', carga_horaria: 45, cursos: [[4, 3]], professores: ['P0006'], assuntos: 'francais langue|anglo normand|\\malphabets|vocabulaire' },
  { cod_disciplina: 18, codigo: 'LET304', nome: 'Literaturas de Língua Inglesa', carga_horaria: 60, cursos: [[4, 5]], professores: ['P0007'], assuntos: '\\mfiction\\M|american fiction' },
  { cod_disciplina: 19, codigo: 'LET405', nome: 'Literaturas Asiáticas: Nepal', carga_horaria: 30, cursos: [[4, 7]], professores: ['P0007'], assuntos: 'nepali literature' },
  // História
  { cod_disciplina: 20, codigo: 'HIS201', nome: 'História Moderna', carga_horaria: 60, cursos: [[5, 3]], professores: ['P0008'], assuntos: 'france histoire 1[56]|louis xiv|valois|henri iv|francois i\\M' },
  { cod_disciplina: 21, codigo: 'HIS302', nome: 'Revolução Francesa', carga_horaria: 60, cursos: [[5, 4]], professores: ['P0008'], assuntos: 'revolution' },
  { cod_disciplina: 22, codigo: 'HIS303', nome: 'Era Napoleônica', carga_horaria: 45, cursos: [[5, 5]], professores: ['P0008'], assuntos: 'napoleon|consulat et empire|1799 1815' },
  { cod_disciplina: 23, codigo: 'HIS204', nome: 'História da Igreja', carga_horaria: 45, cursos: [[5, 4]], professores: ['P0009'], assuntos: '\\meglise|\\mchurch|catholique' },
  { cod_disciplina: 24, codigo: 'HIS405', nome: 'História Contemporânea da Europa', carga_horaria: 60, cursos: [[5, 6]], professores: ['P0009'], assuntos: 'second empire|bismarck|1914 1918|1871' },
  // Medicina
  { cod_disciplina: 25, codigo: 'MED301', nome: 'Ginecologia e Obstetrícia', carga_horaria: 120, cursos: [[6, 7]], professores: ['P0010'], assuntos: 'ginecologia|obstetricia' },
  { cod_disciplina: 26, codigo: 'MED402', nome: 'Medicina de Emergência', carga_horaria: 90, cursos: [[6, 9]], professores: ['P0010'], assuntos: 'emergencia|primeiros socorros' },
  { cod_disciplina: 27, codigo: 'MED203', nome: 'Radiologia e Diagnóstico por Imagem', carga_horaria: 60, cursos: [[6, 5]], professores: ['P0010'], assuntos: 'radiologia|diagnostico por imagem' },
  { cod_disciplina: 28, codigo: 'MED404', nome: 'Pediatria', carga_horaria: 120, cursos: [[6, 8]], professores: ['P0010'], assuntos: 'pediatric|endocrinologia' },
  { cod_disciplina: 29, codigo: 'MED105', nome: 'Saúde Coletiva', carga_horaria: 60, cursos: [[6, 2]], professores: ['P0011'], assuntos: 'saude|nutricional|enfermagem' },
  // Música Popular
  { cod_disciplina: 30, codigo: 'MUS101', nome: 'História do Jazz', carga_horaria: 60, cursos: [[7, 1]], professores: ['P0012'], assuntos: 'jazz history|jazz musicians|jazz bio|histoire du jazz|jazz dictionar' },
  { cod_disciplina: 31, codigo: 'MUS202', nome: 'Improvisação', carga_horaria: 60, cursos: [[7, 3]], professores: ['P0012'], assuntos: '\\mimprovisation' },
  { cod_disciplina: 32, codigo: 'MUS203', nome: 'Prática de Big Band', carga_horaria: 90, cursos: [[7, 4]], professores: ['P0012'], assuntos: 'big band|jazz ensembles' },
  { cod_disciplina: 33, codigo: 'MUS204', nome: 'Piano Popular', carga_horaria: 60, cursos: [[7, 2]], professores: ['P0012'], assuntos: 'piano music jazz|piano with jazz' },
  { cod_disciplina: 34, codigo: 'MUS305', nome: 'Música Popular Brasileira', carga_horaria: 45, cursos: [[7, 5]], professores: ['P0012'], assuntos: 'popular music brazil|mautner|musica popular|\\mbossa|samba' },
  // Mestrado em Engenharia Ambiental
  { cod_disciplina: 35, codigo: 'PEA101', nome: 'Sustentabilidade e Educação Ambiental', carga_horaria: 45, cursos: [[8, 1]], professores: ['P0011'], assuntos: 'sustentab|educacao ambiental|meio ambiente|desenvolvimento sustentavel|environmental' },
  { cod_disciplina: 36, codigo: 'PEA102', nome: 'Tratamento de Efluentes', carga_horaria: 45, cursos: [[8, 1]], professores: ['P0011'], assuntos: 'efluentes|herbicidas' },
  { cod_disciplina: 37, codigo: 'PEA203', nome: 'Gestão Urbana', carga_horaria: 45, cursos: [[8, 2]], professores: ['P0009', 'P0011'], assuntos: 'urbanizacao|habitac|urban' },
  { cod_disciplina: 38, codigo: 'PEA204', nome: 'Bioenergia e Materiais', carga_horaria: 45, cursos: [[8, 2]], professores: ['P0004', 'P0011'], assuntos: 'bioenerg|recursos energeticos|biomass|polymer|tratamento termico' },
  { cod_disciplina: 39, codigo: 'PEA305', nome: 'Geoprocessamento', carga_horaria: 45, cursos: [[8, 3]], professores: ['P0004'], assuntos: '\\mgis\\M|geograph|geology|\\mmaps\\M' },
];

/** Like estante_norm (SQL): lower case, no accents, runs of other characters as one space. */
export const norm = (s: string): string =>
  s.normalize('NFKD').replace(/\p{M}+/gu, '').replace(/œ/g, 'oe').replace(/æ/g, 'ae').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** Titles of a bibliography per discipline: 3 basic, up to 4 complementary. */
export const BASICA = 3;
export const COMPLEMENTAR = 4;

/**
 * Inserts missing courses, disciplines, course↔discipline and discipline↔professor links, and the
 * bibliography of each discipline that has none yet (picked from the catalogue by subject; see
 * DisciplinaSeed.assuntos). Professors are looked up by login, so a missing one is just skipped.
 */
export async function seedCourses(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO cursos (cod_curso, nome_curso, sigla, nivel, cod_campus)
     SELECT cod_curso, nome_curso, sigla, nivel, cod_campus
     FROM jsonb_to_recordset($1::jsonb) AS x(cod_curso int, nome_curso text, sigla text, nivel text, cod_campus int)
     ON CONFLICT (cod_curso) DO NOTHING`,
    [JSON.stringify(CURSOS)],
  );
  await tx.query(
    `INSERT INTO disciplinas (cod_disciplina, codigo, nome_disciplina, carga_horaria)
     SELECT cod_disciplina, codigo, nome, carga_horaria
     FROM jsonb_to_recordset($1::jsonb) AS x(cod_disciplina int, codigo text, nome text, carga_horaria int)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(DISCIPLINAS)],
  );
  await tx.query(
    `INSERT INTO curso_disciplina (cod_curso, cod_disciplina, periodo)
     SELECT x.cod_curso, x.cod_disciplina, x.periodo
     FROM jsonb_to_recordset($1::jsonb) AS x(cod_curso int, cod_disciplina int, periodo int)
     JOIN cursos c USING (cod_curso) JOIN disciplinas d USING (cod_disciplina)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(DISCIPLINAS.flatMap((d) => d.cursos.map(([cod_curso, periodo]) => ({ cod_curso, cod_disciplina: d.cod_disciplina, periodo }))))],
  );
  await tx.query(
    `INSERT INTO disciplina_professor (cod_disciplina, cod_pessoa)
     SELECT DISTINCT x.cod_disciplina, l.cod_pessoa
     FROM jsonb_to_recordset($1::jsonb) AS x(cod_disciplina int, login text)
     JOIN disciplinas d USING (cod_disciplina)
     JOIN logins l ON l.login = x.login
     JOIN pessoas p ON p.cod_pessoa = l.cod_pessoa AND p.cod_categoria = '04'
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(DISCIPLINAS.flatMap((d) => d.professores.map((login) => ({ cod_disciplina: d.cod_disciplina, login }))))],
  );
  const empty = new Set(
    (
      await tx.query<{ cod_disciplina: number }>(
        `SELECT d.cod_disciplina FROM disciplinas d WHERE NOT EXISTS (SELECT 1 FROM bibliografias b WHERE b.cod_disciplina = d.cod_disciplina)`,
      )
    ).map((d) => d.cod_disciplina),
  );
  const pending = DISCIPLINAS.filter((x) => empty.has(x.cod_disciplina));
  if (pending.length === 0) return;
  // The patterns run in JS: estante_norm over the catalogue once per discipline costs seconds on PGlite.
  const titles = (
    await tx.query<{ cod_acervo: number; numero_controle: string; assuntos_txt: string; obra: string; idioma: string | null }>(
      'SELECT cod_acervo, numero_controle, assuntos_txt, obra, idioma FROM titulos ORDER BY cod_acervo',
    )
  ).map((t) => ({ ...t, assuntos: norm(t.assuntos_txt), obra: norm(t.obra), por: t.idioma === 'por' }));
  const rows = pending.flatMap((d) => {
    const re = new RegExp(d.assuntos.replaceAll('\\m', '\\b').replaceAll('\\M', '\\b'));
    const key = (numero: string) => createHash('md5').update(`${numero}:${d.cod_disciplina}`).digest('hex');
    return titles
      .map((t) => ({ t, bySubject: re.test(t.assuntos), byTitle: re.test(t.obra) }))
      .filter((m) => m.bySubject || m.byTitle)
      .map((m) => ({ ...m, key: key(m.t.numero_controle) }))
      .sort(
        (a, b) =>
          Number(b.bySubject) - Number(a.bySubject) || Number(b.t.por) - Number(a.t.por) || (a.key < b.key ? -1 : a.key > b.key ? 1 : a.t.cod_acervo - b.t.cod_acervo),
      )
      .slice(0, BASICA + COMPLEMENTAR)
      .map((m, i) => ({ cod_disciplina: d.cod_disciplina, cod_acervo: m.t.cod_acervo, tipo: i < BASICA ? 'B' : 'C', ordem: i + 1 }));
  });
  await tx.query(
    `INSERT INTO bibliografias (cod_disciplina, cod_acervo, tipo, ordem)
     SELECT cod_disciplina, cod_acervo, tipo, ordem FROM jsonb_to_recordset($1::jsonb) AS x(cod_disciplina int, cod_acervo int, tipo text, ordem int)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(rows)],
  );
}
