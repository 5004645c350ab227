import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { BALCAO_CLIENT_ID, BALCAO_CODIGOS } from '@estante/api-contract';
import type { ModuleDeps } from '../deps';
import { endpoint } from '../../plugins/contract';
import { problem } from '../../plugins/errors';
import { dayOf } from '../emprestimo/rules';
import { loanTokenRepository } from '../emprestimo/token/repository';
import { normalizeToken, tokenHash } from '../emprestimo/token/rules';
import { DIAS_TOLERANCIA_DEBITO } from '../reserva/rules';
import { MESSAGES } from './messages';
import { balcaoRepository } from './repository';

/**
 * /api/balcao: the library desk's calls (issue 26), through the confidential OAuth client
 * `estante-balcao` only: check out with the patron's loan token, return, release a hold to the next
 * in the queue, mark a loan request ready. They send no e-mail and raise no alert: they leave the
 * rows as the seed leaves a released hold, a ready request and a loan, and the courtesy notices
 * find them there.
 */
export const balcaoModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db, now }) => {
  const repo = balcaoRepository(db);
  const tokens = loanTokenRepository(db);

  /** Only a token of the desk client, while that client still has a secret. */
  const requireDesk = async (request: FastifyRequest) => {
    const auth = request.auth;
    if (!auth || auth.scope !== 'public' || auth.client_id !== BALCAO_CLIENT_ID || !(await tokens.deskClientActive(auth.client_id))) {
      throw problem(403, MESSAGES.somenteBalcao, { codigo: BALCAO_CODIGOS.somenteBalcao });
    }
  };

  app.route({
    ...endpoint(app, 'deskCheckout'),
    handler: async (request, reply) => {
      await requireDesk(request);
      const token = normalizeToken(request.body.token);
      if (token === null) throw problem(404, MESSAGES.tokenInvalido, { codigo: BALCAO_CODIGOS.tokenInvalido, campo: 'token' });
      const at = now();
      const loan = await repo.checkout(tokenHash(token), request.body.exemplar, at, dayOf(at), DIAS_TOLERANCIA_DEBITO);
      request.log.info({ cod_emprestimo: loan.cod_emprestimo, cod_exemplar: loan.cod_exemplar, cod_pessoa: loan.cod_pessoa }, 'desk check-out');
      return reply.code(201).send(loan);
    },
  });

  app.route({
    ...endpoint(app, 'deskReturn'),
    handler: async (request) => {
      await requireDesk(request);
      const done = await repo.return(request.body.exemplar, dayOf(now()));
      request.log.info({ cod_emprestimo: done.cod_emprestimo, cod_exemplar: done.cod_exemplar, cod_reserva: done.reserva_liberada?.cod_reserva ?? null }, 'desk return');
      return done;
    },
  });

  app.route({
    ...endpoint(app, 'deskReleaseHold'),
    handler: async (request) => {
      await requireDesk(request);
      const released = await repo.release(request.body.exemplar, dayOf(now()));
      request.log.info({ cod_reserva: released.cod_reserva, cod_exemplar: released.cod_exemplar }, 'desk hold release');
      return released;
    },
  });

  app.route({
    ...endpoint(app, 'deskRequestReady', { invalidParams: MESSAGES.solicitacaoInvalida }),
    handler: async (request) => {
      await requireDesk(request);
      const ready = await repo.ready(request.params.id, now());
      request.log.info({ cod_solicitacao: ready.cod_solicitacao }, 'desk request ready');
      return ready;
    },
  });
};
