import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { ACCOUNT_DEMO_LOGIN } from '../src/seed/account';
import { CLEARANCE_DEMO_LOGIN } from '../src/seed/clearance';
import { NO_CPF_DEMO_LOGIN } from '../src/seed/no-cpf';
import { acquisitionOf, copiesOf } from '../src/seed/copies';
import type { Db } from '../src/db/db';
import { seed, seedCounts } from '../src/seed';
import { DISCIPLINAS } from '../src/seed/courses';
import { addDays, addMonths, daysBetween, parseIsoDate, seedDateFromEnv } from '../src/seed/date';
import { CATEGORIAS, DEMO, DEMO_PASSWORDS, peopleSeed } from '../src/seed/people';
import { BACKENDS, MARC_DIR, SEED_DATE, TEST_DATABASE_URL, seededDb } from './helpers';

// Storage tests of the seeded people, circulation and courses, on every backend (in-memory PGlite,
// and the real PostgreSQL server of TEST_DATABASE_URL when it is set).
if (!TEST_DATABASE_URL) {
  console.info('[storage tests] TEST_DATABASE_URL is not set: skipping the real-PostgreSQL variant (PGlite only). .ci/run sets it.');
}

const cpfValid = (cpf: string): boolean => {
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const d = [...cpf].map(Number);
  for (const len of [9, 10]) {
    const sum = d.slice(0, len).reduce((s, x, i) => s + x * (len + 1 - i), 0);
    if (((sum * 10) % 11) % 10 !== d[len]) return false;
  }
  return true;
};

/** The seeded rows of every table, as one string per table (compared across backends). */
const fingerprints = new Map<string, Record<string, string>>();

describe('seed dates', () => {
  it('SEED_DATE: a real calendar date or nothing', () => {
    expect(seedDateFromEnv(undefined)).toBeUndefined();
    expect(seedDateFromEnv('')).toBeUndefined();
    expect(seedDateFromEnv(' 2025-12-31 ')).toBe('2025-12-31');
    for (const bad of ['2025-02-30', '2025-13-01', '31/12/2025', 'today', '2025-1-1']) expect(() => seedDateFromEnv(bad), bad).toThrow(/SEED_DATE/);
    expect(parseIsoDate('2024-02-29')).toBe('2024-02-29');
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(loadConfig({ SEED_DATE: '2026-01-15' }).seedDate).toBe('2026-01-15');
    expect(loadConfig({}).seedDate).toBeUndefined();
    // SKIP_SEED: a start on a database known to be seeded skips the seed's check (e2e/server.mjs's copies).
    expect(loadConfig({}).skipSeed).toBe(false);
    expect(loadConfig({ SKIP_SEED: '0' }).skipSeed).toBe(false);
    expect(loadConfig({ SKIP_SEED: '1' }).skipSeed).toBe(true);
    expect(() => loadConfig({ SKIP_SEED: 'yes' })).toThrow(/SKIP_SEED/);
  });

  it('date arithmetic', () => {
    expect(addDays('2026-03-02', -30)).toBe('2026-01-31');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(daysBetween('2026-02-20', '2026-03-02')).toBe(10);
  });

  it('another reference date moves the dates of the copies, nothing else', () => {
    for (const cod of [7, 42, 1001, 1500]) {
      const a = copiesOf(cod, 1, SEED_DATE);
      const b = copiesOf(cod, 1, addDays(SEED_DATE, 100));
      expect(b.map((c) => ({ ...c, data_devolucao_prevista: null }))).toEqual(a.map((c) => ({ ...c, data_devolucao_prevista: null })));
      a.forEach((c, i) => {
        if (c.data_devolucao_prevista) expect(daysBetween(c.data_devolucao_prevista, b[i]?.data_devolucao_prevista ?? '')).toBe(100);
      });
      for (const c of a) {
        const x = acquisitionOf(c.cod_exemplar, c.situacao, '1990', SEED_DATE);
        expect(x.data_aquisicao <= x.data_catalogacao && x.data_catalogacao <= SEED_DATE).toBe(true);
      }
    }
  });

  it('the people are a pure function: the same persons and logins every time', () => {
    expect(peopleSeed()).toEqual(peopleSeed());
  });
});

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip !== null)(`seeded people, circulation and courses on ${backend.name}${backend.skip ? ` — skipped: ${backend.skip}` : ''}`, () => {
    let db: Db;
    const ref = SEED_DATE;
    const q = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => db.query<T>(sql, params);
    const one = async <T = Record<string, unknown>>(sql: string, params?: unknown[]) => (await q<T>(sql, params))[0] as T;

    beforeAll(async () => {
      ({ db } = await seededDb(backend));
    });
    afterAll(async () => {
      await db?.close();
    });

    describe('people', () => {
      it('every patron category of SPEC.md §6 exists with pt/en/es labels and has patrons (~60 plus the demo accounts)', async () => {
        const cats = await q<{ cod_categoria: string; descricao_pt: string; descricao_en: string; descricao_es: string; n: number }>(
          `SELECT c.cod_categoria, c.descricao_pt, c.descricao_en, c.descricao_es, count(p.cod_pessoa)::int AS n
           FROM categorias_usuario c LEFT JOIN pessoas p USING (cod_categoria) GROUP BY 1, 2, 3, 4 ORDER BY c.ordem`,
        );
        expect(cats.map((c) => c.cod_categoria)).toEqual([...CATEGORIAS]);
        for (const c of cats) {
          expect(c.n, c.cod_categoria).toBeGreaterThan(0);
          expect(c.descricao_pt && c.descricao_en && c.descricao_es).toBeTruthy();
        }
        expect(cats.find((c) => c.cod_categoria === '13')?.descricao_en).toBe('Exchange student');
        expect(cats.find((c) => c.cod_categoria === '14')?.descricao_en).toBe('Community member');
        const { n } = await one<{ n: number }>('SELECT count(*)::int AS n FROM pessoas');
        expect(n).toBeGreaterThanOrEqual(60);
        expect(n).toBeLessThanOrEqual(90);
      });

      it('personal data: valid CPFs (digits only), e-mails, birth dates; exchange students may lack a CPF', async () => {
        const people = await q<{ cpf: string | null; emails: string[]; data_nascimento: string; cod_categoria: string; cep: string | null }>(
          `SELECT cpf, emails, to_char(data_nascimento, 'YYYY-MM-DD') AS data_nascimento, cod_categoria, cep FROM pessoas`,
        );
        for (const p of people) {
          if (p.cpf !== null) expect(cpfValid(p.cpf), p.cpf).toBe(true);
          else expect(p.cod_categoria).toBe('13');
          expect(p.emails.length).toBeGreaterThan(0);
          for (const e of p.emails) expect(e).toMatch(/^[a-z0-9.]+@[a-z.]+\.example$/);
          expect(p.data_nascimento < '2010-01-01' && p.data_nascimento > '1940-01-01').toBe(true);
          expect(p.cep).toMatch(/^\d{8}$/);
        }
      });

      it('the demo accounts: categories, flags, argon2id passwords that verify', async () => {
        const logins = await q<{ login: string; cod_pessoa: number; nome_pessoa: string; cod_categoria: string; bloqueio: boolean; senha_hash: string; principal: boolean }>(
          `SELECT l.login, l.cod_pessoa, p.nome_pessoa, p.cod_categoria, p.bloqueio, l.senha_hash, l.principal
           FROM logins l JOIN pessoas p USING (cod_pessoa) WHERE l.senha_hash IS NOT NULL ORDER BY l.login, l.cod_pessoa`,
        );
        const by = (login: string) => logins.filter((l) => l.login === login);
        expect(by('20240001')).toMatchObject([{ cod_pessoa: DEMO.ana, cod_categoria: '01', bloqueio: false }]);
        expect(by('20240002')).toMatchObject([{ cod_pessoa: DEMO.bruno, cod_categoria: '03', bloqueio: false }]);
        expect(by('P0001')).toMatchObject([{ cod_pessoa: DEMO.carlos, cod_categoria: '04', bloqueio: false }]);
        expect(by('20240003')).toMatchObject([{ cod_pessoa: DEMO.daniela, cod_categoria: '01', bloqueio: true }]);
        // One user code, two persons (two-step login).
        expect(by('20240004').map((l) => l.cod_pessoa)).toEqual([DEMO.mariana, DEMO.marianaServidora]);
        // One person, two linked logins.
        expect(logins.filter((l) => l.cod_pessoa === DEMO.rafael).map((l) => [l.login, l.principal])).toEqual([
          ['20190005', false],
          ['20240005', true],
        ]);
        for (const l of logins) {
          expect(l.senha_hash.startsWith('$argon2id$'), l.login).toBe(true);
          const password = l.login === 'P0001' ? DEMO_PASSWORDS.docente : DEMO_PASSWORDS.leitura;
          expect(await verify(l.senha_hash, password), l.login).toBe(true);
          expect(await verify(l.senha_hash, `${password}x`)).toBe(false);
        }
        // The generated undergraduate whose password the personal area's e2e changes has the reading password too.
        expect(by(ACCOUNT_DEMO_LOGIN)).toMatchObject([{ cod_categoria: '01', bloqueio: false }]);
        // The clearance declaration's demo: a graduating undergraduate with nothing pending (her own e2e issues it).
        expect(by(CLEARANCE_DEMO_LOGIN)).toMatchObject([{ nome_pessoa: 'Larissa Gomes Pacheco', cod_categoria: '01', bloqueio: false }]);
        // The generated exchange student without a CPF (issue 25: the payment slip refused) has it too.
        expect(by(NO_CPF_DEMO_LOGIN)).toMatchObject([{ cod_categoria: '13', bloqueio: false }]);
        const [noCpf] = await q<{ cpf: string | null }>('SELECT p.cpf FROM pessoas p JOIN logins l USING (cod_pessoa) WHERE l.login = $1', [NO_CPF_DEMO_LOGIN]);
        expect(noCpf).toEqual({ cpf: null });
        // Each password hashed once: the demo logins that share a password share the hash (theirs are hashed on steps of their own).
        expect(new Set(logins.filter((l) => l.login !== ACCOUNT_DEMO_LOGIN && l.login !== NO_CPF_DEMO_LOGIN).map((l) => l.senha_hash)).size).toBe(2);
        const history = await q<{ login: string }>(`SELECT l.login FROM historico_senhas h JOIN logins l USING (cod_login) WHERE h.senha_hash = l.senha_hash`);
        expect(history).toHaveLength(logins.length);
      });

      it('the generated patrons have a login (their user code) and no password (but the one the account e2e signs in with)', async () => {
        const { total, semSenha, codigos } = await one<{ total: number; semSenha: number; codigos: number }>(
          `SELECT count(*)::int AS total, count(*) FILTER (WHERE senha_hash IS NULL)::int AS "semSenha",
                  count(DISTINCT login)::int AS codigos FROM logins WHERE cod_pessoa > $1 AND login <> ALL($2::text[])`,
          [DEMO.rafael, [ACCOUNT_DEMO_LOGIN, NO_CPF_DEMO_LOGIN, CLEARANCE_DEMO_LOGIN]],
        );
        expect(semSenha).toBe(total);
        expect(codigos).toBe(total);
        const { sem } = await one<{ sem: number }>('SELECT count(*)::int AS sem FROM pessoas p WHERE NOT EXISTS (SELECT 1 FROM logins l WHERE l.cod_pessoa = p.cod_pessoa)');
        expect(sem).toBe(0);
      });
    });

    describe('circulation', () => {
      it("every copy 'emprestado' has exactly one open loan, with the copy's expected return date; no other copy has one", async () => {
        const bad = await q(
          `SELECT x.cod_exemplar, x.situacao, count(e.cod_emprestimo) AS abertos, bool_and(e.data_devolucao_prevista = x.data_devolucao_prevista) AS mesma_data
           FROM exemplares x LEFT JOIN emprestimos e ON e.cod_exemplar = x.cod_exemplar AND e.data_devolucao IS NULL
           GROUP BY x.cod_exemplar, x.situacao
           HAVING (x.situacao = 'emprestado') <> (count(e.cod_emprestimo) = 1) OR count(e.cod_emprestimo) > 1
               OR NOT coalesce(bool_and(e.data_devolucao_prevista = x.data_devolucao_prevista), true)`,
        );
        expect(bad).toEqual([]);
        const { n } = await one<{ n: number }>(`SELECT count(*)::int AS n FROM exemplares WHERE situacao = 'emprestado'`);
        expect(n).toBeGreaterThan(100);
      });

      it('loans are consistent: in the past, never overlapping on a copy, after cataloguing, renewals 0-2, "Consulta local" never lent', async () => {
        const overlaps = await q(
          `SELECT a.cod_emprestimo FROM emprestimos a JOIN emprestimos b ON a.cod_exemplar = b.cod_exemplar AND a.cod_emprestimo < b.cod_emprestimo
           AND a.data_emprestimo <= coalesce(b.data_devolucao, 'infinity'::date) AND b.data_emprestimo <= coalesce(a.data_devolucao, 'infinity'::date)`,
        );
        expect(overlaps).toEqual([]);
        const odd = await q(
          `SELECT e.cod_emprestimo FROM emprestimos e JOIN exemplares x USING (cod_exemplar)
           WHERE e.data_emprestimo > $1::date OR e.data_devolucao >= $1::date OR e.data_devolucao < e.data_emprestimo
              OR e.data_devolucao_prevista <= e.data_emprestimo OR e.data_emprestimo <= x.data_catalogacao
              OR e.qtde_renovacoes NOT BETWEEN 0 AND 2 OR (e.qtde_renovacoes > 0) <> (e.data_ultima_renovacao IS NOT NULL)
              OR x.tipo_emprestimo = 'Consulta local'`,
          [ref],
        );
        expect(odd).toEqual([]);
        const h = await one<{ devolvidos: number; renovados: number; atrasados: number; atrasados_abertos: number }>(
          `SELECT count(*) FILTER (WHERE data_devolucao IS NOT NULL)::int AS devolvidos,
                  count(*) FILTER (WHERE data_devolucao IS NOT NULL AND qtde_renovacoes > 0)::int AS renovados,
                  count(*) FILTER (WHERE data_devolucao > data_devolucao_prevista)::int AS atrasados,
                  count(*) FILTER (WHERE data_devolucao IS NULL AND data_devolucao_prevista < $1::date)::int AS atrasados_abertos
           FROM emprestimos`,
          [ref],
        );
        expect(h.devolvidos).toBeGreaterThan(200);
        expect(h.renovados).toBeGreaterThan(20);
        expect(h.atrasados).toBeGreaterThan(10);
        expect(h.atrasados_abertos).toBeGreaterThan(10);
      });

      it('every late loan (returned late, or open and overdue) has its fine; debts paid, discounted and open', async () => {
        const missing = await q(
          `SELECT e.cod_emprestimo FROM emprestimos e
           WHERE coalesce(e.data_devolucao, $1::date) > e.data_devolucao_prevista
             AND NOT EXISTS (SELECT 1 FROM debitos d WHERE d.cod_emprestimo = e.cod_emprestimo AND d.tipo = 'atraso')`,
          [ref],
        );
        expect(missing).toEqual([]);
        const wrong = await q(
          `SELECT cod_debito FROM debitos WHERE valor <= 0 OR desconto + valor_pago > valor OR (valor_pago > 0) <> (data_pagamento IS NOT NULL)
             OR data_pagamento > $1::date OR data_pagamento < data_debito OR data_debito > $1::date`,
          [ref],
        );
        expect(wrong).toEqual([]);
        const d = await one<{ pagos: number; desconto: number; abertos: number; outros: number }>(
          `SELECT count(*) FILTER (WHERE valor_pago + desconto = valor)::int AS pagos, count(*) FILTER (WHERE desconto > 0)::int AS desconto,
                  count(*) FILTER (WHERE valor_pago = 0 AND desconto = 0)::int AS abertos, count(*) FILTER (WHERE tipo <> 'atraso')::int AS outros FROM debitos`,
        );
        expect(d.pagos).toBeGreaterThan(5);
        expect(d.desconto).toBeGreaterThan(2);
        expect(d.abertos).toBeGreaterThan(5);
        expect(d.outros).toBeGreaterThan(0);
      });

      it("holds: every copy 'reservado' is released to one patron; queues only for titles whose copies are all on loan, numbered 1..n; some cancelled", async () => {
        const reservado = await q(
          `SELECT x.cod_exemplar FROM exemplares x
           WHERE x.situacao = 'reservado' AND (SELECT count(*) FROM reservas r WHERE r.cod_exemplar = x.cod_exemplar AND r.situacao = 'liberada') <> 1`,
        );
        expect(reservado).toEqual([]);
        const released = await q(
          `SELECT r.cod_reserva FROM reservas r JOIN exemplares x USING (cod_exemplar)
           WHERE r.situacao = 'liberada' AND (x.situacao <> 'reservado' OR r.data_liberacao > $1::date OR r.data_limite_retirada <= $1::date
             OR r.data_reserva::date > r.data_liberacao)`,
          [ref],
        );
        expect(released).toEqual([]);
        const queues = await q<{ cod_acervo: number; posicoes: number[]; disponiveis: number }>(
          `SELECT r.cod_acervo, array_agg(r.posicao_fila ORDER BY r.posicao_fila) AS posicoes,
                  (SELECT count(*)::int FROM exemplares x WHERE x.cod_acervo = r.cod_acervo AND x.situacao <> 'emprestado') AS disponiveis
           FROM reservas r WHERE r.situacao = 'fila' GROUP BY r.cod_acervo`,
        );
        expect(queues.length).toBeGreaterThan(10);
        for (const queue of queues) {
          expect(queue.posicoes).toEqual(queue.posicoes.map((_, i) => i + 1));
          expect(queue.disponiveis).toBe(0);
        }
        const states = await q<{ situacao: string; n: number }>('SELECT situacao, count(*)::int AS n FROM reservas GROUP BY 1 ORDER BY 1');
        expect(states.map((s) => s.situacao)).toEqual(['atendida', 'cancelada', 'fila', 'liberada']);
        const { n } = await one<{ n: number }>(`SELECT count(*)::int AS n FROM reservas WHERE situacao = 'cancelada' AND (data_cancelamento IS NULL OR data_cancelamento > $1::date)`, [ref]);
        expect(n).toBe(0);
      });

      it('comments (approved and pending) on real titles; acquisition suggestions in every status', async () => {
        const c = await q<{ situacao: string; n: number }>('SELECT situacao, count(*)::int AS n FROM comentarios WHERE cod_acervo IS NOT NULL GROUP BY 1 ORDER BY 1');
        expect(c.find((x) => x.situacao === 'aprovado')?.n).toBeGreaterThan(10);
        expect(c.find((x) => x.situacao === 'pendente')?.n).toBeGreaterThan(3);
        const orphans = await q('SELECT cod_comentario FROM comentarios c WHERE cod_acervo IS NOT NULL AND NOT EXISTS (SELECT 1 FROM titulos t WHERE t.cod_acervo = c.cod_acervo)');
        expect(orphans).toEqual([]);
        const { futuros } = await one<{ futuros: number }>(`SELECT count(*)::int AS futuros FROM comentarios WHERE data_comentario::date > $1::date`, [ref]);
        expect(futuros).toBe(0);
        const s = await one<{ n: number; all: number }>(
          'SELECT count(DISTINCT cod_situacao)::int AS n, (SELECT count(*)::int FROM situacoes_sugestao) AS all FROM sugestoes_aquisicao',
        );
        expect(s.n).toBe(s.all);
        expect(s.all).toBe(14);
      });

      it('the demo undergraduate 20240001 has open loans (one overdue, with its debt), a hold in the queue, a released hold and comments', async () => {
        const loans = await q<{ cod_emprestimo: number; atrasado: boolean }>(
          `SELECT cod_emprestimo, data_devolucao_prevista < $2::date AS atrasado FROM emprestimos WHERE cod_pessoa = $1 AND data_devolucao IS NULL`,
          [DEMO.ana, ref],
        );
        expect(loans).toHaveLength(3);
        const late = loans.filter((l) => l.atrasado);
        expect(late).toHaveLength(1);
        const debt = await q(`SELECT 1 FROM debitos WHERE cod_emprestimo = $1 AND cod_pessoa = $2 AND data_pagamento IS NULL`, [late[0]?.cod_emprestimo, DEMO.ana]);
        expect(debt).toHaveLength(1);
        const holds = await q<{ situacao: string; posicao_fila: number | null }>('SELECT situacao, posicao_fila FROM reservas WHERE cod_pessoa = $1 ORDER BY situacao', [DEMO.ana]);
        expect(holds).toContainEqual({ situacao: 'fila', posicao_fila: 2 });
        expect(holds.map((h) => h.situacao)).toContain('liberada');
        const comments = await q<{ situacao: string }>('SELECT situacao FROM comentarios WHERE cod_pessoa = $1 ORDER BY 1', [DEMO.ana]);
        expect(comments.map((x) => x.situacao)).toEqual(['aprovado', 'pendente']);
        const blocked = await q(`SELECT 1 FROM debitos WHERE cod_pessoa = $1 AND tipo = 'perda' AND data_pagamento IS NULL`, [DEMO.daniela]);
        expect(blocked).toHaveLength(1);
        expect(await q('SELECT 1 FROM emprestimos WHERE cod_pessoa = $1 AND data_devolucao IS NULL', [DEMO.daniela])).toEqual([]);
      });

      it('new acquisitions: copies acquired within the month before the reference date, none after it', async () => {
        const monthAgo = addMonths(ref, -1);
        const a = await one<{ recentes: number; futuras: number; sem_data: number; antes_da_aquisicao: number; recentes_ocupadas: number; entre: number }>(
          `SELECT count(*) FILTER (WHERE data_aquisicao > $2::date)::int AS recentes,
                  count(*) FILTER (WHERE data_aquisicao > $1::date OR data_catalogacao > $1::date)::int AS futuras,
                  count(*) FILTER (WHERE data_aquisicao IS NULL OR data_catalogacao IS NULL)::int AS sem_data,
                  count(*) FILTER (WHERE data_catalogacao < data_aquisicao)::int AS antes_da_aquisicao,
                  count(*) FILTER (WHERE data_aquisicao > $2::date AND situacao <> 'disponivel')::int AS recentes_ocupadas,
                  count(*) FILTER (WHERE data_aquisicao > $1::date - 183 AND data_aquisicao <= $2::date)::int AS entre
           FROM exemplares`,
          [ref, monthAgo],
        );
        expect(a.recentes).toBeGreaterThan(20);
        expect(a.recentes).toBeLessThan(150);
        expect(a).toMatchObject({ futuras: 0, sem_data: 0, antes_da_aquisicao: 0, recentes_ocupadas: 0, entre: 0 });
      });
    });

    describe('courses', () => {
      it('5 to 8 courses of 3 to 6 disciplines, taught by professors (category 04)', async () => {
        const courses = await q<{ cod_curso: number; n: number }>(
          'SELECT c.cod_curso, count(cd.cod_disciplina)::int AS n FROM cursos c LEFT JOIN curso_disciplina cd USING (cod_curso) GROUP BY 1',
        );
        expect(courses.length).toBeGreaterThanOrEqual(5);
        expect(courses.length).toBeLessThanOrEqual(8);
        for (const c of courses) {
          expect(c.n, `curso ${c.cod_curso}`).toBeGreaterThanOrEqual(3);
          expect(c.n).toBeLessThanOrEqual(6);
        }
        const teachers = await q<{ cod_categoria: string }>('SELECT DISTINCT p.cod_categoria FROM disciplina_professor JOIN pessoas p USING (cod_pessoa)');
        expect(teachers).toEqual([{ cod_categoria: '04' }]);
        const untaught = await q('SELECT cod_disciplina FROM disciplinas d WHERE NOT EXISTS (SELECT 1 FROM disciplina_professor x WHERE x.cod_disciplina = d.cod_disciplina)');
        expect(untaught).toEqual([]);
      });

      it('bibliographies point at existing titles whose subjects or titles fit the discipline, 1-3 basic and 0-4 complementary', async () => {
        const rows = await q<{ cod_disciplina: number; tipo: string; ordem: number; assuntos_txt: string; obra: string; existe: boolean }>(
          `SELECT b.cod_disciplina, b.tipo, b.ordem, t.assuntos_txt, t.obra, t.cod_acervo IS NOT NULL AS existe
           FROM bibliografias b LEFT JOIN titulos t USING (cod_acervo) ORDER BY b.cod_disciplina, b.ordem`,
        );
        const norm = (s: string) => s.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ');
        for (const d of DISCIPLINAS) {
          const mine = rows.filter((r) => r.cod_disciplina === d.cod_disciplina);
          const basic = mine.filter((r) => r.tipo === 'B');
          expect(basic.length, d.nome).toBeGreaterThanOrEqual(1);
          expect(basic.length).toBeLessThanOrEqual(3);
          expect(mine.length - basic.length).toBeLessThanOrEqual(4);
          const re = new RegExp(d.assuntos.replaceAll('\\m', '\\b').replaceAll('\\M', '\\b'));
          for (const r of mine) {
            expect(r.existe).toBe(true);
            expect(re.test(norm(r.assuntos_txt)) || re.test(norm(r.obra)), `${d.nome}: ${r.obra}`).toBe(true);
          }
        }
      });
    });

    describe('idempotence and determinism', () => {
      it('a second seed run adds nothing, also on another reference date', async () => {
        const before = await seedCounts(db);
        await seed(db, MARC_DIR, false, { referenceDate: ref });
        expect(await seedCounts(db)).toEqual(before);
        await seed(db, MARC_DIR, false, { referenceDate: addDays(ref, 40) });
        expect(await seedCounts(db)).toEqual(before);
        // 72 persons of people.ts, and the clearance declaration's demo (seed/clearance.ts).
        expect(before).toMatchObject({ cursos: 8, pessoas: 73 });
      });

      it('the seed numbers every row the same way on every backend', async () => {
        const tables: Record<string, string> = {
          pessoas: 'cod_pessoa, nome_pessoa, cpf, cod_categoria',
          logins: 'cod_login, login, cod_pessoa',
          emprestimos: 'cod_emprestimo, cod_exemplar, cod_pessoa, data_emprestimo, data_devolucao_prevista, data_devolucao, qtde_renovacoes',
          reservas: 'cod_reserva, cod_acervo, cod_exemplar, cod_pessoa, situacao, posicao_fila, data_liberacao',
          debitos: 'cod_debito, cod_emprestimo, cod_pessoa, valor, desconto, valor_pago, data_pagamento',
          comentarios: 'cod_comentario, cod_acervo, cod_pessoa, situacao',
          sugestoes_aquisicao: 'cod_sugestao, cod_pessoa, titulo, cod_situacao',
          bibliografias: 'cod_disciplina, cod_acervo, tipo, ordem',
          exemplares: 'cod_exemplar, data_aquisicao, data_catalogacao, data_devolucao_prevista',
        };
        const prints: Record<string, string> = {};
        for (const [table, cols] of Object.entries(tables)) {
          const [row] = await q<{ h: string }>(`SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text COLLATE "C"), '')) AS h FROM (SELECT ${cols} FROM ${table}) x`);
          prints[table] = row?.h ?? '';
        }
        const first = fingerprints.values().next().value;
        if (first) expect(prints).toEqual(first);
        fingerprints.set(backend.name, prints);
      });
    });
  });
}
