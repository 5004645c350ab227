import type { SituacaoFasciculo } from '@estante/api-contract';
import type { Queryable } from '../db/db';
import { intIn, prng } from '../lib/random';
import { addDays, daysBetween } from './date';

/** Issues a year: monthly, bimonthly, quarterly, half-yearly, yearly. */
type Frequency = 12 | 6 | 4 | 2 | 1;

interface Profile {
  /** The title starts with this (lower case). */
  readonly prefix: string;
  readonly frequency: Frequency;
  /** The year of volume 1 (volume = year − first + 1); undefined: issues are numbered by year only. */
  readonly firstVolumeYear?: number;
  /** The library that subscribes (when the title has no copy to say where it is kept). */
  readonly library: number;
  /** The recurring sections of each issue, in order, with the page they start on (its linked contents). */
  readonly sections?: readonly (readonly [string, number])[];
}

/**
 * What the seed knows of its serials (MARC records of type "Periódico"): how often each comes out,
 * since when, which library takes it. Down Beat's issues list its regular departments as their
 * contents. Any other serial a library imports gets quarterly issues in the central library.
 */
const PROFILES: readonly Profile[] = [
  {
    prefix: 'down beat',
    frequency: 12,
    firstVolumeYear: 1934,
    library: 1,
    sections: [
      ['First Take', 8],
      ['Chords & Discords', 10],
      ['The Beat', 13],
      ['Players', 25],
      ['Reviews', 51],
      ['Master Class', 72],
      ['Pro Session', 76],
      ['Transcription', 80],
      ['Toolshed', 84],
      ['Jazz On Campus', 92],
      ['Blindfold Test', 98],
    ],
  },
  { prefix: 'opus', frequency: 4, firstVolumeYear: 1999, library: 1 },
  { prefix: 'listy sociální práce', frequency: 4, firstVolumeYear: 2013, library: 3 },
  { prefix: 'ieee international conference on software testing', frequency: 1, library: 1 },
  { prefix: 'clinical child psychology and psychiatry', frequency: 4, firstVolumeYear: 1996, library: 2 },
  { prefix: 'european journal of criminology', frequency: 6, firstVolumeYear: 2004, library: 1 },
  { prefix: 'mexican law review', frequency: 2, firstVolumeYear: 2008, library: 1 },
  { prefix: 'villanova sports & entertainment law journal', frequency: 2, firstVolumeYear: 1994, library: 1 },
];
const DEFAULT_PROFILE: Omit<Profile, 'prefix'> = { frequency: 4, library: 1 };

/** Years of holdings the seed records, the reference date's year included. */
export const KARDEX_YEARS = 4;

export interface PlannedIssue {
  ano: number;
  volume: string | null;
  numero: string | null;
  mes: number | null;
  mes_final: number | null;
  /** yyyy-mm-dd */
  data_prevista: string;
  data_chegada: string | null;
  situacao: SituacaoFasciculo;
  /** Its contents: [title, pages]. */
  secoes: (readonly [string, string])[];
}

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/**
 * The issues of one serial due by `ref` in the last KARDEX_YEARS years (not before its first year),
 * oldest first. Each is received a few days after it is due, except: one in fifteen of those more
 * than 90 days overdue never came (faltante); one due in the last 45 days in three has not come yet,
 * and so has any whose arrival would be after `ref` (atrasado). A pure function of the title and `ref`.
 */
export function plannedIssues(codAcervo: number, obra: string, firstYear: number | null, ref: string): PlannedIssue[] {
  const profile = PROFILES.find((p) => obra.toLowerCase().startsWith(p.prefix)) ?? DEFAULT_PROFILE;
  const refYear = Number(ref.slice(0, 4));
  const span = 12 / profile.frequency;
  const out: PlannedIssue[] = [];
  for (let ano = Math.max(refYear - KARDEX_YEARS + 1, firstYear ?? 0); ano <= refYear; ano++) {
    for (let k = 1; k <= profile.frequency; k++) {
      const r = prng(Math.imul(codAcervo, 0x9e3779b1) ^ (ano * 100 + k));
      const mes = profile.frequency === 1 ? null : (k - 1) * span + 1;
      const due = profile.frequency === 1 ? iso(ano, 7, 1) : iso(ano, mes ?? 1, 10);
      if (due > ref) continue;
      const age = daysBetween(due, ref);
      const arrival = addDays(due, intIn(r, 0, 20));
      const missing = age > 90 && r() < 1 / 15;
      const late = !missing && (arrival > ref || (age <= 45 && r() < 1 / 3));
      const situacao: SituacaoFasciculo = missing ? 'faltante' : late ? 'atrasado' : 'recebido';
      const pageShift = intIn(r, 0, 6);
      out.push({
        ano,
        volume: profile.firstVolumeYear ? String(ano - profile.firstVolumeYear + 1) : null,
        numero: profile.frequency === 1 ? String(ano) : String(k),
        mes,
        mes_final: span > 1 && mes !== null ? mes + span - 1 : null,
        data_prevista: due,
        data_chegada: situacao === 'recebido' ? arrival : null,
        situacao,
        secoes: situacao === 'recebido' ? (profile.sections ?? []).map(([t, p]) => [t, `p. ${p + (p > 10 ? pageShift : 0)}`] as const) : [],
      });
    }
  }
  return out;
}

/**
 * Issues of every serial (work type 2) that has none yet, kept by the library of its first copy or
 * the one its profile names; the received issues of a serial with known sections get them as their
 * linked contents. A second run adds nothing.
 */
export async function seedSerials(tx: Queryable, referenceDate: string): Promise<number> {
  const titles = await tx.query<{ cod_acervo: number; obra: string; ano: number | null; biblioteca: number | null }>(
    `SELECT t.cod_acervo, t.obra, CASE WHEN t.ano_publicacao ~ '^[0-9]{4}$' THEN t.ano_publicacao::int END AS ano,
            (SELECT e.cod_biblioteca FROM exemplares e WHERE e.cod_acervo = t.cod_acervo ORDER BY e.cod_exemplar LIMIT 1) AS biblioteca
     FROM titulos t
     WHERE t.cod_tipo_obra = 2 AND NOT EXISTS (SELECT 1 FROM fasciculos f WHERE f.cod_acervo = t.cod_acervo)
     ORDER BY t.cod_acervo`,
  );
  let n = 0;
  for (const t of titles) {
    const profile = PROFILES.find((p) => t.obra.toLowerCase().startsWith(p.prefix)) ?? DEFAULT_PROFILE;
    const issues = plannedIssues(t.cod_acervo, t.obra, t.ano, referenceDate);
    if (issues.length === 0) continue;
    const library = t.biblioteca ?? profile.library;
    const stored = await tx.query<{ cod_fasciculo: number; ano: number; numero: string }>(
      `INSERT INTO fasciculos (cod_acervo, cod_biblioteca, ano, volume, numero, mes, mes_final, data_prevista, data_chegada, situacao)
       SELECT $1, $2, ano, volume, numero, mes, mes_final, data_prevista, data_chegada, situacao
       FROM jsonb_to_recordset($3::jsonb) AS x(o int, ano int, volume text, numero text, mes int, mes_final int, data_prevista date, data_chegada date, situacao text)
       ORDER BY o
       RETURNING cod_fasciculo, ano, numero`,
      [t.cod_acervo, library, JSON.stringify(issues.map(({ secoes: _, ...i }, o) => ({ o, ...i })))],
    );
    const code = new Map(stored.map((s) => [`${s.ano}/${s.numero}`, s.cod_fasciculo]));
    const contents = issues.flatMap((i) =>
      i.secoes.map(([titulo, paginas], j) => ({ cod_fasciculo: code.get(`${i.ano}/${i.numero}`), ordem: j + 1, titulo, paginas })),
    );
    if (contents.length > 0) {
      await tx.query(
        `INSERT INTO sumarios (cod_acervo, cod_fasciculo, ordem, titulo, paginas)
         SELECT $1, cod_fasciculo, ordem, titulo, paginas FROM jsonb_to_recordset($2::jsonb) AS x(cod_fasciculo int, ordem int, titulo text, paginas text)
         ORDER BY cod_fasciculo, ordem`,
        [t.cod_acervo, JSON.stringify(contents)],
      );
    }
    n += issues.length;
  }
  return n;
}
