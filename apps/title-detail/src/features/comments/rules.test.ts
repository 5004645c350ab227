import { describe, expect, it } from 'vitest';
import type { ComentarioProprio } from '@estante/api-contract';
import { commentResolver } from './resolver';
import { pageCount, splitOwn } from './rules';

const resolve = (texto: string) => commentResolver(10)({ texto }, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the comment form rules', () => {
  it('sends the trimmed text', async () => {
    expect(await resolve('  Bom livro \n')).toEqual({ values: { texto: 'Bom livro' }, errors: {} });
  });
  it('refuses a blank text with the "write your comment" message', async () => {
    expect((await resolve(' \n\t ')).errors).toEqual({ texto: { type: 'required', message: 'comments.form.required' } });
  });
  it('refuses a text over the limit (counted trimmed), naming the limit', async () => {
    expect((await resolve(`  ${'x'.repeat(10)}  `)).errors).toEqual({});
    expect((await resolve('x'.repeat(11))).errors).toEqual({ texto: { type: 'maxLength', message: 'comments.form.tooLong', values: { max: 10 } } });
  });
});

describe('pageCount', () => {
  it('is at least one page, and rounds up', () => {
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20)]).toEqual([1, 1, 2]);
  });
});

describe('splitOwn', () => {
  const c = (cod_comentario: number, situacao: ComentarioProprio['situacao']): ComentarioProprio => ({
    cod_comentario,
    cod_acervo: 1,
    texto: 't',
    data_comentario: '2025-01-01T00:00:00Z',
    situacao,
    data_moderacao: null,
  });
  it('keeps the pending and rejected ones apart, and knows every own code', () => {
    const { unpublished, own } = splitOwn([c(1, 'pendente'), c(2, 'aprovado'), c(3, 'rejeitado')]);
    expect(unpublished.map((x) => x.cod_comentario)).toEqual([1, 3]);
    expect([...own]).toEqual([1, 2, 3]);
    expect(splitOwn(undefined)).toEqual({ unpublished: [], own: new Set() });
  });
});
