import { copiesOf } from './copies';
import type { Queryable } from './db/db';
import { intIn, pick, prng, shuffled } from './random';
import { DEMO, peopleSeed } from './seed-people';
import { addDays, daysBetween } from './seed-date';

/** Loan period in days of a "Normal" copy, per patron category (14 when not listed); "Especial" copies: 3 days. */
export const LOAN_DAYS: Record<string, number> = { '04': 28, '03': 21, '08': 21, '09': 21 };
export const SPECIAL_LOAN_DAYS = 3;
/** Renewals of the seeded loans: 0 to this many. */
export const MAX_RENEWALS = 2;
/** Fine per day late, in reais: "Normal" copies, "Especial (3 dias)" copies. */
export const FINE_PER_DAY = { normal: 1, especial: 2 } as const;
/** Days a released hold waits for the patron. */
export const PICKUP_DAYS = 3;

export const loanDays = (categoria: string, tipoEmprestimo: string): number =>
  tipoEmprestimo === 'Normal' ? (LOAN_DAYS[categoria] ?? 14) : SPECIAL_LOAN_DAYS;

const fineOf = (tipoEmprestimo: string, days: number) => (tipoEmprestimo === 'Normal' ? FINE_PER_DAY.normal : FINE_PER_DAY.especial) * days;

/** How often a category borrows, relative to the others. */
const WEIGHT: Record<string, number> = { '04': 1.5, '03': 1.25, '08': 1.25, '09': 1.25, '14': 0.5 };

interface Person {
  cod_pessoa: number;
  cod_categoria: string;
  bloqueio: boolean;
}

interface Copy {
  cod_exemplar: number;
  cod_acervo: number;
  cod_biblioteca: number;
  situacao: string;
  tipo_emprestimo: string;
  data_devolucao_prevista: string | null;
  data_catalogacao: string | null;
  cod_tipo_obra: number;
  idioma: string | null;
}

interface Loan {
  cod_emprestimo: number;
  cod_exemplar: number;
  cod_pessoa: number;
  data_emprestimo: string;
  data_devolucao_prevista: string;
  data_devolucao: string | null;
  qtde_renovacoes: number;
  data_ultima_renovacao: string | null;
}

interface Debt {
  cod_pessoa: number;
  /** Index into the loans being inserted (resolved to cod_emprestimo), or null. */
  loan: Loan | null;
  cod_biblioteca: number | null;
  tipo: 'atraso' | 'perda' | 'dano' | 'outro';
  motivo: string;
  data_debito: string;
  valor: number;
  desconto: number;
  valor_pago: number;
  data_pagamento: string | null;
}

interface Hold {
  cod_acervo: number;
  cod_exemplar: number | null;
  cod_pessoa: number;
  cod_biblioteca: number | null;
  situacao: 'fila' | 'liberada' | 'cancelada' | 'atendida';
  posicao_fila: number | null;
  data_reserva: string;
  data_liberacao: string | null;
  data_limite_retirada: string | null;
  data_cancelamento: string | null;
  motivo_cancelamento: string | null;
}

interface Comment {
  cod_acervo: number | null;
  cod_biblioteca: number | null;
  cod_pessoa: number;
  texto: string;
  data_comentario: string;
  situacao: 'pendente' | 'aprovado' | 'rejeitado';
  data_moderacao: string | null;
}

interface Suggestion {
  cod_pessoa: number;
  cod_campus: number;
  cod_biblioteca: number;
  autor: string | null;
  titulo: string;
  edicao: string | null;
  editor: string;
  isbn_issn: string | null;
  periodico: boolean;
  outras_inf: string | null;
  professor: boolean;
  data_sugestao: string;
  cod_situacao: number;
  data_situacao: string | null;
}

/** A time of day in Brazil (UTC−3) on `date`. */
const at = (date: string, r: () => number) => `${date}T${String(intIn(r, 8, 21)).padStart(2, '0')}:${String(intIn(r, 0, 59)).padStart(2, '0')}:00-03:00`;
const money = (n: number) => Math.round(n * 100) / 100;
const FAR = '9999-12-31';

function weightedPick(r: () => number, people: Person[]): Person | undefined {
  const total = people.reduce((s, p) => s + (WEIGHT[p.cod_categoria] ?? 1), 0);
  let x = r() * total;
  for (const p of people) {
    x -= WEIGHT[p.cod_categoria] ?? 1;
    if (x < 0) return p;
  }
  return people[people.length - 1];
}

/** Busy intervals of each copy ([from, to], inclusive), so two loans of a copy never overlap. */
class Calendar {
  #busy = new Map<number, [string, string][]>();
  free(cod: number, from: string, to: string): boolean {
    return !(this.#busy.get(cod) ?? []).some(([a, b]) => from <= b && a <= to);
  }
  add(cod: number, from: string, to: string): void {
    const list = this.#busy.get(cod) ?? [];
    list.push([from, to]);
    this.#busy.set(cod, list);
  }
}

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
const CANCEL_REASONS = ['Cancelada pelo usuário.', 'Prazo de retirada expirado.', 'Cancelada pela biblioteca: exemplar em restauração.'];

/** Acquisition suggestions: [author, title, edition, publisher, periodical, other info, status (situacoes_sugestao)]. */
const SUGGESTIONS: [string | null, string, string | null, string, boolean, string | null, number][] = [
  ['Mey, Eliane Serrão Alves; Silveira, Naira Christofoletti', 'Catalogação no plural', null, 'Briquet de Lemos', false, 'Bibliografia básica de Representação Descritiva.', 5],
  ['Sommerville, Ian', 'Engenharia de software', '10. ed.', 'Pearson', false, null, 1],
  ['Tanenbaum, Andrew S.; Bos, Herbert', 'Sistemas operacionais modernos', '4. ed.', 'Pearson', false, null, 2],
  ['Reale, Miguel', 'Lições preliminares de direito', '27. ed.', 'Saraiva', false, 'Edição mais recente, por favor.', 11],
  ['Di Pietro, Maria Sylvia Zanella', 'Direito administrativo', '36. ed.', 'Forense', false, null, 12],
  ['Bechara, Evanildo', 'Moderna gramática portuguesa', '39. ed.', 'Nova Fronteira', false, null, 7],
  ['Hobsbawm, Eric J.', 'A era das revoluções: 1789-1848', null, 'Paz e Terra', false, null, 9],
  ['Soboul, Albert', 'A Revolução Francesa', null, 'Difel', false, 'Obra esgotada na editora; aceito exemplar usado.', 6],
  ['Berendt, Joachim-Ernst', 'O livro do jazz: de Nova Orleans ao século XXI', null, 'Perspectiva', false, null, 10],
  ['Guyton, Arthur C.; Hall, John E.', 'Tratado de fisiologia médica', '14. ed.', 'GEN Guanabara Koogan', false, null, 3],
  ['Lakatos, Eva Maria; Marconi, Marina de Andrade', 'Fundamentos de metodologia científica', '9. ed.', 'Atlas', false, null, 8],
  ['Sommerville, Ian', 'Engenharia de software', '10. ed.', 'Pearson', false, 'Para a turma de Engenharia de Software.', 4],
  [null, 'Perspectivas em Ciência da Informação', null, 'Escola de Ciência da Informação da UFMG', true, 'Assinatura dos fascículos impressos.', 13],
  ['Freire, Paulo', 'Pedagogia do oprimido', null, 'Paz e Terra', false, null, 14],
  ['Candido, Antonio', 'Formação da literatura brasileira: momentos decisivos', null, 'Ouro sobre Azul', false, null, 14],
  ['Kurose, James F.; Ross, Keith W.', 'Redes de computadores e a internet: uma abordagem top-down', '8. ed.', 'Pearson', false, null, 5],
  ['Silberschatz, Abraham; Korth, Henry F.; Sudarshan, S.', 'Sistema de banco de dados', '7. ed.', 'GEN LTC', false, null, 2],
  ['Tinhorão, José Ramos', 'História social da música popular brasileira', null, 'Editora 34', false, null, 1],
  ['Sachs, Ignacy', 'Caminhos para o desenvolvimento sustentável', null, 'Garamond', false, null, 13],
  [null, 'Cadernos de Saúde Pública', null, 'Fiocruz', true, null, 9],
  ['Bauman, Zygmunt', 'Modernidade líquida', null, 'Zahar', false, null, 2],
  ['Montenegro, Carlos Antonio Barbosa; Rezende Filho, Jorge de', 'Rezende obstetrícia fundamental', '14. ed.', 'Guanabara Koogan', false, null, 14],
];

const LIBRARY_CAMPUS: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 3 };

/**
 * Loans, holds, debts, comments and acquisition suggestions around the seeded people and copies.
 *
 * Always (also on a database seeded before): every copy 'emprestado' without an open loan gets one
 * (expected return = the copy's data_devolucao_prevista; an overdue one also gets its fine as an
 * open debt), and every copy 'reservado' without a released hold gets one. On the first run (no
 * loans, holds, debts, comments or suggestions yet) also: the demo patron's curated loans and holds,
 * a loan history per patron (renewals, late returns → fines, paid, discounted or open), holds in
 * queue for titles whose copies are all on loan, cancelled and fulfilled holds, comments and
 * suggestions. Everything is dated from `referenceDate` and drawn from seeded PRNGs: the same
 * catalogue and date give the same rows and codes.
 */
export async function seedCirculation(tx: Queryable, referenceDate: string): Promise<Record<string, number>> {
  const ref = referenceDate;
  const seeded = new Set(peopleSeed().pessoas.map((p) => p.cod_pessoa));
  const people = (
    await tx.query<Person>('SELECT cod_pessoa, cod_categoria, bloqueio FROM pessoas ORDER BY cod_pessoa')
  ).filter((p) => seeded.has(p.cod_pessoa));
  if (people.length === 0) return {};
  const active = people.filter((p) => !p.bloqueio);
  const byCod = new Map(people.map((p) => [p.cod_pessoa, p]));
  const ana = byCod.get(DEMO.ana);
  const daniela = byCod.get(DEMO.daniela);

  const copies = await tx.query<Copy>(
    `SELECT e.cod_exemplar, e.cod_acervo, e.cod_biblioteca, e.situacao, e.tipo_emprestimo,
            to_char(e.data_devolucao_prevista, 'YYYY-MM-DD') AS data_devolucao_prevista,
            to_char(e.data_catalogacao, 'YYYY-MM-DD') AS data_catalogacao, t.cod_tipo_obra, t.idioma
     FROM exemplares e JOIN titulos t USING (cod_acervo) ORDER BY e.cod_exemplar`,
  );
  const [counts] = await tx.query<{ n: number }>(
    `SELECT ((SELECT count(*) FROM emprestimos) + (SELECT count(*) FROM reservas) + (SELECT count(*) FROM debitos)
           + (SELECT count(*) FROM comentarios) + (SELECT count(*) FROM sugestoes_aquisicao))::int AS n`,
  );
  const fresh = (counts?.n ?? 0) === 0;
  const withOpenLoan = new Set(
    (await tx.query<{ cod_exemplar: number }>('SELECT cod_exemplar FROM emprestimos WHERE data_devolucao IS NULL')).map((x) => x.cod_exemplar),
  );
  const withReleasedHold = new Set(
    (await tx.query<{ cod_exemplar: number }>(`SELECT cod_exemplar FROM reservas WHERE situacao = 'liberada' AND cod_exemplar IS NOT NULL`)).map(
      (x) => x.cod_exemplar,
    ),
  );

  // A copy on loan without its loan yet (a database seeded before the loans existed, or on another
  // date) is due when copiesOf says for this reference date, so its new loan is dated like the rest.
  const redated: { cod_exemplar: number; data_devolucao_prevista: string }[] = [];
  for (const c of copies) {
    if (c.situacao !== 'emprestado' || withOpenLoan.has(c.cod_exemplar)) continue;
    const now = copiesOf(c.cod_acervo, c.cod_tipo_obra, ref).find((x) => x.cod_exemplar === c.cod_exemplar);
    if (now?.situacao === 'emprestado' && now.data_devolucao_prevista && now.data_devolucao_prevista !== c.data_devolucao_prevista) {
      c.data_devolucao_prevista = now.data_devolucao_prevista;
      redated.push({ cod_exemplar: c.cod_exemplar, data_devolucao_prevista: now.data_devolucao_prevista });
    }
  }
  if (redated.length > 0) {
    await tx.query(
      `UPDATE exemplares e SET data_devolucao_prevista = x.data_devolucao_prevista
       FROM jsonb_to_recordset($1::jsonb) AS x(cod_exemplar int, data_devolucao_prevista date) WHERE e.cod_exemplar = x.cod_exemplar`,
      [JSON.stringify(redated)],
    );
  }

  const calendar = new Calendar();
  const loans: Omit<Loan, 'cod_emprestimo'>[] = [];
  const debts: (Omit<Debt, 'loan'> & { loan: Omit<Loan, 'cod_emprestimo'> | null })[] = [];
  const holds: Hold[] = [];
  const comments: Comment[] = [];
  const suggestions: Suggestion[] = [];

  const openLoan = (copy: Copy, person: Person, renewals: number) => {
    const due = copy.data_devolucao_prevista ?? ref;
    const days = loanDays(person.cod_categoria, copy.tipo_emprestimo);
    let k = renewals;
    while (k > 0 && copy.data_catalogacao && addDays(due, -days * (1 + k)) <= copy.data_catalogacao) k--;
    let start = addDays(due, -days * (1 + k));
    if (start > ref) {
      // Due further ahead than the patron's loan period (copies of an older seed): lent today.
      k = 0;
      start = ref;
    }
    const loan = {
      cod_exemplar: copy.cod_exemplar,
      cod_pessoa: person.cod_pessoa,
      data_emprestimo: start,
      data_devolucao_prevista: due,
      data_devolucao: null,
      qtde_renovacoes: k,
      data_ultima_renovacao: k > 0 ? addDays(due, -days) : null,
    };
    loans.push(loan);
    calendar.add(copy.cod_exemplar, loan.data_emprestimo, FAR);
    const late = daysBetween(due, ref);
    if (late > 0) {
      debts.push({
        cod_pessoa: person.cod_pessoa,
        loan,
        cod_biblioteca: copy.cod_biblioteca,
        tipo: 'atraso',
        motivo: `Multa por atraso: empréstimo em aberto, ${late} dia(s) de atraso.`,
        data_debito: ref,
        valor: money(fineOf(copy.tipo_emprestimo, late)),
        desconto: 0,
        valor_pago: 0,
        data_pagamento: null,
      });
    }
    return loan;
  };

  const releasedHold = (copy: Copy, person: Person, r: () => number) => {
    const liberacao = addDays(ref, -intIn(r, 0, 2));
    holds.push({
      cod_acervo: copy.cod_acervo,
      cod_exemplar: copy.cod_exemplar,
      cod_pessoa: person.cod_pessoa,
      cod_biblioteca: copy.cod_biblioteca,
      situacao: 'liberada',
      posicao_fila: null,
      data_reserva: at(addDays(liberacao, -intIn(r, 3, 30)), r),
      data_liberacao: liberacao,
      data_limite_retirada: addDays(liberacao, PICKUP_DAYS),
      data_cancelamento: null,
      motivo_cancelamento: null,
    });
    calendar.add(copy.cod_exemplar, addDays(liberacao, -1), FAR);
  };

  const readable = (c: Copy) => c.cod_tipo_obra === 1 && (c.idioma === 'por' || c.idioma === 'eng');
  const taken = new Set<number>();

  // The demo patron's curated loans and released hold (first run only).
  const anaTitles = new Set<number>();
  if (fresh && ana) {
    const r = prng(0xa7a);
    const due = (c: Copy) => daysBetween(ref, c.data_devolucao_prevista ?? ref);
    const onLoan = copies.filter((c) => c.situacao === 'emprestado' && c.tipo_emprestimo === 'Normal' && !withOpenLoan.has(c.cod_exemplar));
    // Portuguese books first, then English ones, then anything on loan; shuffled within each group.
    const groups = (ok: (c: Copy) => boolean) => [
      ...shuffled(r, onLoan.filter((c) => ok(c) && readable(c) && c.idioma === 'por')),
      ...shuffled(r, onLoan.filter((c) => ok(c) && readable(c) && c.idioma !== 'por')),
      ...shuffled(r, onLoan.filter((c) => ok(c) && !readable(c))),
    ];
    const lateOnes = groups((c) => due(c) < 0);
    const current = groups((c) => due(c) > 0 && due(c) <= 14);
    const picks: [Copy | undefined, number][] = [
      [lateOnes[0], 1],
      [current.find((c) => c.cod_acervo !== lateOnes[0]?.cod_acervo), 0],
    ];
    picks.push([current.find((c) => c.cod_acervo !== picks[0]?.[0]?.cod_acervo && c.cod_acervo !== picks[1]?.[0]?.cod_acervo), MAX_RENEWALS]);
    for (const [copy, k] of picks) {
      if (!copy || taken.has(copy.cod_exemplar)) continue;
      openLoan(copy, ana, k);
      taken.add(copy.cod_exemplar);
      anaTitles.add(copy.cod_acervo);
    }
    const held = copies.filter((c) => c.situacao === 'reservado' && !withReleasedHold.has(c.cod_exemplar) && !anaTitles.has(c.cod_acervo));
    const copy = shuffled(r, held.filter(readable))[0] ?? held[0];
    if (copy) {
      releasedHold(copy, ana, r);
      taken.add(copy.cod_exemplar);
      anaTitles.add(copy.cod_acervo);
    }
  }

  // Every copy on loan has exactly one open loan; every copy on hold is held for someone.
  const pool = active.filter((p) => p.cod_pessoa !== DEMO.ana);
  const borrowers = new Map<number, Set<number>>(); // cod_acervo -> persons with an open loan of it
  for (const copy of copies) {
    if (taken.has(copy.cod_exemplar)) continue;
    const r = prng(Math.imul(copy.cod_exemplar, 0x85ebca6b) ^ 0x10a4);
    if (copy.situacao === 'emprestado' && !withOpenLoan.has(copy.cod_exemplar)) {
      const offset = daysBetween(ref, copy.data_devolucao_prevista ?? ref);
      const eligible = pool.filter((p) => offset <= 0 || loanDays(p.cod_categoria, copy.tipo_emprestimo) >= offset);
      const person = weightedPick(r, eligible.length > 0 ? eligible : pool);
      if (!person) continue;
      const x = r();
      openLoan(copy, person, copy.tipo_emprestimo === 'Normal' ? (x < 0.6 ? 0 : x < 0.85 ? 1 : 2) : 0);
    } else if (copy.situacao === 'reservado' && !withReleasedHold.has(copy.cod_exemplar)) {
      const person = weightedPick(r, pool);
      if (person) releasedHold(copy, person, r);
    }
  }
  const byExemplar = new Map(copies.map((c) => [c.cod_exemplar, c]));
  for (const l of loans) {
    const copy = byExemplar.get(l.cod_exemplar);
    if (!copy) continue;
    const set = borrowers.get(copy.cod_acervo) ?? new Set<number>();
    set.add(l.cod_pessoa);
    borrowers.set(copy.cod_acervo, set);
  }

  if (fresh) {
    for (const c of copies) if (c.situacao === 'em_transito') calendar.add(c.cod_exemplar, addDays(ref, -5), FAR);
    const lendable = copies.filter((c) => c.tipo_emprestimo !== 'Consulta local');

    // Loan history: returned loans, some renewed, some late (→ fines); never a title the patron has on loan now.
    const history: Omit<Loan, 'cod_emprestimo'>[] = [];
    const onLoanNow = new Set(loans.map((l) => `${byExemplar.get(l.cod_exemplar)?.cod_acervo}:${l.cod_pessoa}`));
    for (const person of people) {
      const r = prng(0xc1c0 + person.cod_pessoa);
      const cat = person.cod_categoria;
      const n = cat === '04' ? intIn(r, 10, 16) : ['03', '08', '09'].includes(cat) ? intIn(r, 6, 12) : cat === '14' ? intIn(r, 1, 4) : intIn(r, 3, 10);
      let made = 0;
      for (let attempt = 0; made < n && attempt < n * 20 && lendable.length > 0; attempt++) {
        const copy = pick(r, lendable);
        const x = r();
        const k = x < 0.6 ? 0 : x < 0.85 ? 1 : MAX_RENEWALS;
        const days = loanDays(cat, copy.tipo_emprestimo);
        const start = addDays(ref, -intIn(r, 7, 400));
        const due = addDays(start, days * (1 + k));
        const late = r() < 0.15 ? intIn(r, 1, 15) : 0;
        const returned = late > 0 ? addDays(due, late) : addDays(due, -intIn(r, 0, Math.min(days - 1, 10)));
        if (
          (copy.data_catalogacao && start <= copy.data_catalogacao) ||
          returned >= ref ||
          onLoanNow.has(`${copy.cod_acervo}:${person.cod_pessoa}`) ||
          !calendar.free(copy.cod_exemplar, start, returned)
        ) {
          continue;
        }
        calendar.add(copy.cod_exemplar, start, returned);
        const loan = {
          cod_exemplar: copy.cod_exemplar,
          cod_pessoa: person.cod_pessoa,
          data_emprestimo: start,
          data_devolucao_prevista: due,
          data_devolucao: returned,
          qtde_renovacoes: k,
          data_ultima_renovacao: k > 0 ? addDays(start, days * k) : null,
        };
        history.push(loan);
        made++;
        if (late > 0) {
          const valor = money(fineOf(copy.tipo_emprestimo, late));
          const y = r();
          const paidOn = addDays(returned, intIn(r, 0, 20));
          const desconto = y >= 0.55 && y < 0.7 ? money(valor / 2) : 0;
          const paid = y < 0.7;
          debts.push({
            cod_pessoa: person.cod_pessoa,
            loan,
            cod_biblioteca: copy.cod_biblioteca,
            tipo: 'atraso',
            motivo: `Multa por atraso na devolução: ${late} dia(s).`,
            data_debito: returned,
            valor,
            desconto,
            valor_pago: paid ? money(valor - desconto) : 0,
            data_pagamento: paid ? (paidOn < ref ? paidOn : ref) : null,
          });
        }
        // Some loans began as a hold that was fulfilled.
        if (r() < 0.12) {
          const liberacao = addDays(start, -intIn(r, 0, 2));
          holds.push({
            cod_acervo: copy.cod_acervo,
            cod_exemplar: copy.cod_exemplar,
            cod_pessoa: person.cod_pessoa,
            cod_biblioteca: copy.cod_biblioteca,
            situacao: 'atendida',
            posicao_fila: null,
            data_reserva: at(addDays(liberacao, -intIn(r, 2, 15)), r),
            data_liberacao: liberacao,
            data_limite_retirada: addDays(liberacao, PICKUP_DAYS),
            data_cancelamento: null,
            motivo_cancelamento: null,
          });
        }
      }
    }
    loans.push(...history);

    // Other debts: a lost copy (the blocked demo patron), damage, paid.
    if (daniela) {
      debts.push({ cod_pessoa: daniela.cod_pessoa, loan: null, cod_biblioteca: 1, tipo: 'perda', motivo: 'Extravio de exemplar: reposição do material.', data_debito: addDays(ref, -75), valor: 120, desconto: 0, valor_pago: 0, data_pagamento: null });
    }
    {
      const r = prng(0xda9e);
      for (let i = 0; i < 3; i++) {
        const person = weightedPick(r, active);
        if (!person) break;
        const date = addDays(ref, -intIn(r, 30, 300));
        debts.push({ cod_pessoa: person.cod_pessoa, loan: null, cod_biblioteca: intIn(r, 1, 4), tipo: 'dano', motivo: 'Dano ao exemplar (páginas rasgadas e marcações).', data_debito: date, valor: 45, desconto: i === 0 ? 15 : 0, valor_pago: i === 2 ? 0 : i === 0 ? 30 : 45, data_pagamento: i === 2 ? null : addDays(date, intIn(r, 1, 25)) });
      }
    }

    // Holds in queue: titles whose copies are all on loan.
    const copiesOfTitle = new Map<number, Copy[]>();
    for (const c of copies) copiesOfTitle.set(c.cod_acervo, [...(copiesOfTitle.get(c.cod_acervo) ?? []), c]);
    const allOnLoan = [...copiesOfTitle.entries()].filter(([, cs]) => cs.every((c) => c.situacao === 'emprestado')).map(([cod]) => cod);
    const rq = prng(0xf11a);
    const queue = (codAcervo: number, members: Person[]) => {
      let day = intIn(rq, 12, 30);
      members.forEach((p, i) => {
        holds.push({
          cod_acervo: codAcervo,
          cod_exemplar: null,
          cod_pessoa: p.cod_pessoa,
          cod_biblioteca: copiesOfTitle.get(codAcervo)?.[0]?.cod_biblioteca ?? null,
          situacao: 'fila',
          posicao_fila: i + 1,
          data_reserva: at(addDays(ref, -day), rq),
          data_liberacao: null,
          data_limite_retirada: null,
          data_cancelamento: null,
          motivo_cancelamento: null,
        });
        day = Math.max(0, day - intIn(rq, 1, 5));
      });
    };
    const queueTitles = shuffled(rq, allOnLoan);
    const anaQueue = ana ? queueTitles.find((cod) => !anaTitles.has(cod) && readable(copiesOfTitle.get(cod)?.[0] as Copy)) ?? queueTitles.find((cod) => !anaTitles.has(cod)) : undefined;
    for (const cod of queueTitles.filter((c) => c !== anaQueue).slice(0, 30).concat(anaQueue ? [anaQueue] : [])) {
      const excluded = new Set([...(borrowers.get(cod) ?? []), DEMO.ana]);
      const members: Person[] = [];
      const size = cod === anaQueue ? 3 : intIn(rq, 1, 3);
      for (let i = 0; i < 20 && members.length < size; i++) {
        const p = weightedPick(rq, active.filter((x) => !excluded.has(x.cod_pessoa)));
        if (!p) break;
        members.push(p);
        excluded.add(p.cod_pessoa);
      }
      if (cod === anaQueue && ana) members.splice(1, 0, ana); // second in the queue
      queue(cod, members);
      if (cod === anaQueue) anaTitles.add(cod);
    }

    // Cancelled holds.
    const rc = prng(0xca9c);
    const withCopies = [...copiesOfTitle.keys()];
    for (let i = 0; i < 30 && withCopies.length > 0; i++) {
      const person = i === 0 && ana ? ana : weightedPick(rc, active);
      if (!person) break;
      const reserva = addDays(ref, -intIn(rc, 20, 300));
      holds.push({
        cod_acervo: pick(rc, withCopies),
        cod_exemplar: null,
        cod_pessoa: person.cod_pessoa,
        cod_biblioteca: intIn(rc, 1, 4),
        situacao: 'cancelada',
        posicao_fila: null,
        data_reserva: at(reserva, rc),
        data_liberacao: null,
        data_limite_retirada: null,
        data_cancelamento: addDays(reserva, intIn(rc, 1, 15)),
        motivo_cancelamento: pick(rc, CANCEL_REASONS),
      });
    }

    // Comments on titles: approved, pending, a few rejected; and general comments to libraries.
    const rm = prng(0xc0e7);
    const commentable = [...new Set(copies.filter((c) => c.cod_tipo_obra === 1 && ['por', 'eng', 'fre'].includes(c.idioma ?? '')).map((c) => c.cod_acervo))];
    const said = new Set<string>();
    if (ana && commentable.length > 0) {
      // Approved: on a title she returned before; pending: on one she has on loan now.
      const approvedOn = addDays(ref, -40);
      const titleOf = (l: { cod_exemplar: number }) => byExemplar.get(l.cod_exemplar)?.cod_acervo;
      const returned = history.filter((l) => l.cod_pessoa === DEMO.ana && (l.data_devolucao ?? ref) < approvedOn).map(titleOf);
      const current = loans.filter((l) => l.cod_pessoa === DEMO.ana && l.data_devolucao === null).map(titleOf);
      const first = returned.find((c): c is number => c !== undefined) ?? commentable[0] ?? 0;
      const second = current.find((c): c is number => c !== undefined && c !== first) ?? commentable.find((c) => c !== first) ?? first;
      comments.push({ cod_acervo: first, cod_biblioteca: null, cod_pessoa: DEMO.ana, texto: 'Livro muito útil para a disciplina: as explicações são claras e os exemplos ajudam bastante.', data_comentario: at(approvedOn, rm), situacao: 'aprovado', data_moderacao: at(addDays(approvedOn, 2), rm) });
      comments.push({ cod_acervo: second, cod_biblioteca: null, cod_pessoa: DEMO.ana, texto: 'Gostaria que a biblioteca tivesse mais exemplares desta obra.', data_comentario: at(addDays(ref, -2), rm), situacao: 'pendente', data_moderacao: null });
      said.add(`${first}:${DEMO.ana}`).add(`${second}:${DEMO.ana}`);
    }
    for (let i = 0; i < 45 && commentable.length > 0; i++) {
      const cod = pick(rm, commentable);
      const person = weightedPick(rm, people.filter((p) => p.cod_pessoa !== DEMO.ana));
      if (!person || said.has(`${cod}:${person.cod_pessoa}`)) continue;
      said.add(`${cod}:${person.cod_pessoa}`);
      const x = rm();
      const situacao = x < 0.7 ? 'aprovado' : x < 0.94 ? 'pendente' : 'rejeitado';
      const date = situacao === 'pendente' ? addDays(ref, -intIn(rm, 0, 10)) : addDays(ref, -intIn(rm, 5, 300));
      const moderated = addDays(date, intIn(rm, 1, 4));
      comments.push({
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
      const person = weightedPick(rm, active.filter((p) => p.cod_pessoa !== DEMO.ana));
      if (!person) break;
      const date = addDays(ref, -intIn(rm, 3, 60));
      comments.push({ cod_acervo: null, cod_biblioteca: lib, cod_pessoa: person.cod_pessoa, texto, data_comentario: at(date, rm), situacao: 'aprovado', data_moderacao: at(addDays(date, 1), rm) });
    }

    // Acquisition suggestions in several statuses (the first is the demo patron's).
    const rs = prng(0x5e9);
    SUGGESTIONS.forEach(([autor, titulo, edicao, editor, periodico, outras_inf, cod_situacao], i) => {
      const person = i === 0 && ana ? ana : weightedPick(rs, active.filter((p) => p.cod_pessoa !== DEMO.ana));
      if (!person) return;
      const lib = person.cod_categoria === '12' ? 2 : intIn(rs, 1, 4);
      const date = cod_situacao === 14 || cod_situacao === 13 ? addDays(ref, -intIn(rs, 1, 20)) : addDays(ref, -intIn(rs, 30, 300));
      const changed = addDays(date, intIn(rs, 2, 25));
      suggestions.push({
        cod_pessoa: person.cod_pessoa,
        cod_campus: LIBRARY_CAMPUS[lib] ?? 1,
        cod_biblioteca: lib,
        autor,
        titulo,
        edicao,
        editor,
        isbn_issn: null,
        periodico,
        outras_inf,
        professor: person.cod_categoria === '04',
        data_sugestao: at(date, rs),
        cod_situacao,
        data_situacao: cod_situacao === 14 || cod_situacao === 13 ? null : changed < ref ? changed : ref,
      });
    });
  }

  // Codes in date order, after those already stored.
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
