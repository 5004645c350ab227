import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../deps';
import { endpoint } from '../../plugins/contract';
import { problem } from '../../plugins/errors';
import { addMonths, parseIsoDate, todayUtc } from '../../seed/date';
import { titleSummaries } from '../acervo/summaries.repository';
import { MESSAGES } from './messages';
import { consultaRepository } from './repository';

/** New acquisitions (SPEC.md §1 "new acquisitions panel", §9 NA_A / NA_C, today back one month). */
export const acquisitionRoutes: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db, now }) => {
  const repo = consultaRepository(db);

  app.route({
    ...endpoint(app, 'newAcquisitions'),
    handler: async (request) => {
      const q = request.query;
      const today = now().toISOString().slice(0, 10) || todayUtc();
      const ate = q.ate ? parseIsoDate(q.ate) : today;
      const de = q.de ? parseIsoDate(q.de) : addMonths(ate ?? today, -1);
      if (!ate || !de) throw problem(422, MESSAGES.dataInvalida);
      if (de > ate) throw problem(422, MESSAGES.intervaloInvalido);
      if (addMonths(de, 12) < ate) throw problem(422, MESSAGES.intervaloLongo);
      const tipo = q.tipo ?? 'NA_A';
      const page = q.page ?? 1;
      const perPage = q.perPage ?? 12;
      const { rows, total } = await repo.newAcquisitions(tipo, de, ate, page, perPage);
      const items = await titleSummaries(db, rows.map((r) => r.cod_acervo), request.lang);
      const date = new Map(rows.map((r) => [r.cod_acervo, r.data]));
      return {
        data: items.map((i) => ({ ...i, data: date.get(i.cod_acervo) ?? '' })),
        total,
        current_page: page,
        per_page: perPage,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        tipo,
        de,
        ate,
      };
    },
  });
};
