import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { ModuleDeps } from '../deps';
import { endpoint } from '../../plugins/contract';
import { COMMON, problem } from '../../plugins/errors';
import { facetCodes } from './facets.repository';
import { coverSvg, imagemPadrao, opcoesIndice, opcoesPeriodicos, ordenacao } from './options';
import { consultaRepository } from './repository';
import { specialisedOptions } from './specialised';
import type { Lang } from '../../plugins/lang';

/** The search screen's options: orderings, facet codes, indexes, specialised searches, types of work, default covers. */
export const optionRoutes: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db }) => {
  const repo = consultaRepository(db);

  app.route({ ...endpoint(app, 'orderings'), handler: async (request) => ordenacao(request.lang) });
  app.route({ ...endpoint(app, 'filterCodes'), handler: async (request) => facetCodes(request.lang) });
  app.route({ ...endpoint(app, 'indexOptions'), handler: async (request) => opcoesIndice(request.lang) });

  // Specialised searches (SPEC.md §7): the options of each kind the catalogue holds records of
  // (titulo_especializada, migration 32); a kind it holds none of answers [] and the catalogue says so.
  const specialised = (tipo: string) => async (request: { lang: Lang }) => specialisedOptions(tipo, await repo.specialisedValues(tipo), request.lang);
  app.route({ ...endpoint(app, 'lawOptions'), handler: specialised('atos-normativos') });
  app.route({ ...endpoint(app, 'caseLawOptions'), handler: specialised('jurisprudencia') });
  app.route({ ...endpoint(app, 'archiveOptions'), handler: specialised('arquivo') });
  app.route({ ...endpoint(app, 'additionalTitleOptions'), handler: specialised('titulos-adicionais') });
  app.route({ ...endpoint(app, 'targetProductOptions'), handler: specialised('produtos-target') });
  app.route({
    ...endpoint(app, 'periodicalOptions'),
    handler: async (request) => ((await repo.hasSerials()) ? opcoesPeriodicos(request.lang) : []),
  });

  app.route({ ...endpoint(app, 'workTypes'), handler: async (request) => repo.workTypes(request.lang) });
  app.route({ ...endpoint(app, 'defaultImages'), handler: async () => imagemPadrao() });
  app.route({
    ...endpoint(app, 'defaultImage'),
    handler: async (request, reply) => {
      const svg = coverSvg(request.params.arquivo);
      if (svg === null) throw problem(404, COMMON.naoEncontrado);
      // The SVG is not JSON: sent as is, outside the typed (JSON) responses.
      return (reply as FastifyReply).type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  });
};
