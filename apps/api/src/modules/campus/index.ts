import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../deps';
import { endpoint } from '../../plugins/contract';
import { campusRepository } from './repository';

/** /api/campus: the institution's campuses. */
export const campusModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db }) => {
  const repo = campusRepository(db);

  app.route({
    ...endpoint(app, 'campuses'),
    handler: async () => repo.list(),
  });
};
