import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Autoatendimento, Instituicao, TextoInstitucional } from '@estante/api-contract';
import type { EndpointName } from '@estante/api-contract/routes';
import type { ModuleDeps } from '../deps';
import { endpoint } from '../../plugins/contract';
import { problem } from '../../plugins/errors';
import { safeHtml } from '../../lib/safe-html';
import { CAMPUS_MESSAGES } from '../campus/messages';
import { MESSAGES } from './messages';
import { parametrosRepository } from './repository';

/** The institution's text blocks: route name → key in `configuracoes`. */
const TEXT_BLOCKS = [
  ['textSection1', 'secao_1'],
  ['textSection2', 'secao_2'],
  ['textFaq', 'faq'],
  ['textGeneralInformation', 'informacoes_gerais'],
] as const satisfies readonly (readonly [EndpointName, string])[];

/**
 * /api/parametros: the institution's public settings, texts, activities, service hours and events.
 * Every field the contract marks as HTML leaves through `safeHtml`, whatever was stored.
 */
export const parametrosModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db }) => {
  const repo = parametrosRepository(db);
  /** A stored setting; 503 when the seed (or an administrator) has not written it. */
  const required = async <T>(chave: string): Promise<T> => {
    const valor = await repo.setting<T>(chave);
    if (valor === undefined) throw problem(503, MESSAGES.configuracaoAusente);
    return valor;
  };

  app.route({
    ...endpoint(app, 'institution'),
    handler: async () => {
      const instituicao = await required<Instituicao>('instituicao');
      return { ...instituicao, msg_suporte_consulta: await safeHtml(instituicao.msg_suporte_consulta) };
    },
  });

  for (const [name, chave] of TEXT_BLOCKS) {
    app.route({
      ...endpoint(app, name),
      handler: async () => {
        const texto = await required<TextoInstitucional>(chave);
        return { ...texto, html: await safeHtml(texto.html) };
      },
    });
  }

  app.route({
    ...endpoint(app, 'features'),
    handler: async () => repo.features(),
  });

  const activity = { invalidParams: MESSAGES.atividadeInvalida };

  app.route({
    ...endpoint(app, 'activity', activity),
    handler: async (request) => {
      const row = await repo.activity(request.params.id);
      if (!row) throw problem(404, MESSAGES.atividadeNaoEncontrada);
      return row;
    },
  });

  app.route({
    ...endpoint(app, 'activityNotice', activity),
    handler: async (request) => {
      const informativo = await repo.activityNotice(request.params.id);
      if (informativo === undefined) throw problem(404, MESSAGES.atividadeNaoEncontrada);
      return { html: await safeHtml(informativo ?? '') };
    },
  });

  app.route({
    ...endpoint(app, 'serviceHours'),
    handler: async () => repo.serviceHours(null),
  });

  app.route({
    ...endpoint(app, 'serviceHoursOfCampus', { invalidParams: CAMPUS_MESSAGES.campusInvalido }),
    handler: async (request) => {
      const [row] = await repo.serviceHours(request.params.campus);
      if (!row) throw problem(404, CAMPUS_MESSAGES.campusNaoEncontrado);
      return row;
    },
  });

  app.route({
    ...endpoint(app, 'events'),
    handler: async () => Promise.all((await repo.events()).map(async (e) => ({ ...e, descricao: await safeHtml(e.descricao) }))),
  });

  app.route({
    ...endpoint(app, 'kiosk'),
    handler: async () => required<Autoatendimento>('autoatendimento'),
  });
};
