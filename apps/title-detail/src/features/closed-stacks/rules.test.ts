import { describe, expect, it } from 'vitest';
import type { ExemplarFechado } from '@estante/api-contract';
import { closedErrors, copyParts, defaultDesk } from './rules';

const copy = (over: Partial<ExemplarFechado> = {}): ExemplarFechado => ({
  cod_exemplar: 10,
  cod_biblioteca: 2,
  desc_biblioteca: 'Biblioteca de Ciências da Saúde',
  volume: null,
  tomo: null,
  parte: null,
  material: 'Livro',
  tipo_emprestimo: 'Normal',
  localizacao: '610 S586',
  situacao: 'disponivel',
  situacao_descricao: 'Disponível',
  data_devolucao_prevista: null,
  solicitavel: true,
  balcoes: [{ cod_biblioteca: 1, desc_biblioteca: 'Biblioteca Central' }, { cod_biblioteca: 2, desc_biblioteca: 'Biblioteca de Ciências da Saúde' }],
  ...over,
});

describe('closed stacks', () => {
  it('the desk, the phone and the e-mails are required, each message under its field', () => {
    expect(Object.fromEntries(Object.entries(closedErrors({ balcao: '', telefone: '', emails: '' })).map(([k, v]) => [k, v?.message]))).toEqual({
      balcao: 'errors.balcaoRequired',
      telefone: 'errors.telefoneRequired',
      emails: 'errors.emailsRequired',
    });
    expect(closedErrors({ balcao: '1', telefone: '(51) 3308-1234', emails: 'a@x.example' })).toEqual({});
    expect(closedErrors({ balcao: '1', telefone: '(51) 3308-1234', emails: 'a@x.example;b' }).emails?.message).toBe('errors.emailsInvalid');
  });

  it("preselects the copy's own library as the desk when it is one", () => {
    expect(defaultDesk(copy())).toBe('2');
    expect(defaultDesk(copy({ cod_biblioteca: 4 }))).toBe('');
  });

  it('names the volume, tome and part a copy has', () => {
    expect(copyParts(copy())).toBeNull();
    expect(copyParts(copy({ volume: 'v. 2', parte: 'pt. 1' }))).toBe('v. 2 · pt. 1');
  });
});
