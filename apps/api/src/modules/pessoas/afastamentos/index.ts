import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../../deps';
import { patronOf } from '../../../plugins/auth';
import { endpoint } from '../../../plugins/contract';
import { requirePage } from '../../meu-pergamum/acesso';
import { dayOf } from '../../emprestimo/rules';
import { afastamentosRepository } from './repository';
import { situacaoOf } from './rules';

/**
 * GET /api/pessoas/afastamentos (issue 25; SPEC.md §1 "removals", §7): the signed-in patron's own
 * periods away from the institution, each with where it stands today. Only the token's patron, and
 * only for categories holding the removals page (5722).
 */
export const afastamentosModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db, now }) => {
  const repo = afastamentosRepository(db);

  app.route({
    ...endpoint(app, 'patronRemovals'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'afastamentos');
      reply.header('cache-control', 'no-store');
      const today = dayOf(now());
      const rows = await repo.list(me.cod_pessoa, request.lang);
      return { afastamentos: rows.map((r) => ({ ...r, situacao: situacaoOf(r.data_inicio, r.data_fim, today) })) };
    },
  });
};
