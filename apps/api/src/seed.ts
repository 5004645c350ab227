import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Instituicao } from '@estante/api-contract';
import type { Db } from './db/db';
import { seedCopies } from './copies';
import { seedLibraries } from './libraries';
import { seedCirculation } from './seed-circulation';
import { seedCourses } from './seed-courses';
import { seedNetwork } from './seed-rede';
import { addDays, todayUtc } from './seed-date';
import { seedAuth } from './seed-auth';
import { seedPeople } from './seed-people';
import { ATIVIDADE_DETALHES, AUTOATENDIMENTO, COMENTARIOS_GERAIS, EVENTOS, TEXTOS } from './settings';
import { importMarcFiles, type ImportReport } from './marc/import';
import { MARC_EXTENSIONS } from './marc/read';

/** Deterministic institution settings: the same on every run of the demo and of the tests. */
export const INSTITUICAO: Instituicao = {
  sigla: 'UFE',
  codEmpresa: 1,
  nome: 'Universidade Federal da Estante',
  tema: 'padrao',
  msg_suporte_consulta:
    '<p>Dúvidas sobre a consulta ao acervo? Escreva para <a href="mailto:biblioteca@estante.example">biblioteca@estante.example</a> ou ligue (00) 0000-0000, de segunda a sexta, das 8h às 18h.</p>',
  link_lgpd: 'https://estante.example/privacidade',
  msg_login: 'Use o seu código de usuário e a senha da biblioteca.',
  denominacao_login: 'Código de usuário',
  destino_padrao_login_catalogo: 0,
  usaOIDC: false,
  link_logout_OIDC: null,
  link_logout_saml: null,
  params: { __md_aut: '', __md_crypt: '', __web_url_pw: '', __web_aquisicao: '' },
};

/**
 * Activities (feature switches). 107 and 1120 exist but are off, so the catalogue does not offer
 * them; an administrator turns one on with `UPDATE funcionalidades SET ativo = true WHERE cod_atividade = 1120`
 * (a later seed keeps that choice).
 */
export const FUNCIONALIDADES: { cod_atividade: number; descricao: string; ativo: boolean }[] = [
  { cod_atividade: 8, descricao: 'Meu Pergamum', ativo: true },
  { cod_atividade: 12, descricao: 'Sugestão de aquisição', ativo: true },
  { cod_atividade: 13, descricao: 'Comentários', ativo: true },
  { cod_atividade: 57, descricao: 'Portal de periódicos', ativo: true },
  { cod_atividade: 87, descricao: 'Biblioteca digital', ativo: true },
  { cod_atividade: 88, descricao: 'Repositório institucional', ativo: true },
  { cod_atividade: 107, descricao: 'Afastamento', ativo: false },
  { cod_atividade: 1120, descricao: 'Captcha no login', ativo: false },
];

/**
 * Inserts settings, activities, campuses and libraries that are missing; never overwrites what an
 * administrator changed. Event dates count from `referenceDate` (default: today, UTC).
 */
export async function seedSettings(db: Db, referenceDate: string = todayUtc()): Promise<void> {
  await db.transaction(async (tx) => {
    const eventos = EVENTOS.map(({ inicio, fim, ...e }) => ({ ...e, data_inicio: addDays(referenceDate, inicio), data_fim: addDays(referenceDate, fim) }));
    await tx.query(`INSERT INTO configuracoes (chave, valor) SELECT key, value FROM jsonb_each($1::jsonb) ON CONFLICT (chave) DO NOTHING`, [
      JSON.stringify({ instituicao: INSTITUICAO, ...TEXTOS, autoatendimento: AUTOATENDIMENTO, eventos_institucionais: eventos, comentarios_gerais: COMENTARIOS_GERAIS }),
    ]);
    await tx.query(
      `INSERT INTO funcionalidades (cod_atividade, descricao, ativo, ordem, link, informativo)
       SELECT cod_atividade, descricao, ativo, ordem, link, informativo
       FROM jsonb_to_recordset($1::jsonb) AS x(cod_atividade int, descricao text, ativo boolean, ordem int, link text, informativo text)
       ON CONFLICT (cod_atividade) DO UPDATE SET link = coalesce(funcionalidades.link, EXCLUDED.link),
         informativo = coalesce(funcionalidades.informativo, EXCLUDED.informativo)`,
      [JSON.stringify(FUNCIONALIDADES.map((f, ordem) => ({ ...f, ordem, link: null, informativo: null, ...ATIVIDADE_DETALHES[f.cod_atividade] })))],
    );
    await seedLibraries(tx);
  });
}

/** Every MARC file (MARCXML .xml, ISO 2709 .mrc/.iso/.marc) under marcDir/auth, then marcDir/bib, in name order. */
export async function marcFiles(marcDir: string): Promise<string[]> {
  const out: string[] = [];
  for (const sub of ['auth', 'bib']) {
    const dir = path.join(marcDir, sub);
    const names = await readdir(dir).catch(() => [] as string[]);
    out.push(...names.filter((n) => MARC_EXTENSIONS.includes(path.extname(n).toLowerCase())).sort().map((n) => path.join(dir, n)));
  }
  return out;
}

export async function countTitles(db: Db): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM titulos');
  return row?.n ?? 0;
}

export interface SeedOptions {
  /**
   * yyyy-mm-dd: every date of the seeded data is an offset from it (see seed-date.ts). Default: the
   * current UTC date; the CLI and the server take SEED_DATE.
   */
  referenceDate?: string;
}

/**
 * Imports the whole MARC folder (when `force` or the catalogue is empty), then inserts what is
 * missing of the settings, the copies, the people, the courses and the circulation data. A second
 * run adds nothing (only copies of titles imported since, and their loans and holds).
 */
export async function seed(db: Db, marcDir: string, force = false, options: SeedOptions = {}): Promise<ImportReport | null> {
  const referenceDate = options.referenceDate ?? todayUtc();
  let report: ImportReport | null = null;
  const empty = (await countTitles(db)) === 0;
  if (empty) {
    // Codes restart at 1 so every fresh seed numbers the same records the same way (an
    // interrupted earlier import may have consumed sequence values). CASCADE: the tables that refer to
    // titles and copies (loans, holds, comments, bibliographies, and debts through loans) hold nothing
    // of an empty catalogue worth keeping.
    await db.exec('TRUNCATE exemplares, titulo_autoridade, titulos, autoridades, vocabulario RESTART IDENTITY CASCADE');
  }
  if (force || empty) {
    const files = await marcFiles(marcDir);
    if (files.length === 0) throw new Error(`no MARC files (.xml, .mrc, .iso, .marc) under ${marcDir}/{auth,bib}`);
    report = await importMarcFiles(db, files);
  }
  await seedSettings(db, referenceDate);
  await seedAuth(db);
  await db.transaction((tx) => seedCopies(tx, referenceDate));
  await db.transaction(async (tx) => {
    await seedPeople(tx, referenceDate);
    await seedCourses(tx);
    await seedCirculation(tx, referenceDate);
    await seedNetwork(tx);
  });
  return report;
}

/** Rows per table of the seeded data (the seed CLI prints them). */
export async function seedCounts(db: Db): Promise<Record<string, number>> {
  const tables = [
    'titulos', 'exemplares', 'pessoas', 'logins', 'emprestimos', 'reservas', 'debitos', 'comentarios', 'sugestoes_aquisicao',
    'cursos', 'disciplinas', 'curso_disciplina', 'disciplina_professor', 'bibliografias',
  ];
  const [row] = await db.query<Record<string, number>>(`SELECT ${tables.map((t) => `(SELECT count(*)::int FROM ${t}) AS ${t}`).join(', ')}`);
  return row ?? {};
}
