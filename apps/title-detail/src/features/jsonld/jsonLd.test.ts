import { describe, expect, it } from 'vitest';
import { jsonLdText, titleJsonLd, type JsonLdInput } from './jsonLd';

const input: JsonLdInput = {
  record: { obra: 'Dom Casmurro', ano_publicacao: 'c1997.' },
  fields: {
    authors: [{ label: 'Assis, Machado de, 1839-1908', cod: 12, kind: 'person' }, { label: 'Academia Brasileira de Letras', cod: null, kind: 'organization' }],
    isbn: ['8508012345'],
    issn: [],
    publisher: 'Ática',
  },
  codTipoObra: 1,
  language: 'pt',
  url: 'https://biblioteca.example/acervo/7',
  image: 'https://biblioteca.example/api/consulta/imagem-padrao/livro.svg',
  libraries: [
    { cod_biblioteca: 1, desc_biblioteca: 'Biblioteca Central', cod_campus: 1, nome_campus: 'Central', total: 3, disponiveis: 2 },
    { cod_biblioteca: 3, desc_biblioteca: 'Biblioteca Setorial Norte', cod_campus: 2, nome_campus: 'Norte', total: 1, disponiveis: 0 },
  ],
};

describe('titleJsonLd', () => {
  it('a book: name, authors as Person/Organization, ISBN, year, publisher, language, an offer per library with its availability', () => {
    expect(titleJsonLd(input)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Book',
      '@id': 'https://biblioteca.example/acervo/7',
      url: 'https://biblioteca.example/acervo/7',
      name: 'Dom Casmurro',
      author: [{ '@type': 'Person', name: 'Assis, Machado de, 1839-1908' }, { '@type': 'Organization', name: 'Academia Brasileira de Letras' }],
      isbn: '8508012345',
      datePublished: '1997',
      publisher: { '@type': 'Organization', name: 'Ática' },
      inLanguage: 'pt',
      image: 'https://biblioteca.example/api/consulta/imagem-padrao/livro.svg',
      offers: [
        {
          '@type': 'Offer',
          businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
          availability: 'https://schema.org/InStock',
          inventoryLevel: { '@type': 'QuantitativeValue', value: 2 },
          availableAtOrFrom: { '@type': 'Library', name: 'Biblioteca Central' },
          seller: { '@type': 'Library', name: 'Biblioteca Central' },
        },
        {
          '@type': 'Offer',
          businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
          availability: 'https://schema.org/OutOfStock',
          inventoryLevel: { '@type': 'QuantitativeValue', value: 0 },
          availableAtOrFrom: { '@type': 'Library', name: 'Biblioteca Setorial Norte' },
          seller: { '@type': 'Library', name: 'Biblioteca Setorial Norte' },
        },
      ],
    });
  });
  it('a serial is a Periodical with its ISSN; an unknown type a CreativeWork; what is missing is left out', () => {
    const serial = titleJsonLd({ ...input, codTipoObra: 2, fields: { ...input.fields, isbn: [], issn: ['0012-5768'] } });
    expect(serial['@type']).toBe('Periodical');
    expect(serial.issn).toBe('0012-5768');
    expect(serial).not.toHaveProperty('isbn');
    const bare = titleJsonLd({ ...input, codTipoObra: 99, record: { obra: 'X', ano_publicacao: null }, fields: { authors: [], isbn: [], issn: [], publisher: null }, language: null, image: null, libraries: [] });
    expect(bare).toEqual({ '@context': 'https://schema.org', '@type': 'CreativeWork', '@id': input.url, url: input.url, name: 'X' });
  });
  it('its script text parses back and cannot close the script element', () => {
    const ld = titleJsonLd({ ...input, record: { obra: 'A </script><script>alert(1)</script>', ano_publicacao: null } });
    const text = jsonLdText(ld);
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual(ld);
  });
});
