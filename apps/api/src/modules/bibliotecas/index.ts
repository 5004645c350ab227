import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../deps';
import { endpoint } from '../../plugins/contract';
import { problem } from '../../plugins/errors';
import { parseCodigo } from '../campus/codigo';
import { CAMPUS_MESSAGES } from '../campus/messages';
import { bibliotecasRepository } from './repository';

/** /api/bibliotecas: the libraries with their opening hours. */
export const bibliotecasModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db }) => {
  const repo = bibliotecasRepository(db);

  app.route({
    ...endpoint(app, 'librariesWithHours'),
    handler: async (request) => {
      const campus = parseCodigo(request.query.campus);
      if (campus === 'invalid') throw problem(400, CAMPUS_MESSAGES.campusInvalido);
      return repo.withHours(campus);
    },
  });
};
