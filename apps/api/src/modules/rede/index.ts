import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../deps';
import { titleSummaries } from '../acervo/summaries.repository';
import { endpoint } from '../../plugins/contract';
import { problem } from '../../plugins/errors';
import { MESSAGES } from './messages';
import { redeRepository } from './repository';

/** SPEC.md §7 Network, /api/oai: the institutions and repositories of the network. */
export const oaiModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db }) => {
  const repo = redeRepository(db);

  app.route({
    ...endpoint(app, 'networkInstitutions'),
    handler: async () => repo.oaiInstitutions(),
  });
};

/** SPEC.md §7 Network, /api/rede-pergamum: search across the institutions, a title of the network. */
export const redePergamumModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db }) => {
  const repo = redeRepository(db);

  app.route({
    ...endpoint(app, 'networkSearch'),
    handler: async (request) => {
      const lang = request.lang;
      // eslint-disable-next-line no-control-regex -- NUL cannot reach PostgreSQL text
      const termo = request.query.termo_pesquisa?.replace(/[\u0000-\u001f]/g, ' ').trim() ?? '';
      if (!termo) throw problem(422, MESSAGES.termoObrigatorio);
      const all = await repo.institutions();
      const wanted = request.query.instituicoes ? [...new Set(request.query.instituicoes.split(',').map(Number))] : all.map((i) => i.cod_empresa);
      const unknown = wanted.find((c) => !all.some((i) => i.cod_empresa === c));
      if (unknown !== undefined) throw problem(400, MESSAGES.instituicaoDesconhecida, { params: { codigo: unknown } });
      const page = request.query.page ?? 1;
      const perPage = request.query.perPage ?? 20;
      const rows = await repo.searchPage(termo, wanted, perPage, (page - 1) * perPage);
      const counts = await repo.searchCounts(termo, wanted);
      const items = new Map((await titleSummaries(db, [...new Set(rows.map((r) => r.cod_acervo))], lang)).map((i) => [i.cod_acervo, i]));
      const total = counts.reduce((n, c) => n + c.total, 0);
      const local = all[0]?.cod_empresa;
      return {
        data: rows.flatMap((r) => {
          const item = items.get(r.cod_acervo);
          if (!item) return [];
          const rota = r.cod_empresa === local ? item.rota : `/rede?acervo=${r.cod_acervo}&instituicao=${r.cod_empresa}`;
          return [{ ...item, rota, instituicao: { cod_empresa: r.cod_empresa, desc_empresa: r.desc_empresa } }];
        }),
        total,
        current_page: page,
        per_page: perPage,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        instituicoes: all
          .filter((i) => wanted.includes(i.cod_empresa))
          .map((i) => ({ ...i, total: counts.find((c) => c.cod_empresa === i.cod_empresa)?.total ?? 0 })),
      };
    },
  });

  app.route({
    ...endpoint(app, 'networkTitle', { invalidParams: MESSAGES.idInvalido }),
    handler: async (request) => {
      const { id } = request.params;
      const [item] = await titleSummaries(db, [id], request.lang);
      if (!item) throw problem(404, MESSAGES.naoNaRede);
      return { ...item, instituicoes: await repo.holders(id) };
    },
  });
};
