import type { Queryable } from '../db/db';
import { insertExchange, insertSurvey } from '../modules/pessoas/pedidos-biblioteca/repository';
import { addDays } from './date';
import { DEMO } from './people';

/**
 * The demo patrons' requests to the library (issue 26 item 5): Ana's bibliographic survey answered
 * by the library, another in progress, and an exchange offer just received; Bruno's exchange
 * request (he looks for a journal's back issues) answered. Runs once: a second seed finds Ana's
 * requests and adds nothing.
 */
export async function seedLibraryRequests(tx: Queryable, referenceDate: string): Promise<void> {
  const [people] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM pessoas WHERE cod_pessoa = ANY ($1::int[])', [[DEMO.ana, DEMO.bruno]]);
  if ((people?.n ?? 0) < 2) return;
  const [seeded] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM pedidos_biblioteca WHERE cod_pessoa = $1', [DEMO.ana]);
  if ((seeded?.n ?? 0) > 0) return;
  const at = (days: number) => `${addDays(referenceDate, -days)}T13:00:00Z`;
  const year = Number(referenceDate.slice(0, 4));

  const answered = await insertSurvey(
    tx,
    DEMO.ana,
    {
      assunto: 'Letramento informacional no ensino superior',
      ano_inicio: year - 10,
      ano_fim: year - 1,
      idiomas: ['por', 'eng', 'spa'],
      tipos_obra: [1, 2, 7],
      finalidade: 'tcc',
      prazo: addDays(referenceDate, -5),
      observacoes: 'Preferência por textos com acesso aberto.',
    },
    at(30),
  );
  await tx.query(
    `UPDATE pedidos_biblioteca SET situacao = 'respondido', data_situacao = $2::timestamptz, resposta = $3 WHERE cod_pedido = $1`,
    [
      answered,
      at(8),
      'Olá, Ana. Encontramos 27 referências sobre letramento informacional no ensino superior: 14 artigos de periódicos, 9 livros e 4 recursos eletrônicos, em português, inglês e espanhol.\n\nA lista completa, em ordem de relevância e com os links de acesso aberto, foi enviada ao seu e-mail. Os livros estão disponíveis na Biblioteca Central; os artigos podem ser lidos pelo Portal de Periódicos.\n\nServiço de Referência',
    ],
  );
  const progress = await insertSurvey(
    tx,
    DEMO.ana,
    {
      assunto: 'Competência em informação e inteligência artificial',
      ano_inicio: year - 5,
      ano_fim: year,
      idiomas: ['por', 'eng'],
      tipos_obra: [1, 2],
      finalidade: 'artigo',
      prazo: addDays(referenceDate, 20),
      observacoes: null,
    },
    at(4),
  );
  await tx.query(`UPDATE pedidos_biblioteca SET situacao = 'em_andamento', data_situacao = $2::timestamptz WHERE cod_pedido = $1`, [progress, at(2)]);
  await insertExchange(
    tx,
    DEMO.ana,
    {
      modalidade: 'oferta',
      instituicao: null,
      observacoes: 'Posso entregar na Biblioteca Central em qualquer dia útil.',
      itens: [
        { titulo: 'Revista Brasileira de Biblioteconomia e Documentação', autor: null, ano: year - 6, quantidade: 4, notas: 'v. 14, n. 1 a 4, em bom estado' },
        { titulo: 'Introdução à Biblioteconomia', autor: 'Fonseca, Edson Nery da', ano: 2007, quantidade: 1, notas: null },
      ],
    },
    at(1),
  );
  const bruno = await insertExchange(
    tx,
    DEMO.bruno,
    {
      modalidade: 'procura',
      instituicao: 'Centro Acadêmico de Engenharia',
      observacoes: null,
      itens: [{ titulo: 'Revista Brasileira de Ensino de Física', autor: null, ano: year - 3, quantidade: 1, notas: 'Números que faltam na coleção do centro acadêmico' }],
    },
    at(20),
  );
  await tx.query(
    `UPDATE pedidos_biblioteca SET situacao = 'respondido', data_situacao = $2::timestamptz, resposta = $3 WHERE cod_pedido = $1`,
    [bruno, at(12), 'A biblioteca tem um exemplar duplicado do volume pedido e o reservou para a permuta. Retire-o no balcão de empréstimo da Biblioteca Central.'],
  );
}
