import type { Queryable } from '../../db/db';
import type { Plan } from './model';

/**
 * Inserts the plan's rows, each table's codes in date order after those already stored (ties in
 * the order they were planned); debts point at their loans' new codes. Returns the rows per table.
 */
export async function storePlan(tx: Queryable, { loans, debts, holds, comments, suggestions }: Plan): Promise<Record<string, number>> {
  const next = async (table: string, column: string) =>
    ((await tx.query<{ n: number }>(`SELECT coalesce(max(${column}), 0)::int AS n FROM ${table}`))[0]?.n ?? 0) + 1;
  const ordered = [...loans].sort((a, b) => (a.data_emprestimo < b.data_emprestimo ? -1 : a.data_emprestimo > b.data_emprestimo ? 1 : a.cod_exemplar - b.cod_exemplar));
  let id = await next('emprestimos', 'cod_emprestimo');
  const loanIds = new Map<object, number>();
  const loanRows = ordered.map((l) => {
    const row = { ...l, cod_emprestimo: id++ };
    loanIds.set(l, row.cod_emprestimo);
    return row;
  });
  const byDate = <T>(key: (x: T) => string) => (a: T, b: T) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
  id = await next('debitos', 'cod_debito');
  const debtRows = [...debts]
    .sort(byDate((d) => d.data_debito))
    .map(({ loan, ...d }) => ({ ...d, cod_debito: id++, cod_emprestimo: loan ? (loanIds.get(loan) ?? null) : null }));
  id = await next('reservas', 'cod_reserva');
  const holdRows = [...holds].sort(byDate((h) => new Date(h.data_reserva).toISOString())).map((h) => ({ ...h, cod_reserva: id++ }));
  id = await next('comentarios', 'cod_comentario');
  const commentRows = [...comments].sort(byDate((c) => new Date(c.data_comentario).toISOString())).map((c) => ({ ...c, cod_comentario: id++ }));
  id = await next('sugestoes_aquisicao', 'cod_sugestao');
  const suggestionRows = [...suggestions].sort(byDate((s) => new Date(s.data_sugestao).toISOString())).map((s) => ({ ...s, cod_sugestao: id++ }));

  const insert = async (table: string, columns: string, types: string, rows: object[]) => {
    for (let i = 0; i < rows.length; i += 2000) {
      await tx.query(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM jsonb_to_recordset($1::jsonb) AS x(${types})`, [
        JSON.stringify(rows.slice(i, i + 2000)),
      ]);
    }
    if (rows.length > 0) {
      const pk = columns.split(',')[0]?.trim() ?? '';
      await tx.query(`SELECT setval(pg_get_serial_sequence('${table}', '${pk}'), (SELECT max(${pk}) FROM ${table}))`);
    }
  };
  await insert(
    'emprestimos',
    'cod_emprestimo, cod_exemplar, cod_pessoa, data_emprestimo, data_devolucao_prevista, data_devolucao, qtde_renovacoes, data_ultima_renovacao',
    'cod_emprestimo int, cod_exemplar int, cod_pessoa int, data_emprestimo date, data_devolucao_prevista date, data_devolucao date, qtde_renovacoes int, data_ultima_renovacao date',
    loanRows,
  );
  await insert(
    'debitos',
    'cod_debito, cod_pessoa, cod_emprestimo, cod_biblioteca, tipo, motivo, data_debito, valor, desconto, valor_pago, data_pagamento',
    'cod_debito int, cod_pessoa int, cod_emprestimo int, cod_biblioteca int, tipo text, motivo text, data_debito date, valor numeric, desconto numeric, valor_pago numeric, data_pagamento date',
    debtRows,
  );
  await insert(
    'reservas',
    'cod_reserva, cod_acervo, cod_exemplar, cod_pessoa, cod_biblioteca, situacao, posicao_fila, data_reserva, data_liberacao, data_limite_retirada, data_cancelamento, motivo_cancelamento',
    'cod_reserva int, cod_acervo int, cod_exemplar int, cod_pessoa int, cod_biblioteca int, situacao text, posicao_fila int, data_reserva timestamptz, data_liberacao date, data_limite_retirada date, data_cancelamento date, motivo_cancelamento text',
    holdRows,
  );
  await insert(
    'comentarios',
    'cod_comentario, cod_acervo, cod_biblioteca, cod_pessoa, texto, data_comentario, situacao, data_moderacao',
    'cod_comentario int, cod_acervo int, cod_biblioteca int, cod_pessoa int, texto text, data_comentario timestamptz, situacao text, data_moderacao timestamptz',
    commentRows,
  );
  await insert(
    'sugestoes_aquisicao',
    'cod_sugestao, cod_pessoa, cod_campus, cod_biblioteca, autor, titulo, edicao, editor, isbn_issn, periodico, outras_inf, professor, data_sugestao, cod_situacao, data_situacao',
    'cod_sugestao int, cod_pessoa int, cod_campus int, cod_biblioteca int, autor text, titulo text, edicao text, editor text, isbn_issn text, periodico boolean, outras_inf text, professor boolean, data_sugestao timestamptz, cod_situacao int, data_situacao date',
    suggestionRows,
  );
  return { emprestimos: loanRows.length, debitos: debtRows.length, reservas: holdRows.length, comentarios: commentRows.length, sugestoes: suggestionRows.length };
}
