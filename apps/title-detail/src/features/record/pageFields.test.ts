import { describe, expect, it } from 'vitest';
import type { AcervoResponse } from '@estante/api-contract';
import { pageFields } from './fields';

const campo = (ordem: string, ...occ: [string, string, number?][][]): AcervoResponse['campos'][number] => ({
  ordem,
  detalhes: occ.map((subs) => ({ _secao: subs.map((s) => s[0]), descricao: subs.map((s) => s[1]), cod_autoridade: subs.map((s) => s[2] ?? null) })),
});

const record: AcervoResponse = {
  cod_acervo: 7,
  obra: 'Dom Casmurro',
  ano_publicacao: '1997',
  desc_tipo_obra: 'Livro',
  campos: [
    campo('020', [['a', '85-08-01234-5 (broch.)'], ['q', 'broch.']]),
    campo('050', [['a', 'PQ9697.M18'], ['b', 'D6 1997']]),
    campo('082', [['a', '869.3'], ['2', '21']]),
    campo('090', [['a', '869.3'], ['b', 'M149d']]),
    campo('100', [['a', 'Assis, Machado de,', 12], ['d', '1839-1908.', 12], ['0', '(BR)123']]),
    campo('245', [['a', 'Dom Casmurro /'], ['c', 'Machado de Assis ; introdução de Fulano.']]),
    campo('250', [['a', '32. ed.']]),
    campo('260', [['a', 'São Paulo :'], ['b', 'Ática,'], ['c', '1997.']]),
    campo('300', [['a', '176 p. ;'], ['c', '21 cm.']]),
    campo('490', [['a', 'Série Bom livro ;'], ['v', '12']]),
    campo('500', [['a', 'Romance.']], [['a', 'Inclui cronologia.']]),
    campo('520', [['a', 'Bentinho narra...']]),
    campo('650', [['a', 'Ficção brasileira', 40], ['y', 'Século XIX.', 40]], [['a', 'Ciúme', 41], ['v', 'Ficção.', 41]]),
    campo('651', [['a', 'Rio de Janeiro (RJ)', 42]]),
    campo('700', [['a', 'Fulano, Beltrano.', 13]], [['a', 'Assis, Machado de,', 12], ['d', '1839-1908.', 12]]),
    campo('710', [['a', 'Academia Brasileira de Letras.']]),
  ],
};

describe('pageFields', () => {
  const f = pageFields(record);
  it('authors: main and added entries once each, kind by tag, with their authority (none when unlinked), without closing punctuation', () => {
    expect(f.authors).toEqual([
      { label: 'Assis, Machado de, 1839-1908', cod: 12, kind: 'person' },
      { label: 'Fulano, Beltrano', cod: 13, kind: 'person' },
      { label: 'Academia Brasileira de Letras', cod: null, kind: 'organization' },
    ]);
  });
  it('subjects with their subdivisions and authorities', () => {
    expect(f.subjects).toEqual([
      { label: 'Ficção brasileira -- Século XIX', cod: 40, kind: 'topic' },
      { label: 'Ciúme -- Ficção', cod: 41, kind: 'topic' },
      { label: 'Rio de Janeiro (RJ)', cod: 42, kind: 'place' },
    ]);
  });
  it('the details in catalogue order: edition, publication, physical description, call numbers, ISBN, series, then notes by tag', () => {
    expect(f.details.map((d) => [d.key, d.values])).toEqual([
      ['edition', ['32. ed.']],
      ['publication', ['São Paulo : Ática, 1997.']],
      ['physical', ['176 p. ; 21 cm.']],
      ['callNumber', ['869.3 M149d']],
      ['lc', ['PQ9697.M18 D6 1997']],
      ['ddc', ['869.3']],
      ['isbn', ['85-08-01234-5 (broch.) broch.']],
      ['series', ['Série Bom livro ; 12']],
      ['note-500', ['Romance.', 'Inclui cronologia.']],
      ['note-520', ['Bentinho narra...']],
    ]);
    expect(f.details.find((d) => d.key === 'note-520')?.labelKey).toBe('titleDetail.tags.520');
  });
  it('one "Notas" row: the general note and the notes without a label of their own (e.g. 511, 546), in tag order', () => {
    const notes = pageFields({
      ...record,
      campos: [
        campo('500', [['a', 'Romance.']]),
        campo('505', [['a', 'Cap. 1 -- Cap. 2.']]),
        campo('511', [['a', 'Elenco: Fulano.']]),
        campo('546', [['a', 'Texto em português.'], ['3', 'Encarte']]),
      ],
    }).details;
    expect(notes.map((d) => [d.key, d.labelKey, d.values])).toEqual([
      ['note-500', 'titleDetail.tags.500', ['Romance.', 'Elenco: Fulano.', 'Texto em português.']],
      ['note-505', 'titleDetail.tags.505', ['Cap. 1 -- Cap. 2.']],
    ]);
    expect(notes.filter((d) => d.labelKey === 'titleDetail.tags.500' || d.labelKey === 'titleDetail.tags.5xx')).toHaveLength(1);
  });
  it('responsibility, publisher and ISBN for the structured data', () => {
    expect(f.responsibility).toBe('Machado de Assis ; introdução de Fulano');
    expect(f.publisher).toBe('Ática');
    expect(f.isbn).toEqual(['85-08-01234-5']);
    expect(f.issn).toEqual([]);
  });
  it('a record with nothing but a title gives empty groups', () => {
    const bare = pageFields({ ...record, campos: [campo('245', [['a', 'Sem mais']])] });
    expect(bare).toEqual({ responsibility: null, authors: [], subjects: [], details: [], isbn: [], issn: [], publisher: null });
  });
});

describe('a publication statement catalogued without ISBD punctuation', () => {
  it('reads "Place : Publisher, date"', () => {
    const f = pageFields({ ...record, campos: [campo('264', [['a', 'Belo Horizonte'], ['b', 'Fórum'], ['c', '2019']])] });
    expect(f.details).toEqual([{ key: 'publication', labelKey: 'titleDetail.tags.260', values: ['Belo Horizonte : Fórum, 2019'], transcribed: true }]);
    expect(f.publisher).toBe('Fórum');
  });
});

describe('text transcribed from the item', () => {
  it('is marked (in the item’s language, for `lang`): edition, publication, series, other titles, the contents note; not the cataloguer’s description and notes', () => {
    const f = pageFields({
      ...record,
      campos: [...record.campos, campo('246', [['a', 'Casmurro']]), campo('505', [['a', 'Do título -- Do livro -- A denúncia.']])],
    });
    expect(f.details.filter((d) => d.transcribed).map((d) => d.key)).toEqual(['edition', 'publication', 'series', 'otherTitles', 'note-505']);
    expect(f.details.find((d) => d.key === 'note-520')?.transcribed).toBeUndefined();
  });
});
