import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { COMENTARIO_MAX, LIMITE_COMENTARIOS_EXCEDIDO } from '@estante/api-contract/constants';
import { COMENTARIOS_POR_PAGINA, MODERACAO_CLIENT_ID } from '@estante/api-contract';
import type { ModuleDeps } from '../deps';
import { patronOf } from '../../plugins/auth';
import { endpoint } from '../../plugins/contract';
import { problem } from '../../plugins/errors';
import { say } from '../../plugins/lang';
import { MESSAGES } from './messages';
import { comentariosRepository } from './repository';
import { unidadeInformacaoRepository } from '../unidade-informacao/repository';
import { ACTIVITY_COMMENTS, cleanText, pageOf } from './rules';

/**
 * /api/comentarios, SPEC.md §7 "Comments": a title's approved comments for everyone (first names
 * only), a signed-in patron's own comments (post, list, delete), and their moderation by the
 * library's staff through the confidential OAuth client `estante-moderacao` (SPEC.md §4: a
 * comment is pending until approved).
 */
export const comentariosModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db, now }) => {
  const repo = comentariosRepository(db);
  const activities = unidadeInformacaoRepository(db);
  const invalidParams = MESSAGES.idInvalido;

  /** Only a token of the staff client, while that client still has a secret: anyone else is refused. */
  const requireStaff = async (request: FastifyRequest) => {
    const auth = request.auth;
    if (!auth || auth.scope !== 'public' || auth.client_id !== MODERACAO_CLIENT_ID || !(await repo.staffClientActive(auth.client_id))) {
      throw problem(403, MESSAGES.somenteEquipe);
    }
  };

  app.route({
    ...endpoint(app, 'titleComments', { invalidParams }),
    handler: async (request) => {
      const { id } = request.params;
      if (!(await repo.titleExists(id))) throw problem(404, MESSAGES.tituloNaoEncontrado);
      const page = pageOf(request.query.pagina, COMENTARIOS_POR_PAGINA);
      const { total, rows } = await repo.approved(id, page.limit, page.offset);
      return { total, pagina: page.pagina, por_pagina: COMENTARIOS_POR_PAGINA, comentarios: rows };
    },
  });

  app.route({
    ...endpoint(app, 'sendTitleComment', { invalidParams }),
    handler: async (request, reply) => {
      const me = patronOf(request);
      const { id } = request.params;
      if (!(await activities.activityAllowed(me.cod_pessoa, ACTIVITY_COMMENTS))) throw problem(403, MESSAGES.permissaoNegada);
      const texto = cleanText(request.body.texto);
      if (texto === null) throw problem(422, MESSAGES.comentarioVazio, { campo: 'texto' });
      if (texto.length > COMENTARIO_MAX) throw problem(422, MESSAGES.comentarioLongo, { campo: 'texto', params: { max: COMENTARIO_MAX } });
      if (!(await repo.titleExists(id))) throw problem(404, MESSAGES.tituloNaoEncontrado);
      const result = await repo.add({ cod_acervo: id, cod_pessoa: me.cod_pessoa, texto, now: now().toISOString() });
      if ('limit' in result) throw problem(422, MESSAGES.limiteComentarios, { params: { n: result.limit }, codigo: LIMITE_COMENTARIOS_EXCEDIDO });
      return reply.code(201).send({ comentario: result.stored, message: say(MESSAGES.comentarioEnviado, request.lang) });
    },
  });

  app.route({
    ...endpoint(app, 'myCommentedTitles'),
    handler: async (request) => repo.myTitles(patronOf(request).cod_pessoa),
  });

  app.route({
    ...endpoint(app, 'myTitleComments', { invalidParams }),
    handler: async (request) => repo.mine(patronOf(request).cod_pessoa, request.params.id),
  });

  app.route({
    ...endpoint(app, 'deleteMyComment', { invalidParams }),
    handler: async (request) => {
      const { id } = request.params;
      // Another patron's comment answers as one that does not exist.
      if (!(await repo.deleteOwn(id, patronOf(request).cod_pessoa))) throw problem(404, MESSAGES.comentarioNaoEncontrado);
      return { cod_comentario: id, message: say(MESSAGES.comentarioExcluido, request.lang) };
    },
  });

  app.route({
    ...endpoint(app, 'moderationQueue'),
    handler: async (request) => {
      await requireStaff(request);
      const page = pageOf(request.query.pagina, COMENTARIOS_POR_PAGINA);
      const { total, rows } = await repo.pending(page.limit, page.offset);
      return { total, pagina: page.pagina, por_pagina: COMENTARIOS_POR_PAGINA, comentarios: rows };
    },
  });

  app.route({
    ...endpoint(app, 'moderateComment', { invalidParams }),
    handler: async (request) => {
      await requireStaff(request);
      const { situacao } = request.body;
      const comentario = await repo.moderate(request.params.id, situacao, now().toISOString());
      if (!comentario) throw problem(404, MESSAGES.comentarioNaoEncontrado);
      request.log.info({ cod_comentario: comentario.cod_comentario, situacao }, 'comment moderated');
      return { comentario, message: say(situacao === 'aprovado' ? MESSAGES.comentarioAprovado : MESSAGES.comentarioRejeitado, request.lang) };
    },
  });
};
