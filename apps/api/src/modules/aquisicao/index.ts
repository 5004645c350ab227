import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MODERACAO_CLIENT_ID, SUGESTAO_CODIGOS, SUGESTOES_POR_PAGINA } from '@estante/api-contract';
import type { ModuleDeps } from '../deps';
import { patronOf } from '../../plugins/auth';
import { endpoint } from '../../plugins/contract';
import { problem } from '../../plugins/errors';
import { parseCodigo } from '../campus/codigo';
import { comentariosRepository } from '../comentarios/repository';
import { MESSAGES as ACCESS_MESSAGES } from '../meu-pergamum/acesso/messages';
import { categoryHolds } from '../meu-pergamum/acesso/repository';
import { MESSAGES } from './messages';
import { aquisicaoRepository } from './repository';
import { ACQUISITION_PAGE, EQUIPE_POR_PAGINA, pageOf } from './rules';

/**
 * /api/aquisicao (issue 25 item 4; SPEC.md §4, §6, §7 "Acquisition"): the suggestion statuses by
 * name, a patron's own suggestions with what became of each (order, arrival, refusal) and their
 * statistics — only the patron's own, and only for categories holding the page (571/5725) — and the
 * library staff's list with teachers' suggestions apart (the staff client's token only). New
 * suggestions are sent to POST /api/unidade-informacao/sugestao-aquisicao (SPEC.md §7 "Libraries").
 */
export const aquisicaoModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db }) => {
  const repo = aquisicaoRepository(db);
  const staffClients = comentariosRepository(db);

  const requirePage = async (codPessoa: number) => {
    if (!(await categoryHolds(db, codPessoa, ACQUISITION_PAGE.modulo, ACQUISITION_PAGE.atividade))) {
      throw problem(403, ACCESS_MESSAGES.permissaoNegada, { codigo: SUGESTAO_CODIGOS.permissaoNegada });
    }
  };

  app.route({
    ...endpoint(app, 'suggestionStatuses'),
    handler: async (request) => repo.statuses(request.lang),
  });

  app.route({
    ...endpoint(app, 'mySuggestions'),
    handler: async (request) => {
      const me = patronOf(request);
      await requirePage(me.cod_pessoa);
      const situacao = parseCodigo(request.query.situacao);
      if (situacao === 'invalid' || (situacao !== null && !(await repo.statusExists(situacao)))) {
        throw problem(422, MESSAGES.situacaoInvalida, { campo: 'situacao', codigo: SUGESTAO_CODIGOS.situacaoInvalida });
      }
      const page = pageOf(request.query.pagina, SUGESTOES_POR_PAGINA);
      const { total, rows } = await repo.mine(me.cod_pessoa, situacao, page.limit, page.offset, request.lang);
      return { total, pagina: page.pagina, por_pagina: SUGESTOES_POR_PAGINA, sugestoes: rows };
    },
  });

  app.route({
    ...endpoint(app, 'mySuggestionStats'),
    handler: async (request) => {
      const me = patronOf(request);
      await requirePage(me.cod_pessoa);
      return repo.stats(me.cod_pessoa, request.lang);
    },
  });

  app.route({
    ...endpoint(app, 'staffSuggestions'),
    handler: async (request) => {
      const auth = request.auth;
      if (!auth || auth.scope !== 'public' || auth.client_id !== MODERACAO_CLIENT_ID || !(await staffClients.staffClientActive(auth.client_id))) {
        throw problem(403, MESSAGES.somenteEquipe, { codigo: SUGESTAO_CODIGOS.somenteEquipe });
      }
      const page = pageOf(request.query.pagina, EQUIPE_POR_PAGINA);
      const [professores, demais] = await Promise.all([
        repo.staff(true, page.limit, page.offset, request.lang),
        repo.staff(false, page.limit, page.offset, request.lang),
      ]);
      return { pagina: page.pagina, professores, demais };
    },
  });
};
