import type { SituacaoExemplar } from '@estante/api-contract';
import type { Queryable } from '../db/db';
import { BIBLIOTECAS } from './libraries';
import { prng } from '../lib/random';
import { addDays, daysBetween } from './date';

const MATERIAL: Record<number, string> = {
  1: 'Livro',
  2: 'Fascículo',
  3: 'Partitura',
  4: 'Mapa',
  5: 'DVD',
  6: 'CD',
  7: 'CD-ROM',
  8: 'Material gráfico',
  9: 'Objeto',
  10: 'Kit',
  11: 'Material misto',
  12: 'Manuscrito',
};

export interface CopyRow {
  cod_exemplar: number;
  cod_acervo: number;
  cod_biblioteca: number;
  volume: string | null;
  tomo: string | null;
  parte: string | null;
  material: string;
  tipo_emprestimo: string;
  localizacao: string;
  colecao: string;
  situacao: SituacaoExemplar;
  /** yyyy-mm-dd */
  data_devolucao_prevista: string | null;
}

/**
 * Expected return of a copy on loan, from one draw `x` in [0, 1): one loan in ten is overdue (1 to
 * 20 days, 1 to 5 for 3-day loans), the others are due within the shortest loan period (14 days for
 * "Normal" copies, which any patron category may have borrowed; 3 for "Especial").
 */
function dueOffset(x: number, tipoEmprestimo: string): number {
  const special = tipoEmprestimo !== 'Normal';
  if (x < 0.1) return -(1 + Math.floor(x * 10 * (special ? 5 : 20)));
  return 1 + Math.floor(((x - 0.1) / 0.9) * (special ? 3 : 14));
}

/**
 * 0 to 4 copies of a title, spread over the libraries; cod_exemplar = cod_acervo * 10 + n.
 * Pure function of (cod_acervo, cod_tipo_obra, reference date): every seed on the same date
 * produces the same copies, and the codes and everything but the dates never depend on the date.
 */
export function copiesOf(codAcervo: number, codTipoObra: number, referenceDate: string): CopyRow[] {
  const r = prng(Math.imul(codAcervo, 2654435761));
  const n = Math.floor(r() * 5);
  const volumes = n >= 2 && (codTipoObra === 2 || r() < 0.15);
  const out: CopyRow[] = [];
  for (let i = 1; i <= n; i++) {
    const lib = BIBLIOTECAS[Math.floor(r() * BIBLIOTECAS.length)] ?? BIBLIOTECAS[0];
    const loanRoll = r();
    const tipo_emprestimo = loanRoll < 0.75 ? 'Normal' : loanRoll < 0.88 ? 'Especial (3 dias)' : 'Consulta local';
    const roll = r();
    const situacao: SituacaoExemplar =
      tipo_emprestimo === 'Consulta local' ? 'consulta_local' : roll < 0.6 ? 'disponivel' : roll < 0.85 ? 'emprestado' : roll < 0.95 ? 'reservado' : 'em_transito';
    const colRoll = r();
    out.push({
      cod_exemplar: codAcervo * 10 + i,
      cod_acervo: codAcervo,
      cod_biblioteca: lib?.cod_biblioteca ?? 1,
      volume: volumes ? `v. ${i}` : null,
      tomo: volumes && codTipoObra !== 2 && r() < 0.3 ? `t. ${1 + Math.floor(r() * 3)}` : null,
      parte: volumes && r() < 0.2 ? `pt. ${1 + Math.floor(r() * 2)}` : null,
      material: MATERIAL[codTipoObra] ?? 'Outro',
      tipo_emprestimo,
      localizacao: `Estante ${1 + Math.floor(r() * 40)}, prateleira ${1 + Math.floor(r() * 6)}`,
      colecao: colRoll < 0.8 ? 'Acervo geral' : colRoll < 0.9 ? 'Reserva técnica' : 'Coleção especial',
      situacao,
      data_devolucao_prevista: situacao === 'emprestado' ? addDays(referenceDate, dueOffset(r(), tipo_emprestimo)) : null,
    });
  }
  return out;
}

/** Share of the copies on the shelf ('disponivel') that arrived in the month before the reference date. */
export const NEW_ACQUISITION_SHARE = 0.03;

/**
 * When a copy was acquired (data_aquisicao, new-acquisition type NA_A) and catalogued
 * (data_catalogacao, NA_C). About 3 % of the copies on the shelf arrived 1 to 27 days before the
 * reference date (so always within the month before it) and were catalogued within days (never
 * after the reference date); the others arrived between their publication year (at most 30 years
 * back) and six months before it. A pure function of the copy code, its status, the title's year
 * and the reference date.
 */
export function acquisitionOf(
  codExemplar: number,
  situacao: string,
  anoPublicacao: string | null,
  referenceDate: string,
): { data_aquisicao: string; data_catalogacao: string } {
  const r = prng(Math.imul(codExemplar, 0x9e3779b1) ^ 0x5eed);
  if (situacao === 'disponivel' && r() < NEW_ACQUISITION_SHARE) {
    const data_aquisicao = addDays(referenceDate, -(1 + Math.floor(r() * 27)));
    const catalogued = addDays(data_aquisicao, 1 + Math.floor(r() * 5));
    return { data_aquisicao, data_catalogacao: catalogued > referenceDate ? referenceDate : catalogued };
  }
  const latest = addDays(referenceDate, -183);
  const year = Number(/\d{4}/.exec(anoPublicacao ?? '')?.[0] ?? NaN);
  const thirtyYears = addDays(referenceDate, -30 * 365);
  let earliest = Number.isFinite(year) ? `${String(year).padStart(4, '0')}-01-01` : thirtyYears;
  if (earliest < thirtyYears) earliest = thirtyYears;
  if (earliest > latest) earliest = latest;
  const data_aquisicao = addDays(earliest, Math.floor(r() * (daysBetween(earliest, latest) + 1)));
  return { data_aquisicao, data_catalogacao: addDays(data_aquisicao, 1 + Math.floor(r() * 20)) };
}

/**
 * Adds the copies of every title that has none yet (a fresh seed, or titles imported since), and
 * the acquisition dates of copies that have none (copies seeded before those dates existed).
 */
export async function seedCopies(tx: Queryable, referenceDate: string): Promise<number> {
  const titles = await tx.query<{ cod_acervo: number; cod_tipo_obra: number; ano_publicacao: string | null }>(
    `SELECT cod_acervo, cod_tipo_obra, ano_publicacao FROM titulos t
     WHERE NOT EXISTS (SELECT 1 FROM exemplares e WHERE e.cod_acervo = t.cod_acervo) ORDER BY cod_acervo`,
  );
  const rows = titles.flatMap((t) =>
    copiesOf(t.cod_acervo, t.cod_tipo_obra, referenceDate).map((c) => ({ ...c, ...acquisitionOf(c.cod_exemplar, c.situacao, t.ano_publicacao, referenceDate) })),
  );
  for (let i = 0; i < rows.length; i += 2000) {
    await tx.query(
      `INSERT INTO exemplares (cod_exemplar, cod_acervo, cod_biblioteca, volume, tomo, parte, material, tipo_emprestimo, localizacao, colecao, situacao,
         data_devolucao_prevista, data_aquisicao, data_catalogacao)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(cod_exemplar int, cod_acervo int, cod_biblioteca int, volume text, tomo text, parte text,
         material text, tipo_emprestimo text, localizacao text, colecao text, situacao text, data_devolucao_prevista date, data_aquisicao date, data_catalogacao date)
       ON CONFLICT (cod_exemplar) DO NOTHING`,
      [JSON.stringify(rows.slice(i, i + 2000))],
    );
  }
  const undated = await tx.query<{ cod_exemplar: number; situacao: string; ano_publicacao: string | null }>(
    `SELECT e.cod_exemplar, e.situacao, t.ano_publicacao FROM exemplares e JOIN titulos t USING (cod_acervo)
     WHERE e.data_aquisicao IS NULL ORDER BY e.cod_exemplar`,
  );
  const dates = undated.map((c) => ({ cod_exemplar: c.cod_exemplar, ...acquisitionOf(c.cod_exemplar, c.situacao, c.ano_publicacao, referenceDate) }));
  for (let i = 0; i < dates.length; i += 2000) {
    await tx.query(
      `UPDATE exemplares e SET data_aquisicao = x.data_aquisicao, data_catalogacao = x.data_catalogacao
       FROM jsonb_to_recordset($1::jsonb) AS x(cod_exemplar int, data_aquisicao date, data_catalogacao date)
       WHERE e.cod_exemplar = x.cod_exemplar AND e.data_aquisicao IS NULL`,
      [JSON.stringify(dates.slice(i, i + 2000))],
    );
  }
  return rows.length;
}
