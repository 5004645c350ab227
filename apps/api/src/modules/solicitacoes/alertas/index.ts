import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Alerta } from '@estante/api-contract';
import type { ModuleDeps } from '../../deps';
import { patronOf } from '../../../plugins/auth';
import { endpoint } from '../../../plugins/contract';
import { problem } from '../../../plugins/errors';
import { say, type Lang } from '../../../plugins/lang';
import { requirePage } from '../../meu-pergamum/acesso';
import { parseCodigo } from '../../campus/codigo';
import { MESSAGES, TIPOS } from './messages';
import { alertasRepository, type AlertRow } from './repository';
import { isProblema, linkOf, periodoOf, textOf } from './rules';

/** A stored alert as the patron reads it, in `lang`. */
function present(a: AlertRow, lang: Lang): Alerta {
  return {
    cod_alerta: a.cod_alerta,
    tipo: a.tipo,
    tipo_descricao: say(TIPOS[a.tipo], lang),
    cod_acervo: a.cod_acervo,
    titulo: a.titulo,
    texto: textOf(a, lang),
    link: linkOf(a),
    data_alerta: a.data_alerta,
    lido: a.lido,
    data_leitura: a.data_leitura,
  };
}

/**
 * /api/solicitacoes/alertas (issue 16 H3; SPEC.md §3 "alert", §5, §7): the patron's alerts — list
 * (both dates or neither), set an availability alert on a title, remove, mark read. Only the
 * patron's own alerts, and only for categories holding the alerts page (5716).
 */
export const alertasModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db, now }) => {
  const repo = alertasRepository(db);

  app.route({
    ...endpoint(app, 'patronAlerts'),
    handler: async (request) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'alertas');
      const { dataInicio, dataFim, lido } = request.query;
      const periodo = periodoOf(dataInicio, dataFim);
      if (isProblema(periodo)) throw problem(422, periodo.text, { campo: periodo.campo });
      const [rows, naoLidos] = await Promise.all([
        repo.list(me.cod_pessoa, periodo, lido === 'true' ? true : lido === 'false' ? false : null),
        repo.unread(me.cod_pessoa),
      ]);
      return { alertas: rows.map((a) => present(a, request.lang)), naoLidos };
    },
  });

  app.route({
    ...endpoint(app, 'setAvailabilityAlert'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'alertas');
      const cod = parseCodigo(request.body.codAcervo ?? null);
      if (cod === null) throw problem(422, MESSAGES.acervoObrigatorio, { campo: 'codAcervo' });
      if (cod === 'invalid') throw problem(422, MESSAGES.acervoInvalido, { campo: 'codAcervo' });
      const title = await repo.title(cod);
      if (!title) throw problem(404, MESSAGES.acervoNaoEncontrado);
      if (title.disponivel) throw problem(422, MESSAGES.exemplarDisponivel, { codigo: 'EXEMPLAR_DISPONIVEL' });
      const id = await repo.setAvailability(me.cod_pessoa, cod, now().toISOString());
      if (id === 'duplicate') throw problem(409, MESSAGES.alertaDuplicado, { codigo: 'ALERTA_DUPLICADO' });
      const row = await repo.one(me.cod_pessoa, id);
      if (!row) throw new Error('alert just set not found');
      return reply.code(201).send({ alerta: present(row, request.lang), message: say(MESSAGES.alertaCriado, request.lang) });
    },
  });

  app.route({
    ...endpoint(app, 'markAlertsRead'),
    handler: async (request) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'alertas');
      const outcome = await repo.markRead(me.cod_pessoa, request.body.ids, now().toISOString());
      if (outcome === 'missing') throw problem(404, MESSAGES.alertaNaoEncontrado);
      return { message: say(MESSAGES.alertasLidos, request.lang, { n: outcome }), naoLidos: await repo.unread(me.cod_pessoa) };
    },
  });

  app.route({
    ...endpoint(app, 'removeAlert', { invalidParams: MESSAGES.alertaInvalido }),
    handler: async (request) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'alertas');
      if (!(await repo.remove(me.cod_pessoa, request.params.id))) throw problem(404, MESSAGES.alertaNaoEncontrado);
      return { message: say(MESSAGES.alertaRemovido, request.lang), naoLidos: await repo.unread(me.cod_pessoa) };
    },
  });
};
