import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { seededDb } from '../../../test/helpers';
import { abntList, apa, editionOf, ris, CITABLE_COLUMNS, type CitableTitle } from './citation';

/**
 * Each export format against its reference, on real records of the seed (apps/api/data/marc):
 * RIS (one tag per line, TY first, ER last), APA 7 (English and Portuguese editions),
 * ABNT NBR 6023:2018 (surname in capitals, given names and their particles as written).
 */
let db: Db;
const seed: Record<string, CitableTitle> = {};

beforeAll(async () => {
  ({ db } = await seededDb());
  for (const [key, like] of [
    ['metodologia', 'Fundamentos de metodologia científica%'],
    ['qualitative', 'Computer supported qualitative research%'],
    ['polymers', 'Polymers from plant oils%'],
    ['atividade', 'Atividade física adaptada%'],
    ['projetos', 'Fundamentos em gestão de projetos%'],
  ] as const) {
    const [row] = await db.query<CitableTitle>(`SELECT ${CITABLE_COLUMNS} FROM titulos WHERE obra LIKE $1 ORDER BY cod_acervo LIMIT 1`, [like]);
    if (!row) throw new Error(`seed lacks ${like}`);
    seed[key] = row;
  }
}, 120_000);
afterAll(async () => {
  await db?.close();
});

const title = (key: string): CitableTitle => seed[key] ?? (() => { throw new Error(key); })();

describe('RIS', () => {
  it('writes a long title on one line, unbroken ("qualitative research", not "res⏎earch")', () => {
    const text = ris([title('qualitative')]);
    expect(text).toContain('\nTI  - Computer supported qualitative research: new trends on qualitative research\n');
    expect(text).not.toMatch(/res\nearch/);
  });

  it('every line is one tag, TY first and ER last in each record, records apart by a blank line', () => {
    const text = ris([title('qualitative'), title('metodologia'), title('atividade')]);
    const records = text.replace(/\n$/, '').split('\n\n');
    expect(records).toHaveLength(3);
    for (const record of records) {
      const lines = record.split('\n');
      expect(lines[0]).toBe('TY  - BOOK');
      expect(lines.at(-1)).toBe('ER  - ');
      for (const line of lines) expect(line).toMatch(/^[A-Z][A-Z0-9] {2}- /);
      expect(lines.filter((l) => l.startsWith('TY  - '))).toHaveLength(1);
    }
    expect(text.endsWith('ER  - \n')).toBe(true);
    expect(records[1]).toContain('\nAU  - Marconi, Marina de Andrade\nAU  - Lakatos, Eva Maria\n');
  });
});

describe('ABNT (NBR 6023:2018)', () => {
  it('surname in capitals, given names abbreviated with their particles in lower case', () => {
    expect(abntList([title('metodologia')])).toBe('MARCONI, M. de A.; LAKATOS, E. M.; MEDEIROS, J. B. Fundamentos de metodologia científica. 8. ed. São Paulo: Atlas, 2019.');
    expect(abntList([title('projetos')])).toBe(
      'CARVALHO, M. M. de; RABECHINI JUNIOR, R. Fundamentos em gestão de projetos: construindo competências para gerenciar projetos. 5. ed. São Paulo: Atlas, 2019.',
    );
  });

  it('an edition statement that is not a bare number is written as given, without a second "ed."', () => {
    const text = abntList([title('atividade')]);
    expect(text).toContain('. 4.ed. rev. e ampl. Barueri: Manole, 2019.');
    expect(text).not.toMatch(/ampl ed\./);
  });
});

describe('APA 7', () => {
  it('English: "(8th ed.)"', () => {
    expect(apa([title('metodologia')], 'en')).toBe('Marconi, M. de A., Lakatos, E. M., & Medeiros, J. B. (2019). Fundamentos de metodologia científica (8th ed.). Atlas.');
    expect(apa([title('polymers')], 'en')).toBe('Gandini, A., & Lacerda, T. M. (2019). Polymers from plant oils (2nd ed.). John Wiley & Sons.');
  });

  it('Portuguese: "(8. ed.)", not "(8º ed)"', () => {
    expect(apa([title('metodologia')], 'pt')).toBe('Marconi, M. de A., Lakatos, E. M., & Medeiros, J. B. (2019). Fundamentos de metodologia científica (8. ed.). Atlas.');
    expect(apa([title('polymers')], 'pt')).toBe('Gandini, A., & Lacerda, T. M. (2019). Polymers from plant oils (2. ed.). John Wiley & Sons.');
  });

  it('Spanish: "(8.ª ed.)"', () => {
    expect(apa([title('metodologia')], 'es')).toBe('Marconi, M. de A., Lakatos, E. M., & Medeiros, J. B. (2019). Fundamentos de metodologia científica (8.ª ed.). Atlas.');
  });
});

describe('editionOf', () => {
  it.each([
    ['8. ed.', '8'],
    ['2nd ed.', '2'],
    ['3a ed', '3'],
    ['2.ed', '2'],
    ['4. éd', '4'],
    ['5e éd.', '5'],
    ['4.ed. rev. e ampl', '4.ed. rev. e ampl'],
    ['Unabridged', 'Unabridged'],
  ])('%s → %s', (statement, edition) => {
    expect(editionOf(statement)).toBe(edition);
  });
});
