import { intIn, pick, prng } from '../../lib/random';
import { addDays } from '../date';
import { DEMO } from '../people';
import { at, weightedPick, type Loan, type Plan, type Stock } from './model';

const COMMENT_TEXTS = [
  'Leitura essencial para a disciplina; recomendo a todos os colegas.',
  'Muito bem escrito, com exemplos claros e uma bibliografia excelente.',
  'Usei como referência no meu trabalho de conclusão de curso. Vale muito a pena.',
  'Conteúdo denso, mas compensa a leitura atenta.',
  'Seria ótimo ter mais exemplares: a fila de reserva está sempre longa.',
  'Indicado pelo professor; ajudou bastante na preparação para a prova.',
  'Boa introdução ao tema, ideal para quem está começando.',
  'Algumas partes estão desatualizadas, mas o panorama histórico é ótimo.',
  'Tradução cuidadosa e notas muito úteis.',
  'O exemplar da biblioteca está bem conservado. Obra de consulta indispensável.',
  'Material riquíssimo; as referências ao final de cada capítulo são um achado.',
  'Não é uma leitura fácil, mas é a melhor obra sobre o assunto que encontrei no acervo.',
];
const GENERAL_COMMENTS: [number, string][] = [
  [1, 'O horário de sábado poderia ser estendido até as 18h, principalmente em época de provas.'],
  [2, 'Sugiro mais tomadas nas mesas de estudo do segundo andar.'],
  [4, 'Parabéns à equipe pelo atendimento durante a semana de boas-vindas!'],
];

/**
 * Comments on titles (books in Portuguese, English or French): approved, pending, a few rejected, at
 * most one per patron and title; the demo patron's two first; then general comments to libraries.
 * `history`: the returned loans of this run (the demo patron's approved comment is on one of them).
 */
export function comments(plan: Plan, stock: Stock, history: Loan[]): void {
  const { ref } = plan;
  const rm = prng(0xc0e7);
  const commentable = [...new Set(stock.copies.filter((c) => c.cod_tipo_obra === 1 && ['por', 'eng', 'fre'].includes(c.idioma ?? '')).map((c) => c.cod_acervo))];
  const said = new Set<string>();
  if (stock.ana && commentable.length > 0) demoPatronComments(plan, stock, history, commentable, rm).forEach((cod) => said.add(`${cod}:${DEMO.ana}`));
  for (let i = 0; i < 45 && commentable.length > 0; i++) {
    const cod = pick(rm, commentable);
    const person = weightedPick(rm, stock.people.filter((p) => p.cod_pessoa !== DEMO.ana));
    if (!person || said.has(`${cod}:${person.cod_pessoa}`)) continue;
    said.add(`${cod}:${person.cod_pessoa}`);
    const x = rm();
    const situacao = x < 0.7 ? 'aprovado' : x < 0.94 ? 'pendente' : 'rejeitado';
    const date = situacao === 'pendente' ? addDays(ref, -intIn(rm, 0, 10)) : addDays(ref, -intIn(rm, 5, 300));
    const moderated = addDays(date, intIn(rm, 1, 4));
    plan.comments.push({
      cod_acervo: cod,
      cod_biblioteca: null,
      cod_pessoa: person.cod_pessoa,
      texto: pick(rm, COMMENT_TEXTS),
      data_comentario: at(date, rm),
      situacao,
      data_moderacao: situacao === 'pendente' ? null : at(moderated < ref ? moderated : ref, rm),
    });
  }
  for (const [lib, texto] of GENERAL_COMMENTS) {
    const person = weightedPick(rm, stock.active.filter((p) => p.cod_pessoa !== DEMO.ana));
    if (!person) break;
    const date = addDays(ref, -intIn(rm, 3, 60));
    plan.comments.push({ cod_acervo: null, cod_biblioteca: lib, cod_pessoa: person.cod_pessoa, texto, data_comentario: at(date, rm), situacao: 'aprovado', data_moderacao: at(addDays(date, 1), rm) });
  }
}

/** Approved: on a title she returned before; pending: on one she has on loan now. Returns both titles. */
function demoPatronComments(plan: Plan, { byExemplar }: Stock, history: Loan[], commentable: number[], rm: () => number): [number, number] {
  const { ref } = plan;
  const approvedOn = addDays(ref, -40);
  const titleOf = (l: { cod_exemplar: number }) => byExemplar.get(l.cod_exemplar)?.cod_acervo;
  const returned = history.filter((l) => l.cod_pessoa === DEMO.ana && (l.data_devolucao ?? ref) < approvedOn).map(titleOf);
  const current = plan.loans.filter((l) => l.cod_pessoa === DEMO.ana && l.data_devolucao === null).map(titleOf);
  const first = returned.find((c): c is number => c !== undefined) ?? commentable[0] ?? 0;
  const second = current.find((c): c is number => c !== undefined && c !== first) ?? commentable.find((c) => c !== first) ?? first;
  plan.comments.push({ cod_acervo: first, cod_biblioteca: null, cod_pessoa: DEMO.ana, texto: 'Livro muito útil para a disciplina: as explicações são claras e os exemplos ajudam bastante.', data_comentario: at(approvedOn, rm), situacao: 'aprovado', data_moderacao: at(addDays(approvedOn, 2), rm) });
  plan.comments.push({ cod_acervo: second, cod_biblioteca: null, cod_pessoa: DEMO.ana, texto: 'Gostaria que a biblioteca tivesse mais exemplares desta obra.', data_comentario: at(addDays(ref, -2), rm), situacao: 'pendente', data_moderacao: null });
  return [first, second];
}
