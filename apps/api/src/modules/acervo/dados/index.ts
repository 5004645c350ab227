import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../../deps';
import { endpoint } from '../../../plugins/contract';
import { problem } from '../../../plugins/errors';
import { contentsNote } from './contents';
import { bookContents, issueContents, kardexYears, twelveMonths } from './kardex';
import { MESSAGES, SITUACAO_FASCICULO } from './messages';
import { dadosRepository } from './repository';

/** Work type of a serial (tipos_obra 2, "Periódico"). */
const SERIAL = 2;

/** /api/acervo: serial holdings (kardex), contents (sumários), loan and hold statistics of a title. */
export const acervoDadosModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db }) => {
  const repo = dadosRepository(db);
  const invalidParams = MESSAGES.idInvalido;

  const titleOr404 = async (id: number) => {
    const row = await repo.title(id);
    if (!row) throw problem(404, MESSAGES.tituloNaoEncontrado);
    return row;
  };
  const known = async (id: number) => {
    if (!(await repo.exists(id))) throw problem(404, MESSAGES.tituloNaoEncontrado);
    return id;
  };

  app.route({
    ...endpoint(app, 'titleKardex', { invalidParams }),
    handler: async (request) => {
      const { id } = request.params;
      const title = await titleOr404(id);
      const issues = (await repo.issues(id)).map((f) => ({ ...f, desc_situacao: SITUACAO_FASCICULO[f.situacao][request.lang] }));
      return { periodico: title.cod_tipo_obra === SERIAL || issues.length > 0, anos: kardexYears(issues) };
    },
  });

  app.route({
    ...endpoint(app, 'titleContents', { invalidParams }),
    handler: async (request) => {
      const { id } = request.params;
      const title = await titleOr404(id);
      const [issues, rows] = await Promise.all([repo.issues(id), repo.contents(id)]);
      return { nota: contentsNote(title.registro), fasciculos: issueContents(issues, rows) };
    },
  });

  app.route({
    ...endpoint(app, 'titleBookContents', { invalidParams }),
    handler: async (request) => bookContents(await repo.contents(await known(request.params.id))),
  });

  app.route({
    ...endpoint(app, 'titleStatisticsYears', { invalidParams }),
    handler: async (request) => repo.years(await known(request.params.id)),
  });

  app.route({
    ...endpoint(app, 'titleStatistics', { invalidParams: MESSAGES.anoInvalido }),
    handler: async (request) => {
      const { id, ano } = request.params;
      const meses = twelveMonths(await repo.months(await known(id), ano));
      return {
        ano,
        meses,
        emprestimos: meses.reduce((s, m) => s + m.emprestimos, 0),
        reservas: meses.reduce((s, m) => s + m.reservas, 0),
      };
    },
  });
};
