import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../deps';
import { endpoint } from '../../plugins/contract';
import { acquisitionRoutes } from './routes-acquisitions';
import { listRoutes } from './routes-lists';
import { optionRoutes } from './routes-options';
import { searchHandler, searchRoutes } from './routes-search';

/**
 * /api/consulta: the catalogue search with its facets and "did you mean", autocomplete, the
 * alphabetical index, the search screen's options and lists, and new acquisitions.
 */
export const consultaModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, deps) => {
  // Route groups of one prefix, registered in this plugin's context (not as child plugins).
  await searchRoutes(app, deps);
  await optionRoutes(app, deps);
  await listRoutes(app, deps);
  await acquisitionRoutes(app, deps);
};

/** /api/v2/consulta: the search at the path real clients call (`pesquisa_geral/{tag}`, the tag ignored). */
export const consultaV2Module: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db }) => {
  app.route({ ...endpoint(app, 'searchByTag'), handler: searchHandler(db) });
};
