import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { ResultadoRenovacao, TituloPendente } from '@estante/api-contract';
import type { ModuleDeps } from '../deps';
import { patronOf } from '../../plugins/auth';
import { endpoint } from '../../plugins/contract';
import { problem } from '../../plugins/errors';
import { say, type Lang } from '../../plugins/lang';
import { requirePage } from '../meu-pergamum/acesso';
import { DIAS_TOLERANCIA_DEBITO } from '../reserva/rules';
import { loanFeed } from './feed';
import { publicBase } from '../../lib/public-base';
import { MESSAGES, MOTIVOS } from './messages';
import { emprestimoRepository, type OpenLoan, type Renewal } from './repository';
import { MAX_ITENS_RENOVACAO, brDay, dayOf, daysOverdue, decide, type LoanState, type PatronStanding } from './rules';

const stateOf = (l: OpenLoan): LoanState => ({
  devolucaoPrevista: l.devolucao_prevista,
  qtdeRenovacoes: l.qtde_renovacoes,
  limiteRenovacoes: l.limite_renovacoes,
  reservado: l.reservado,
  ultimaRenovacao: l.ultima_renovacao,
  prazoDias: l.prazo_dias,
});

export { publicBase } from '../../lib/public-base';

const DETAILS = new Set(['1', 'true', 's', 'sim', 'y', 'yes']);
/** A feed key: 32 random bytes, base64url (43 characters). */
const KEY = /^[A-Za-z0-9_-]{43}$/;
const sha256 = (key: string) => createHash('sha256').update(key).digest();

/**
 * /api/emprestimo (issue 16, personal area: loans): the patron's open loans in PERGAMUM-API.md's
 * shape, renewing one, several or all of them (a result per loan; idempotent per day), and the
 * due-date feed at a private, revocable address. Every call but the feed needs the patron's own
 * token and the loans page (activity 5711); the feed's key is its credential (only its hash is stored).
 */
export const emprestimoModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db, now, publicUrl }) => {
  const repo = emprestimoRepository(db);
  const today = () => dayOf(now());

  function pending(l: OpenLoan, standing: PatronStanding | null, lang: Lang): TituloPendente {
    const base: TituloPendente = {
      descricao: l.titulo,
      dataDevolucaoPrevista: brDay(l.devolucao_prevista),
      qtdeRenovacoes: String(l.qtde_renovacoes),
      reservado: l.reservado,
      codExemplar: l.cod_exemplar,
      codBibliotecaExemplar: l.cod_biblioteca,
    };
    if (!standing) return base;
    // The same decision a renewal asked now would get (a loan renewed today answers renewed again).
    const decision = decide(standing, stateOf(l), today());
    const motivo = decision.kind === 'refuse' ? decision.motivo : null;
    const atraso = daysOverdue(stateOf(l), today());
    return {
      ...base,
      codEmprestimo: l.cod_emprestimo,
      codAcervo: l.cod_acervo,
      dataEmprestimo: brDay(l.data_emprestimo),
      limiteRenovacoes: l.limite_renovacoes,
      atrasado: atraso > 0,
      diasAtraso: atraso,
      descBiblioteca: l.desc_biblioteca,
      autor: l.autor,
      renovavel: motivo === null,
      motivo,
      mensagemMotivo: motivo === null ? null : say(MOTIVOS[motivo], lang, { limite: l.limite_renovacoes }),
    };
  }

  app.route({
    ...endpoint(app, 'pendingLoans'),
    handler: async (request) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'emprestimos');
      const details = DETAILS.has((request.query.showDetails ?? '').trim().toLowerCase());
      const [loans, standing] = await Promise.all([
        repo.openLoans(me.cod_pessoa),
        details ? repo.standing(me.cod_pessoa, today(), DIAS_TOLERANCIA_DEBITO) : Promise.resolve(null),
      ]);
      return { titulos: loans.map((l) => pending(l, standing, request.lang)) };
    },
  });

  app.route({
    ...endpoint(app, 'renewLoans'),
    handler: async (request) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'emprestimos');
      const { lang } = request;
      const items = request.body;
      if (items.length === 0) throw problem(422, MESSAGES.nenhumItem, { codigo: 'NENHUM_ITEM' });
      if (items.length > MAX_ITENS_RENOVACAO) throw problem(422, MESSAGES.itensDemais, { codigo: 'ITENS_DEMAIS', params: { max: MAX_ITENS_RENOVACAO } });
      const day = today();
      const resultados = await repo.renew(
        me.cod_pessoa,
        [...new Set(items.map((i) => i.codExemplar))],
        day,
        DIAS_TOLERANCIA_DEBITO,
        (standing, loans) => {
          const byCopy = new Map(loans.map((l) => [l.cod_exemplar, l]));
          const renewals: Renewal[] = [];
          const result = items.map((item): ResultadoRenovacao => {
            const found = byCopy.get(item.codExemplar);
            // The library is part of the copy's name: another library's code is not this loan.
            const loan = found && found.cod_biblioteca === item.codBibliotecaExemplar ? found : undefined;
            const d = decide(standing, loan && stateOf(loan), day);
            const asked = { codExemplar: item.codExemplar, codBibliotecaExemplar: item.codBibliotecaExemplar };
            if (d.kind === 'refuse') {
              return { ...asked, renovado: false, ...(loan ? { descricao: loan.titulo } : {}), codigo: d.motivo, mensagem: say(MOTIVOS[d.motivo], lang, { limite: loan?.limite_renovacoes ?? 0 }) };
            }
            if (loan && d.kind === 'renew') {
              renewals.push({ cod_emprestimo: loan.cod_emprestimo, cod_exemplar: loan.cod_exemplar, devolucao_prevista: d.devolucaoPrevista });
              // The same copy named twice in one request: the second is the replay of the first.
              byCopy.set(loan.cod_exemplar, { ...loan, devolucao_prevista: d.devolucaoPrevista, qtde_renovacoes: d.qtdeRenovacoes, ultima_renovacao: day });
            }
            return { ...asked, renovado: true, descricao: loan?.titulo ?? '', dataDevolucaoPrevista: brDay(d.devolucaoPrevista), qtdeRenovacoes: String(d.qtdeRenovacoes) };
          });
          return { renewals, result };
        },
      );
      const renovados = resultados.filter((r) => r.renovado).length;
      return { message: say(MESSAGES.resumo, lang, { renovados, total: resultados.length }), resultados };
    },
  });

  app.route({
    ...endpoint(app, 'loanCalendar'),
    handler: async (request) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'emprestimos');
      const criadoEm = await repo.calendar(me.cod_pessoa);
      return { ativo: criadoEm !== undefined, criadoEm: criadoEm ?? null };
    },
  });

  app.route({
    ...endpoint(app, 'newLoanCalendar'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'emprestimos');
      const key = randomBytes(32).toString('base64url');
      // The feed is written in the language the patron made it in (a calendar application says none).
      const criadoEm = await repo.saveCalendar(me.cod_pessoa, sha256(key), now().toISOString(), request.lang);
      reply.header('cache-control', 'no-store');
      // The site's public address (the one a calendar app outside will fetch), never the API's internal one.
      return { ativo: true as const, criadoEm, url: `${publicBase(request, publicUrl)}/api/emprestimo/calendario/${key}.ics` };
    },
  });

  app.route({
    ...endpoint(app, 'revokeLoanCalendar'),
    handler: async (request) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'emprestimos');
      await repo.revokeCalendar(me.cod_pessoa);
      return { ativo: false, criadoEm: null };
    },
  });

  app.route({
    ...endpoint(app, 'loanCalendarFeed'),
    handler: async (request, reply) => {
      const { chave } = request.params;
      // Never existed, revoked, or a patron who lost the loans page: the same 404.
      const owner = KEY.test(chave) ? await repo.calendarOwner(sha256(chave)) : undefined;
      const allowed = owner !== undefined && (await requirePage(db, owner.cod_pessoa, 'emprestimos').then(() => true, () => false));
      if (owner === undefined || !allowed) throw problem(404, MESSAGES.calendarioNaoEncontrado);
      const loans = await repo.openLoans(owner.cod_pessoa);
      const raw = reply as FastifyReply;
      return raw.header('cache-control', 'private, no-store').type('text/calendar; charset=utf-8').send(loanFeed(loans, owner.idioma, new URL(publicBase(request, publicUrl)).hostname));
    },
  });
};
