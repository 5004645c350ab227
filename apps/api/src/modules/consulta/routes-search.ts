import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AcervosIndexadosResponse, ConsultaQuery, ConsultaResponse, IndiceAcervo } from '@estante/api-contract';
import type { Db } from '../../db/db';
import type { ModuleDeps } from '../deps';
import { endpoint } from '../../plugins/contract';
import { problem } from '../../plugins/errors';
import type { Lang } from '../../plugins/lang';
import { browseRepository, type IndexRow } from './browse.repository';
import { MESSAGES } from './messages';
import { searchParamsOf } from './search';
import { searchRepository } from './search.repository';

/** GET /api/consulta and its v2 alias: the search, its facets and "did you mean". */
export function searchHandler(db: Db) {
  const repo = searchRepository(db);
  return async (request: { query: ConsultaQuery; lang: Lang }): Promise<ConsultaResponse> => {
    const params = searchParamsOf(request.query);
    if (params === 'filtroInvalido') throw problem(400, MESSAGES.filtroInvalido);
    if (params === 'termoObrigatorio') throw problem(422, MESSAGES.termoObrigatorio);
    const { page, perPage, filtros } = params;
    const result = await repo.search(params, request.lang);
    return {
      data: result.data,
      total: result.total,
      current_page: page,
      per_page: perPage,
      last_page: Math.max(1, Math.ceil(result.total / perPage)),
      sugestao: result.sugestao,
      filtros: result.filtros,
      filtros_aplicados: filtros.map((f) => ({ codigo: f.code, valor: f.value })),
      // Only when estimated: an exact answer is the same as before the flag existed.
      ...(result.estimado ? { estimado: true } : {}),
    };
  };
}

/** The /api/consulta search that lists an index entry's titles (none for call numbers, which the search does not index). */
const SEARCH_COLUMN: Partial<Record<IndiceAcervo, string>> = { autor: 'INDICE_3', assunto: 'INDICE_2', titulo: 'INDICE_4' };

function indexEntry(indice: IndiceAcervo, r: IndexRow): AcervosIndexadosResponse['data'][number] {
  const col = SEARCH_COLUMN[indice];
  const byAuthority = indice === 'autor' || indice === 'assunto';
  return {
    codigo: byAuthority ? Number(r.codigo) : r.codigo,
    descricao: r.descricao,
    total: r.total,
    consulta:
      col === undefined
        ? null
        : new URLSearchParams({ termo_pesquisa: r.descricao, coluna_um: col, ...(byAuthority ? { indice: r.codigo } : {}) }).toString(),
  };
}

/** The search, its autocomplete and the alphabetical index. */
export const searchRoutes: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db }) => {
  const search = searchRepository(db);
  const browse = browseRepository(db);

  app.route({ ...endpoint(app, 'search'), handler: searchHandler(db) });

  app.route({
    ...endpoint(app, 'suggestions'),
    handler: async (request) => search.completions(request.query.termo, request.query.limite ?? 8),
  });

  app.route({
    ...endpoint(app, 'browseIndex'),
    handler: async (request) => {
      const { indice, page = 1, perPage = 20 } = request.query;
      // Control characters (NUL above all) cannot reach PostgreSQL text.
      // eslint-disable-next-line no-control-regex
      const inicio = request.query.inicio?.replace(/[\u0000-\u001f]/g, '').trim() ?? '';
      const { rows, total } = await browse.page(indice, inicio, page, perPage);
      return {
        data: rows.map((r) => indexEntry(indice, r)),
        total,
        current_page: page,
        per_page: perPage,
        last_page: Math.max(1, Math.ceil(total / perPage)),
      };
    },
  });
};
