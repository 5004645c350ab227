import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RESUMO_DIAS_VENCIMENTO, type Resumo } from '@estante/api-contract';
import type { ModuleDeps } from '../../deps';
import { patronOf } from '../../../plugins/auth';
import { endpoint } from '../../../plugins/contract';
import { PERSONAL_AREA_ACTIVITY, PERSONAL_AREA_MODULE } from '../../meu-pergamum/acesso';
import { resumoRepository } from './repository';

const DAY_MS = 86_400_000;

/**
 * GET /api/meu-pergamum/resumo: the personal area's first page — loans due within 3 days or
 * overdue, holds ready to collect, open debts, unread alerts — each only when the patron's category
 * may see its page (module 571), all of the caller only.
 */
export const resumoModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db, now }) => {
  const repo = resumoRepository(db);

  app.route({
    ...endpoint(app, 'patronSummary'),
    handler: async (request): Promise<Resumo> => {
      const me = patronOf(request);
      const at = now();
      const today = at.toISOString().slice(0, 10);
      const until = new Date(at.getTime() + RESUMO_DIAS_VENCIMENTO * DAY_MS).toISOString().slice(0, 10);
      const may = await repo.activities(me.cod_pessoa, PERSONAL_AREA_MODULE);
      const has = (page: keyof typeof PERSONAL_AREA_ACTIVITY) => may.has(PERSONAL_AREA_ACTIVITY[page]);
      const [emprestimos, liberadas, debitos, naoLidos] = await Promise.all([
        has('emprestimos') ? repo.loans(me.cod_pessoa, today, until) : null,
        has('reservas') ? repo.released(me.cod_pessoa) : null,
        has('debitos') ? repo.debts(me.cod_pessoa) : null,
        has('alertas') ? repo.unreadAlerts(me.cod_pessoa) : null,
      ]);
      return {
        emprestimos,
        reservas: liberadas && { liberadas },
        debitos,
        alertas: naoLidos === null ? null : { nao_lidos: naoLidos },
      };
    },
  });
};
