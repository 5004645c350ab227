import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readMarcFile, type MarcRecord } from '../../../marc/read';
import { MARC_DIR } from '../../../../test/helpers';
import { cleanEntry, contentsNote, splitContents } from './contents';

// The 505 (formatted contents note) shapes of the seed's real records: basic notes separated by
// "--" with " / " responsibilities, by ";", enhanced notes ($g groups, $t titles), a machine-generated
// note, continuation fields, incomplete notes.
const files = ['usp-sibi.xml', 'armenian-russian.xml', 'open-source-books.xml', 'french-pre1923.xml', 'jazz-recordings.xml', 'misc-rda.xml'];
const records: MarcRecord[] = [];

beforeAll(async () => {
  for (const f of files) records.push(...(await readMarcFile(path.join(MARC_DIR, 'bib', f))).records.map((r) => r.record));
});

/** The record with a 505 whose 245 $a starts with `title`. */
function byTitle(title: string): MarcRecord {
  const found = records.find(
    (r) =>
      r.fields.some((f) => f.tag === '505') &&
      r.fields.some((f) => f.tag === '245' && 'subfields' in f && f.subfields.some((s) => s.code === 'a' && s.value.startsWith(title))),
  );
  if (!found) throw new Error(`no record titled ${title}`);
  return found;
}

describe('contentsNote (505)', () => {
  it('splits a basic note on "--" and takes the responsibility after " / " (USP book of chapters)', () => {
    const note = contentsNote(byTitle('Negociação, mediação, conciliação e arbitragem'));
    expect(note.parcial).toBe(false);
    expect(note.itens).toHaveLength(11);
    expect(note.itens[0]).toEqual({
      ordem: 1,
      titulo: 'Introdução',
      autores: 'Carlos Alberto de Salles, Marco Antônio Garcia Lopes Lorencini, Paulo Eduardo Alves da Silva',
      paginas: null,
      grupo: null,
    });
    expect(note.itens[5]).toMatchObject({ ordem: 6, titulo: 'Negociação', autores: 'Daniela Monteiro Gabbay' });
    expect(note.itens.at(-1)).toMatchObject({ ordem: 11, titulo: 'Arbitragem e jurisdição estatal', autores: 'Carlos Alberto de Salles' });
  });

  it('reads an enhanced note: each $g names the group of the $t entries after it; first indicator 1 is an incomplete list', () => {
    const note = contentsNote(byTitle('Գործնական քերականութիւն'));
    expect(note.parcial).toBe(true);
    expect(note.itens.map((i) => [i.grupo, i.titulo])).toEqual([
      ['Մ. 1 (1890, 296 էջ)', 'Բառագիտութիւն'],
      ['Մ. 2 (1891, 147 էջ)', 'Համաձայնութիւն'],
    ]);
  });

  it('splits a note written with ";" when it has no "--" (Russian collected works)', () => {
    const note = contentsNote(byTitle('Москва газетная'));
    expect(note.itens.map((i) => i.titulo)).toEqual(['Москва газетная', 'Друзья и встречи']);
  });

  it('drops the joining punctuation and a final period, keeping abbreviations (French multi-volume note)', () => {
    const note = contentsNote(byTitle('Les Grands drames'));
    expect(note.itens.map((i) => i.titulo)).toEqual(['Au lecteur', 'Eschyle', 'Sophocle', 'Shakespeare', 'Goethe', 'Corneille', 'Racine', 'Victor Hugo']);
  });

  it('takes " / " responsibilities of a basic note of chapters by several authors (Open sources)', () => {
    const note = contentsNote(byTitle('Open sources'));
    expect(note.itens[0]).toMatchObject({ ordem: 1, titulo: 'Introduction', autores: 'Chris DiBona, Sam Ockman, and Mark Stone' });
    expect(note.itens[1]).toMatchObject({ ordem: 2, titulo: 'A brief history of hackerdom', autores: 'Eric S. Raymond' });
  });

  it('numbers the entries of every 505 of the record in order: a note written with ";" continued in three more fields', () => {
    const note = contentsNote(byTitle('Polymers from plant oils'));
    expect(note.itens.slice(0, 4).map((i) => i.titulo)).toEqual(['Intro', 'Title page', 'Copyright page', 'Preface to First Edition']);
    expect(note.itens.at(-1)?.titulo).toBe('End User License Agreement');
    expect(note.itens.map((i) => i.ordem)).toEqual(note.itens.map((_, i) => i + 1));
    expect(note.itens.some((i) => i.titulo === 'Chapter 6: Thiol-ene and Thiol-yne Reactions for the Transformation of Oleochemicals into Monomers and Polymers')).toBe(true);
  });

  it('a record without a 505 has no entries', () => {
    const note = contentsNote({ leader: '', fields: [{ tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: 'Sem sumário' }] }] });
    expect(note).toEqual({ parcial: false, itens: [] });
  });
});

describe('splitContents and cleanEntry', () => {
  it('leaves out a machine-generated note’s label', () => {
    expect(splitContents('Machine generated contents note: -- Chapter 1 Crime -- Chapter 2 Victims').map((e) => e.titulo)).toEqual(['Chapter 1 Crime', 'Chapter 2 Victims']);
  });

  it('takes "--" without spaces as a separator too, and one entry when there is no separator', () => {
    expect(splitContents('Le rêve de Zola jugé par un Catholique.--L\'autopsie du docteur Pascal.').map((e) => e.titulo)).toEqual([
      'Le rêve de Zola jugé par un Catholique',
      "L'autopsie du docteur Pascal",
    ]);
    expect(splitContents(' Bull session in the rockies').map((e) => e.titulo)).toEqual(['Bull session in the rockies']);
  });

  it('reads $t $r $g of an enhanced note as title, responsibility and pages', () => {
    const note = contentsNote({
      leader: '',
      fields: [
        {
          tag: '505',
          ind1: '0',
          ind2: '0',
          subfields: [
            { code: 't', value: 'Quark models /' },
            { code: 'r', value: 'J. Rosner --' },
            { code: 't', value: 'Introduction to gauge theories /' },
            { code: 'r', value: 'R. Peccei' },
            { code: 'g', value: '(p. 45-80).' },
          ],
        },
      ],
    });
    expect(note.itens).toEqual([
      { ordem: 1, titulo: 'Quark models', autores: 'J. Rosner', paginas: null, grupo: null },
      { ordem: 2, titulo: 'Introduction to gauge theories', autores: 'R. Peccei', paginas: '(p. 45-80)', grupo: null },
    ]);
  });

  it('keeps a short abbreviation’s period and question marks', () => {
    expect(cleanEntry('v. 1. De la prise de la Bastille au dix-huit fructidor. 3. éd. --')).toBe('v. 1. De la prise de la Bastille au dix-huit fructidor. 3. éd.');
    expect(cleanEntry("What's new? --")).toBe("What's new?");
    expect(cleanEntry('Nortenger ;')).toBe('Nortenger');
  });
});
