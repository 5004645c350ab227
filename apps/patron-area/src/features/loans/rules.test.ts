import { describe, expect, it } from 'vitest';
import type { TituloPendente } from '@estante/api-contract';
import { itemsOf, loanKey, outcomesOf, patronReason } from './rules';

const row = (codExemplar: number, descricao: string, codBibliotecaExemplar = 1): TituloPendente => ({
  descricao,
  dataDevolucaoPrevista: '30/11/2026',
  qtdeRenovacoes: '0',
  reservado: false,
  codExemplar,
  codBibliotecaExemplar,
});

describe('renewal body and results', () => {
  const rows = [row(10, 'Dom Casmurro'), row(20, 'Iracema', 2), row(30, 'O cortiço')];

  it('the picked loans in table order, named by copy and library; keys that left the list are dropped', () => {
    expect(itemsOf(rows, [loanKey(rows[2] as TituloPendente), '99/1', loanKey(rows[0] as TituloPendente)])).toEqual([
      { codExemplar: 10, codBibliotecaExemplar: 1 },
      { codExemplar: 30, codBibliotecaExemplar: 1 },
    ]);
    expect(itemsOf(rows, [])).toEqual([]);
  });

  it('a line per answer: the new date or the reason, the title from the answer or the table', () => {
    const out = outcomesOf(
      [
        { codExemplar: 20, codBibliotecaExemplar: 2, renovado: true, dataDevolucaoPrevista: '08/12/2026', qtdeRenovacoes: '1' },
        { codExemplar: 10, codBibliotecaExemplar: 1, renovado: false, descricao: 'Dom Casmurro', codigo: 'RESERVADO', mensagem: 'Título reservado por outro usuário.' },
        { codExemplar: 77, codBibliotecaExemplar: 1, renovado: false, codigo: 'EMPRESTIMO_NAO_ENCONTRADO', mensagem: 'Empréstimo não encontrado.' },
      ],
      rows,
    );
    expect(out.map((o) => [o.title, o.renewed, o.renewed ? o.due : o.reason])).toEqual([
      ['Iracema', true, '08/12/2026'],
      ['Dom Casmurro', false, 'Título reservado por outro usuário.'],
      ['#77', false, 'Empréstimo não encontrado.'],
    ]);
    expect(new Set(out.map((o) => o.key)).size).toBe(3);
  });
});

describe('a reason about the patron', () => {
  const row = (motivo: string | null, mensagemMotivo: string | null) =>
    ({ descricao: 'x', dataDevolucaoPrevista: '01/12/2026', qtdeRenovacoes: '0', reservado: false, codExemplar: 1, codBibliotecaExemplar: 1, motivo, mensagemMotivo }) as unknown as TituloPendente;
  it('is said once when every loan is refused for it', () => {
    expect(patronReason([row('USUARIO_BLOQUEADO', 'Usuário bloqueado'), row('USUARIO_BLOQUEADO', 'Usuário bloqueado')])).toBe('Usuário bloqueado');
    expect(patronReason([row('DEBITOS_PENDENTES', 'Pague antes')])).toBe('Pague antes');
  });
  it('is not when the reasons are the loans’ own or differ', () => {
    expect(patronReason([row('RESERVADO', 'Reservado'), row('RESERVADO', 'Reservado')])).toBeNull();
    expect(patronReason([row('USUARIO_BLOQUEADO', 'b'), row(null, null)])).toBeNull();
    expect(patronReason([])).toBeNull();
  });
});
