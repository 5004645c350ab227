import { describe, expect, it } from 'vitest';
import { slugOf } from './files';
import { formatOf, isStyle, referenceFile } from './rules';

describe('the reference view rules', () => {
  it('reads the format from the address, ABNT when absent or unknown', () => {
    expect(formatOf(null)).toBe('abnt');
    expect(formatOf('apa')).toBe('apa');
    expect(formatOf('BibTeX')).toBe('bibtex');
    expect(formatOf('chicago')).toBe('abnt');
    expect(isStyle('apa')).toBe(true);
    expect(isStyle('ris')).toBe(false);
  });

  it('names a file after the title: no accents, hyphens, the style when the extension does not say it', () => {
    const obra = 'Gramática da Língua Portuguesa: para concursos & vestibulares';
    expect(referenceFile(obra, 7, 'abnt', { extensao: 'txt', tipo_conteudo: 'text/plain; charset=utf-8' })).toEqual({
      name: 'gramatica-da-lingua-portuguesa-para-concursos-vestibulares-abnt.txt',
      type: 'text/plain; charset=utf-8',
    });
    expect(referenceFile(obra, 7, 'apa', { extensao: 'txt', tipo_conteudo: 'text/plain' }).name).toBe('gramatica-da-lingua-portuguesa-para-concursos-vestibulares-apa.txt');
    expect(referenceFile(obra, 7, 'ris', { extensao: 'ris', tipo_conteudo: 'application/x-research-info-systems' }).name).toBe(
      'gramatica-da-lingua-portuguesa-para-concursos-vestibulares.ris',
    );
    expect(referenceFile('Ça ira', 7, 'bibtex', { extensao: 'bib', tipo_conteudo: 'application/x-bibtex' }).name).toBe('ca-ira.bib');
  });

  it('falls back to the code for a title without Latin letters, and cuts long titles at a word', () => {
    expect(referenceFile('ספר הזוהר', 42, 'ris', { extensao: 'ris', tipo_conteudo: '' }).name).toBe('acervo-42.ris');
    const long = slugOf('A very long title about the history of the Portuguese language in Brazil and its many dialects', 'x');
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toBe('a-very-long-title-about-the-history-of-the-portuguese');
    expect(slugOf('   --- ', 'fallback')).toBe('fallback');
  });
});
