import { describe, expect, it } from 'vitest';
import { displayFields } from './fields';

describe('displayFields', () => {
  it('joins subfields per occurrence and labels by tag', () => {
    const fields = displayFields({
      cod_acervo: 1,
      obra: 'Jazz',
      ano_publicacao: '1999',
      desc_tipo_obra: 'Livro',
      campos: [
        { ordem: '245', detalhes: [{ _secao: ['a', 'b'], descricao: ['Jazz :', 'a history'], cod_autoridade: [null, null] }] },
        { ordem: '650', detalhes: [
          { _secao: ['a', '2'], descricao: ['Jazz', 'larpcal'], cod_autoridade: [3, null] },
          { _secao: ['a'], descricao: ['  '], cod_autoridade: [null] },
        ] },
        { ordem: '599', detalhes: [{ _secao: ['a'], descricao: ['local note'], cod_autoridade: [null] }] },
        { ordem: '246', detalhes: [{ _secao: ['a'], descricao: [''], cod_autoridade: [null] }] },
      ],
    } as never);
    expect(fields).toEqual([
      { tag: '245', labelKey: 'titleDetail.tags.245', values: ['Jazz : a history'] },
      { tag: '650', labelKey: 'titleDetail.tags.650', values: ['Jazz'] },
      { tag: '599', labelKey: 'titleDetail.tags.5xx', values: ['local note'] },
    ]);
  });
});
