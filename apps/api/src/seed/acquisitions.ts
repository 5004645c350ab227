import type { Queryable } from '../db/db';
import { addDays } from './date';
import { DEMO } from './people';

/**
 * The demo patrons' acquisition suggestions and the purchase orders they joined (issue 25 item 4):
 * Ana's in several statuses — one arrived and catalogued (linked to a real title of the catalogue),
 * one refused with the library's reason, one in an order awaiting delivery, one exhausted, one
 * recent purchase suggestion, one of last year — Bruno's partly attended and in negotiation, and
 * Carlos's (the professor) teachers' suggestions naming a course and a discipline. Runs once: a
 * second seed finds the suppliers and adds nothing.
 */

const FORNECEDORES = ['Distribuidora Livro Técnico Ltda.', 'Livraria Acadêmica Sul', 'Editora Atlas — vendas institucionais'];

interface Title {
  cod_acervo: number;
  obra: string;
  responsabilidade: string | null;
  editora: string | null;
  edicao: string | null;
}

/** The first title of a discipline's bibliography (by its order), else the catalogue's first title not already taken. */
async function titleOf(tx: Queryable, codDisciplina: number, not: number[]): Promise<Title | undefined> {
  const cols = 't.cod_acervo, t.obra, t.responsabilidade, t.editora, t.edicao';
  const [fromBibliography] = await tx.query<Title>(
    `SELECT ${cols} FROM bibliografias b JOIN titulos t ON t.cod_acervo = b.cod_acervo
      WHERE b.cod_disciplina = $1 AND NOT (t.cod_acervo = ANY ($2::int[])) ORDER BY b.ordem, t.cod_acervo LIMIT 1`,
    [codDisciplina, not],
  );
  if (fromBibliography) return fromBibliography;
  const [any] = await tx.query<Title>(`SELECT ${cols} FROM titulos t WHERE NOT (t.cod_acervo = ANY ($1::int[])) ORDER BY t.cod_acervo LIMIT 1`, [not]);
  return any;
}

interface NewSuggestion {
  cod_pessoa: number;
  cod_biblioteca: number;
  autor: string | null;
  titulo: string;
  edicao: string | null;
  editor: string;
  isbn_issn?: string | null;
  outras_inf?: string | null;
  professor?: boolean;
  cod_curso?: number | null;
  cod_disciplina?: number | null;
  /** Days before the reference date it was sent. */
  enviada: number;
  cod_situacao: number;
  /** Days before the reference date its status last changed (null: never). */
  mudou?: number | null;
  motivo?: string | null;
}

export async function seedAcquisitions(tx: Queryable, referenceDate: string): Promise<void> {
  const [seeded] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM fornecedores');
  if ((seeded?.n ?? 0) > 0) return;
  const [people] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM pessoas WHERE cod_pessoa = ANY ($1::int[])', [[DEMO.ana, DEMO.bruno, DEMO.carlos]]);
  if ((people?.n ?? 0) < 3) return;

  const fornecedor: number[] = [];
  for (const nome of FORNECEDORES) {
    const [row] = await tx.query<{ cod_fornecedor: number }>('INSERT INTO fornecedores (nome) VALUES ($1) RETURNING cod_fornecedor', [nome]);
    fornecedor.push(row!.cod_fornecedor);
  }

  const arrived = await titleOf(tx, 1, []);
  const partly = await titleOf(tx, 6, arrived ? [arrived.cod_acervo] : []);

  const at = (daysBefore: number) => `${addDays(referenceDate, -daysBefore)}T14:30:00Z`;
  const add = async (s: NewSuggestion): Promise<number> => {
    const [row] = await tx.query<{ cod_sugestao: number }>(
      `INSERT INTO sugestoes_aquisicao
         (cod_pessoa, cod_campus, cod_biblioteca, autor, titulo, edicao, editor, isbn_issn, periodico, outras_inf, professor,
          cod_curso, cod_disciplina, data_sugestao, cod_situacao, data_situacao, motivo)
       SELECT $1, b.cod_campus, b.cod_biblioteca, $3, $4, $5, $6, $7, false, $8, $9, $10, $11, $12::timestamptz, $13, $14::date, $15
         FROM bibliotecas b WHERE b.cod_biblioteca = $2
       RETURNING cod_sugestao`,
      [
        s.cod_pessoa,
        s.cod_biblioteca,
        s.autor,
        s.titulo,
        s.edicao,
        s.editor,
        s.isbn_issn ?? null,
        s.outras_inf ?? null,
        s.professor ?? false,
        s.cod_curso ?? null,
        s.cod_disciplina ?? null,
        at(s.enviada),
        s.cod_situacao,
        s.mudou === undefined || s.mudou === null ? null : addDays(referenceDate, -s.mudou),
        s.motivo ?? null,
      ],
    );
    if (!row) throw new Error(`seed: library ${s.cod_biblioteca} not found for a suggestion`);
    return row.cod_sugestao;
  };
  const order = async (numero: string, codBiblioteca: number, codFornecedor: number, pedido: number, previsao: number | null, situacao: string): Promise<number> => {
    const [row] = await tx.query<{ cod_pedido: number }>(
      `INSERT INTO pedidos_compra (numero, cod_biblioteca, cod_fornecedor, data_pedido, previsao_entrega, situacao)
       VALUES ($1, $2, $3, $4::date, $5::date, $6) RETURNING cod_pedido`,
      [numero, codBiblioteca, codFornecedor, addDays(referenceDate, -pedido), previsao === null ? null : addDays(referenceDate, previsao), situacao],
    );
    return row!.cod_pedido;
  };
  const item = (codPedido: number, codSugestao: number | null, valor: number, chegada: number | null, codAcervo: number | null) =>
    tx.query('INSERT INTO itens_pedido (cod_pedido, cod_sugestao, quantidade, valor_unitario, data_chegada, cod_acervo) VALUES ($1, $2, $3, $4, $5::date, $6)', [
      codPedido,
      codSugestao,
      codSugestao === null ? 3 : 2,
      valor,
      chegada === null ? null : addDays(referenceDate, -chegada),
      codAcervo,
    ]);

  const year = Number(referenceDate.slice(0, 4));
  const ordinal = (n: number) => `PC-${year}/${String(n).padStart(4, '0')}`;

  // Ana: arrived and catalogued (attended), in an order.
  if (arrived) {
    const id = await add({
      cod_pessoa: DEMO.ana,
      cod_biblioteca: 1,
      autor: arrived.responsabilidade,
      titulo: arrived.obra,
      edicao: arrived.edicao,
      editor: arrived.editora ?? 'Não informada',
      enviada: 120,
      cod_situacao: 2,
      mudou: 40,
      outras_inf: 'Para a disciplina de Metodologia Científica.',
    });
    const p = await order(ordinal(3), 1, fornecedor[0]!, 95, -50, 'recebido');
    await item(p, id, 89.9, 45, arrived.cod_acervo);
  }
  // Ana: in an order sent to the supplier, awaiting delivery.
  {
    const id = await add({
      cod_pessoa: DEMO.ana,
      cod_biblioteca: 1,
      autor: 'Sommerville, Ian',
      titulo: 'Engenharia de software',
      edicao: '10. ed.',
      editor: 'Pearson',
      isbn_issn: '978-85-430-2497-4',
      enviada: 35,
      cod_situacao: 1,
      mudou: 12,
    });
    const p = await order(ordinal(11), 1, fornecedor[1]!, 12, 18, 'enviado');
    await item(p, id, 214.5, null, null);
    await item(p, null, 120, null, null);
  }
  // Ana: refused with the library's reason.
  await add({
    cod_pessoa: DEMO.ana,
    cod_biblioteca: 1,
    autor: 'Cury, Augusto',
    titulo: 'Ansiedade: como enfrentar o mal do século',
    edicao: null,
    editor: 'Saraiva',
    enviada: 80,
    cod_situacao: 9,
    mudou: 60,
    motivo: 'Obra de autoajuda, fora da política de desenvolvimento de coleções da biblioteca universitária.',
  });
  // Ana: exhausted at the publisher, with the reason.
  await add({
    cod_pessoa: DEMO.ana,
    cod_biblioteca: 2,
    autor: 'Prado Júnior, Caio',
    titulo: 'Formação do Brasil contemporâneo',
    edicao: '1. ed.',
    editor: 'Martins',
    enviada: 420,
    cod_situacao: 6,
    mudou: 380,
    motivo: 'Edição esgotada na editora e sem exemplares em distribuidores.',
  });
  // Ana: a recent purchase suggestion, not reviewed yet.
  await add({
    cod_pessoa: DEMO.ana,
    cod_biblioteca: 1,
    autor: 'Ribeiro, Darcy',
    titulo: 'O povo brasileiro: a formação e o sentido do Brasil',
    edicao: null,
    editor: 'Global',
    enviada: 3,
    cod_situacao: 14,
  });

  // Bruno: partly attended (one of two copies arrived and catalogued) and one in negotiation.
  if (partly) {
    const id = await add({
      cod_pessoa: DEMO.bruno,
      cod_biblioteca: 3,
      autor: partly.responsabilidade,
      titulo: partly.obra,
      edicao: partly.edicao,
      editor: partly.editora ?? 'Não informada',
      enviada: 150,
      cod_situacao: 11,
      mudou: 70,
    });
    const p = await order(ordinal(5), 3, fornecedor[2]!, 110, -75, 'recebido_parcial');
    await item(p, id, 156, 72, partly.cod_acervo);
  }
  await add({
    cod_pessoa: DEMO.bruno,
    cod_biblioteca: 3,
    autor: 'Sachs, Ignacy',
    titulo: 'Desenvolvimento: includente, sustentável, sustentado',
    edicao: null,
    editor: 'Garamond',
    enviada: 20,
    cod_situacao: 12,
    mudou: 6,
  });

  // Carlos (professor): teachers' suggestions naming a course and a discipline.
  await add({
    cod_pessoa: DEMO.carlos,
    cod_biblioteca: 1,
    autor: 'Gil, Antonio Carlos',
    titulo: 'Como elaborar projetos de pesquisa',
    edicao: '7. ed.',
    editor: 'Atlas',
    professor: true,
    cod_curso: 1,
    cod_disciplina: 1,
    outras_inf: 'Bibliografia básica de Metodologia Científica (MET101); 6 exemplares para a turma.',
    enviada: 9,
    cod_situacao: 14,
  });
  {
    const id = await add({
      cod_pessoa: DEMO.carlos,
      cod_biblioteca: 1,
      autor: 'Sá, Antônio Lopes de',
      titulo: 'Ética profissional',
      edicao: '10. ed.',
      editor: 'Atlas',
      professor: true,
      cod_disciplina: 2,
      enviada: 40,
      cod_situacao: 1,
      mudou: 12,
    });
    await item((await tx.query<{ cod_pedido: number }>('SELECT cod_pedido FROM pedidos_compra WHERE numero = $1', [ordinal(11)]))[0]!.cod_pedido, id, 98, null, null);
  }
}
