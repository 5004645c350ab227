import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import type { EmprestimoHistorico } from '@estante/api-contract';
import type { ModuleDeps } from '../../deps';
import { patronOf } from '../../../plugins/auth';
import { endpoint } from '../../../plugins/contract';
import { problem } from '../../../plugins/errors';
import { say, type Lang } from '../../../plugins/lang';
import { requirePage } from '../../meu-pergamum/acesso';
import { exportTitles } from '../../acervo/cesta';
import { debtsWithTotals } from './debitos';
import { CSV_HEADER, MESSAGES } from './messages';
import { historicoRepository, type LoanRow } from './repository';
import { brDay, dateRange, daysLate, exportName } from './rules';

const BOM = '\uFEFF';
const today = (now: () => Date) => now().toISOString().slice(0, 10);

/** A stored loan as the history gives it (days dd/mm/yyyy, the renewal count as a string, days late). */
function loanOut(l: LoanRow, hoje: string): EmprestimoHistorico {
  const autor = l.autores_txt.split(' ; ')[0]?.trim();
  return {
    codEmprestimo: l.cod_emprestimo,
    codAcervo: l.cod_acervo,
    titulo: l.titulo,
    autor: autor ? autor : null,
    codBiblioteca: l.cod_biblioteca,
    biblioteca: l.biblioteca,
    dataEmprestimo: brDay(l.data_emprestimo),
    dataDevolucaoPrevista: brDay(l.data_devolucao_prevista),
    dataDevolucao: l.data_devolucao ? brDay(l.data_devolucao) : null,
    qtdeRenovacoes: String(l.qtde_renovacoes),
    atraso: daysLate(l.data_devolucao_prevista, l.data_devolucao, hoje),
  };
}

/** The history as CSV: UTF-8 with a byte order mark (spreadsheets in pt-BR read the accents), the header in `lang`. */
function historyCsv(loans: readonly EmprestimoHistorico[], lang: Lang): string {
  const columns = (Object.keys(CSV_HEADER) as (keyof typeof CSV_HEADER)[]).map((key) => ({ key, header: say(CSV_HEADER[key], lang) }));
  return BOM + stringify(loans.map((l) => ({ ...l, dataDevolucao: l.dataDevolucao ?? '', autor: l.autor ?? '' })), { header: true, columns, record_delimiter: 'windows' });
}

/**
 * /api/emprestimo (issue 16 H2): the patron's loan history (date filter, paging, export as CSV, RIS
 * or BibTeX) and debts with their open balances. Each call needs the patron's own token and the
 * page's activity (module 571: 5712 history, 5713 debts).
 */
export const emprestimoHistoricoModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db, now }) => {
  const repo = historicoRepository(db);

  /** The filter's bounds, or the 422 of a bad date / a start after the end. */
  function rangeOf(q: { dataInicio?: string; dataFim?: string }) {
    const r = dateRange(q);
    if ('problema' in r) throw problem(422, r.problema === 'invalida' ? MESSAGES.dataInvalida : MESSAGES.inicioAposFim, { campo: r.campo });
    return r;
  }

  app.route({
    ...endpoint(app, 'loanHistory'),
    handler: async (request) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'historico');
      const { inicio, fim } = rangeOf(request.query);
      const page = request.query.page ?? 1;
      const perPage = request.query.perPage ?? 20;
      const { rows, total } = await repo.page(me.cod_pessoa, inicio, fim, perPage, (page - 1) * perPage);
      const hoje = today(now);
      return { emprestimos: rows.map((l) => loanOut(l, hoje)), total, page, perPage };
    },
  });

  app.route({
    ...endpoint(app, 'loanHistoryExport'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'historico');
      const { inicio, fim } = rangeOf(request.query);
      const hoje = today(now);
      const loans = (await repo.all(me.cod_pessoa, inicio, fim)).map((l) => loanOut(l, hoje));
      const { formato } = request.query;
      let file: { ext: string; tipo: string; conteudo: string };
      if (formato === 'csv') {
        file = { ext: 'csv', tipo: 'text/csv; charset=utf-8', conteudo: historyCsv(loans, request.lang) };
      } else {
        const titles = await repo.citables([...new Set(loans.map((l) => l.codAcervo))]);
        // An empty range gives an empty file (citation-js has nothing to write).
        const out = titles.length ? exportTitles(titles, formato, request.lang) : { tipo_conteudo: formato === 'ris' ? 'application/x-research-info-systems' : 'application/x-bibtex', conteudo: '' };
        file = { ext: formato === 'ris' ? 'ris' : 'bib', tipo: out.tipo_conteudo, conteudo: out.conteudo };
      }
      return (reply as FastifyReply)
        .type(file.tipo)
        .header('content-disposition', `attachment; filename="${exportName(inicio, fim, file.ext)}"`)
        .header('cache-control', 'private, no-store')
        .send(file.conteudo);
    },
  });

  app.route({
    ...endpoint(app, 'debts'),
    handler: async (request) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'debitos');
      const [debts, cpf] = await Promise.all([repo.debts(me.cod_pessoa), repo.hasCpf(me.cod_pessoa)]);
      return { ...debtsWithTotals(debts), cpfCadastrado: cpf };
    },
  });
};
