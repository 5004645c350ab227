import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { BALCAO_CLIENT_ID, TOKEN_EMPRESTIMO_MINUTOS, type TokenEmprestimo } from '@estante/api-contract';
import type { ModuleDeps } from '../../deps';
import { patronOf } from '../../../plugins/auth';
import { endpoint } from '../../../plugins/contract';
import { problem } from '../../../plugins/errors';
import { requirePage } from '../../meu-pergamum/acesso';
import { DIAS_TOLERANCIA_DEBITO } from '../../reserva/rules';
import { MESSAGES } from './messages';
import { loanTokenRepository, type StoredToken } from './repository';
import { newSeed, normalizeToken, tokenHash, tokenOf } from './rules';

/**
 * /api/emprestimo/token: the loan token, a patron's digital library card (SPEC.md §1). The patron
 * sees their valid token or asks for a new one (the previous stops working); the loan desk, through
 * the confidential OAuth client `estante-balcao`, validates one: whose it is, and it is used up.
 */
export const emprestimoTokenModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db, now, jwtSecret }) => {
  const repo = loanTokenRepository(db);

  /** The stored token as the patron sees it; null when the secret changed since (it could not be rebuilt). */
  const shown = (t: StoredToken, at: Date): TokenEmprestimo | null => {
    const token = tokenOf(jwtSecret, t.semente);
    if (tokenHash(token) !== t.token_hash) return null;
    const expira = new Date(t.expira_em);
    return { token, expira_em: expira.toISOString(), segundos_restantes: Math.max(0, Math.floor((expira.getTime() - at.getTime()) / 1000)) };
  };

  /** Only a token of the desk client, while that client still has a secret: anyone else is refused. */
  const requireDesk = async (request: FastifyRequest) => {
    const auth = request.auth;
    if (!auth || auth.scope !== 'public' || auth.client_id !== BALCAO_CLIENT_ID || !(await repo.deskClientActive(auth.client_id))) {
      throw problem(403, MESSAGES.somenteBalcao);
    }
  };

  app.route({
    ...endpoint(app, 'loanToken'),
    handler: async (request) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'tokenEmprestimo');
      const at = now();
      const stored = await repo.current(me.cod_pessoa, at);
      return stored ? shown(stored, at) : null;
    },
  });

  app.route({
    ...endpoint(app, 'newLoanToken'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'tokenEmprestimo');
      const criadoEm = now();
      const expiraEm = new Date(criadoEm.getTime() + TOKEN_EMPRESTIMO_MINUTOS * 60_000);
      for (let attempt = 0; attempt < 5; attempt++) {
        const semente = newSeed();
        const token = tokenOf(jwtSecret, semente);
        const hash = tokenHash(token);
        if (await repo.replace({ codPessoa: me.cod_pessoa, codLogin: me.cod_login, hash, semente, criadoEm, expiraEm })) {
          return reply.code(201).send({ token, expira_em: expiraEm.toISOString(), segundos_restantes: TOKEN_EMPRESTIMO_MINUTOS * 60 });
        }
      }
      throw new Error('loan token: five collisions in a row');
    },
  });

  app.route({
    ...endpoint(app, 'validateLoanToken'),
    handler: async (request) => {
      await requireDesk(request);
      const token = normalizeToken(request.body.token);
      const owner = token === null ? undefined : await repo.consume(tokenHash(token), now(), request.lang, DIAS_TOLERANCIA_DEBITO);
      if (!owner) throw problem(404, MESSAGES.tokenInvalido);
      request.log.info({ cod_pessoa: owner.cod_pessoa }, 'loan token validated');
      return owner;
    },
  });
};
