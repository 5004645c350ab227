import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { POSTAGEM_NAO_CONFIGURADA } from '@estante/api-contract';
import type { ModuleDeps } from '../../deps';
import { patronOf } from '../../../plugins/auth';
import { endpoint } from '../../../plugins/contract';
import { problem } from '../../../plugins/errors';
import { requirePage } from '../../meu-pergamum/acesso';
import { MESSAGES } from './messages';
import { postagemRepository } from './repository';
import { postagemConfig, postingSigner } from './rules';

/**
 * POST /api/pessoas/postagem-trabalho/redirect (issue 25; SPEC.md §1 "work posting", §7): the
 * institutional repository's address where the patron hands in theses and coursework, as the
 * installation configures it (`configuracoes.postagem_trabalho`). Nothing of the patron is read
 * unless the configuration asks for a token holding some of it.
 */
export const postagemTrabalhoModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db, now, sso, jwtSecret }) => {
  const repo = postagemRepository(db);
  const sign = postingSigner(sso, jwtSecret);

  app.route({
    ...endpoint(app, 'workPostingRedirect'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'postagemTrabalho');
      reply.header('cache-control', 'no-store');
      const config = postagemConfig(await repo.setting());
      if (!config) throw problem(404, MESSAGES.naoConfigurada, { codigo: POSTAGEM_NAO_CONFIGURADA });
      let patron = { login: me.login, nome: null as string | null, email: null as string | null };
      if (config.parametro && (config.dados.includes('nome') || config.dados.includes('email'))) {
        const p = await repo.contact(me.cod_pessoa);
        patron = { login: me.login, nome: p?.nome_pessoa ?? null, email: p?.email ?? null };
      }
      const { link, expira_em } = await sign(config, patron, now());
      return { link, descricao: config.descricao, expira_em };
    },
  });
};
