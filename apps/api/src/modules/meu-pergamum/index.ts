import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DadosPessoais } from '@estante/api-contract';
import { AUTH_MESSAGES } from '../../access/messages';
import { checkPasswordRules, hashPassword, passwordRules, reusesPassword, verifyPassword } from '../../access/passwords';
import { revokeFamily } from '../../access/refresh';
import { blocked, issuePair } from '../../access/signin';
import { patronOf } from '../../plugins/auth';
import { endpoint } from '../../plugins/contract';
import { problem } from '../../plugins/errors';
import type { ModuleDeps } from '../deps';
import { DEFAULT_MAX_TENTATIVAS } from '../oauth/grants';
import { oauthRepository } from '../oauth/repository';
import { requirePage } from './acesso';
import { MESSAGES } from './messages';
import { meuPergamumRepository, type PersonalRow } from './repository';
import { checkPersonalData, statedVersion } from './rules';

/** /api/meu-pergamum (issue 16 H4): personal data, change password, user switch. */
export const meuPergamumModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { ctx }) => {
  const { db } = ctx;
  const repo = meuPergamumRepository(db);
  const logins = oauthRepository(db);

  const answer = (row: PersonalRow, login: string): DadosPessoais => ({ ...row, login, emails: row.emails.join('; ') });

  app.route({
    ...endpoint(app, 'personalData'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'dadosPessoais');
      const row = await repo.personalData(me.cod_pessoa);
      if (!row) throw problem(401, AUTH_MESSAGES.sessaoExpirada);
      reply.header('cache-control', 'no-store').header('etag', `"${row.versao}"`);
      return answer(row, me.login);
    },
  });

  app.route({
    ...endpoint(app, 'savePersonalData'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'dadosPessoais');
      reply.header('cache-control', 'no-store');
      const versao = statedVersion(request.body.versao, request.headers['if-match']);
      if (versao === null) throw problem(428, MESSAGES.versaoObrigatoria, { campo: 'versao', codigo: 'VERSAO_OBRIGATORIA' });
      const checked = checkPersonalData(request.body, ctx.now().toISOString().slice(0, 10));
      if ('problem' in checked) {
        const p = checked.problem;
        throw problem(422, MESSAGES[p.key], { campo: p.campo, ...(p.params ? { params: p.params } : {}) });
      }
      // Conditional on the version read: a save from a stale window writes nothing.
      const saved = await repo.savePersonalData(me.cod_pessoa, versao, checked.data);
      if (!saved) throw problem(409, MESSAGES.versaoDesatualizada, { codigo: 'VERSAO_DESATUALIZADA' });
      // The courtesy notices' language (migration 0028): the one the patron saved their data in.
      await logins.rememberLanguage(me.cod_pessoa, request.lang);
      reply.header('etag', `"${saved.versao}"`);
      return answer(saved, me.login);
    },
  });

  app.route({
    ...endpoint(app, 'passwordRules'),
    handler: async (request) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'senha');
      return passwordRules(db);
    },
  });

  app.route({
    ...endpoint(app, 'changePassword'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'senha');
      reply.header('cache-control', 'no-store');
      const { senhaAtual, senhaNova } = request.body;
      if (senhaAtual === '') throw problem(422, MESSAGES.senhaAtualObrigatoria, { campo: 'senhaAtual' });
      const login = await repo.loginOf(me.cod_login, me.cod_pessoa);
      if (!login) throw problem(401, AUTH_MESSAGES.sessaoExpirada);
      if (login.bloqueado) throw blocked('senhaBloqueada', request.lang);
      // The current password is checked like a sign-in: a wrong one counts towards the login's block.
      if (!login.senha_hash || !(await verifyPassword(login.senha_hash, senhaAtual))) {
        const max = await logins.maxAttempts(DEFAULT_MAX_TENTATIVAS);
        if (await logins.recordFailure(login.cod_login, ctx.now(), max)) throw blocked('senhaBloqueada', request.lang);
        throw problem(422, MESSAGES.senhaAtualIncorreta, { campo: 'senhaAtual', codigo: 'SENHA_ATUAL_INCORRETA' });
      }
      await logins.clearFailures(login.cod_login);
      const rules = await passwordRules(db);
      const broken = checkPasswordRules(senhaNova, rules, login.nome_pessoa);
      if (broken) throw problem(422, AUTH_MESSAGES[broken.key], { campo: 'senhaNova', codigo: broken.key, ...(broken.params ? { params: broken.params } : {}) });
      if (await reusesPassword(db, login.cod_login, login.senha_hash, senhaNova, rules.last_pw)) {
        throw problem(422, AUTH_MESSAGES.senhaHistorico, { campo: 'senhaNova', codigo: 'senhaHistorico', params: { n: rules.last_pw } });
      }
      const hash = await hashPassword(senhaNova, ctx.options.argon2);
      // Two changes at once: the one that finds the password it checked wins, the other is told the current one no longer matches.
      if (!(await repo.changePassword(login.cod_login, login.senha_hash, hash, ctx.now(), me.sid))) {
        throw problem(422, MESSAGES.senhaAtualIncorreta, { campo: 'senhaAtual', codigo: 'SENHA_ATUAL_INCORRETA' });
      }
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpoint(app, 'switchUsers'),
    handler: async (request) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'trocaUsuario');
      const rows = await repo.switchable(me.cod_pessoa, request.lang);
      return { usuarios: rows.map((r) => ({ usuario: r.cod_pessoa, nome: r.nome_pessoa, categoria: r.categoria, login: r.login })) };
    },
  });

  app.route({
    ...endpoint(app, 'switchUser'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'trocaUsuario');
      reply.header('cache-control', 'no-store');
      // Only a registration with the caller's CPF: any other person is "not found" for this patron.
      const [target] = await repo.switchable(me.cod_pessoa, request.lang, request.body.usuario);
      if (!target) throw problem(404, MESSAGES.usuarioNaoVinculado, { campo: 'usuario', codigo: 'USUARIO_NAO_VINCULADO' });
      if (target.bloqueado) throw blocked('senhaBloqueada', request.lang);
      if (target.bloqueio) throw blocked('usuarioBloqueado', request.lang);
      return db.transaction(async (tx) => {
        await revokeFamily(tx, me.sid, ctx.now(), 'troca-usuario');
        return issuePair(ctx, tx, target, me.client_id);
      });
    },
  });
};
