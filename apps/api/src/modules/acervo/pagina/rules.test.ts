import { describe, expect, it } from 'vitest';
import { applicableViews, coverUrl, normalIsbn, type TitleFacts } from './rules';

const book: TitleFacts = {
  cod_tipo_obra: 1,
  tem_505: false,
  tem_fasciculos: false,
  tem_sumarios_fasciculos: false,
  tem_sumarios_livro: false,
  tem_colecao_fechada: false,
  tem_exemplares: true,
};

describe('applicableViews', () => {
  it('a plain book has the views every title has, and no kardex, contents or closed stacks', () => {
    expect(applicableViews(book)).toEqual(['exemplares', 'reserva', 'solicitacao-emprestimo', 'referencia', 'marc', 'dublin-core', 'dados-estatisticos']);
  });
  it('holds and loan requests only where there is a copy; the copies view says so itself', () => {
    expect(applicableViews({ ...book, tem_exemplares: false })).toEqual(['exemplares', 'referencia', 'marc', 'dublin-core', 'dados-estatisticos']);
  });
  it('a serial has the kardex, by its type or because issues are recorded', () => {
    expect(applicableViews({ ...book, cod_tipo_obra: 2 })).toContain('colecao-kardex');
    expect(applicableViews({ ...book, tem_fasciculos: true })).toContain('colecao-kardex');
    expect(applicableViews({ ...book, cod_tipo_obra: 3 })).not.toContain('colecao-kardex');
  });
  it('contents only where there are some: a 505 or an issue’s contents → sumarios; chapter contents → sumarios-livros', () => {
    expect(applicableViews({ ...book, tem_505: true })).toEqual(expect.arrayContaining(['sumarios']));
    expect(applicableViews({ ...book, tem_505: true })).not.toContain('sumarios-livros');
    expect(applicableViews({ ...book, tem_sumarios_fasciculos: true })).toContain('sumarios');
    expect(applicableViews({ ...book, tem_sumarios_livro: true })).toEqual(expect.arrayContaining(['sumarios-livros']));
    expect(applicableViews({ ...book, tem_sumarios_livro: true })).not.toContain('sumarios');
  });
  it('the closed-stacks request only with a copy in the Reserva técnica, next to the other requests', () => {
    const views = applicableViews({ ...book, tem_colecao_fechada: true });
    expect(views.indexOf('acervo-fechado')).toBe(views.indexOf('solicitacao-emprestimo') + 1);
  });
  it('never lists a view twice', () => {
    const all = applicableViews({ cod_tipo_obra: 2, tem_505: true, tem_fasciculos: true, tem_sumarios_fasciculos: true, tem_sumarios_livro: true, tem_colecao_fechada: true, tem_exemplares: true });
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(11);
  });
});

describe('coverUrl', () => {
  const template = 'https://covers.example.org/b/isbn/{isbn}-M.jpg';
  it('fills the first usable ISBN into the deployment’s template', () => {
    expect(coverUrl(template, ['not an isbn', '85-7522-081-x (broch.)', '9788575220818'])).toBe('https://covers.example.org/b/isbn/857522081X-M.jpg');
    expect(coverUrl(template, ['9788575220818'])).toBe('https://covers.example.org/b/isbn/9788575220818-M.jpg');
  });
  it('none without a template, an http(s) template with the placeholder, or an ISBN', () => {
    expect(coverUrl(undefined, ['9788575220818'])).toBeNull();
    expect(coverUrl(null, ['9788575220818'])).toBeNull();
    expect(coverUrl(42, ['9788575220818'])).toBeNull();
    expect(coverUrl('javascript:alert({isbn})', ['9788575220818'])).toBeNull();
    expect(coverUrl('https://covers.example.org/fixed.jpg', ['9788575220818'])).toBeNull();
    expect(coverUrl(template, [])).toBeNull();
  });
});

describe('normalIsbn', () => {
  it('keeps ISBN-10 and ISBN-13 digits (X as check digit), drops qualifiers and hyphens', () => {
    expect(normalIsbn('0-306-40615-2')).toBe('0306406152');
    expect(normalIsbn('978-0-306-40615-7 (pbk.)')).toBe('9780306406157');
    expect(normalIsbn('5340001601')).toBe('5340001601');
    expect(normalIsbn('123')).toBeNull();
    expect(normalIsbn('(pbk.)')).toBeNull();
  });
});
