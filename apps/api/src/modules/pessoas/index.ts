import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EMAIL_INDISPONIVEL } from '@estante/api-contract/constants';
import { loginsByCode } from '../../access/logins.repository';
import { AUTH_MESSAGES } from '../../access/messages';
import { checkPasswordRules, hashPassword, passwordRules, reusesPassword } from '../../access/passwords';
import { revokeFamily } from '../../access/refresh';
import { accountKey, blocked, choosePerson, issuePair, pickPerson, requireCaptcha } from '../../access/signin';
import { deliverMail, MailDeliveryError } from '../../lib/outbox';
import { patronOf } from '../../plugins/auth';
import { endpoint } from '../../plugins/contract';
import { COMMON, problem, tooManyAttempts } from '../../plugins/errors';
import { say } from '../../plugins/lang';
import { hit, resetHits } from '../../plugins/rate-limit-store';
import type { ModuleDeps } from '../deps';
import { externalAccessService } from '../vinculos/access';
import { MESSAGES } from './messages';
import { checkCode, codeHash, maskEmail, newCode } from './recovery';
import { pessoasRepository } from './repository';

/** /api/pessoas: the signed-in patron, two-step login, linked logins, password recovery and external bases. */
export const pessoasModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { ctx, sso, jwtSecret }) => {
  const { db } = ctx;
  const repo = pessoasRepository(db);
  const externalAccess = externalAccessService({ db, sso, jwtSecret, now: ctx.now });

  app.route({
    ...endpoint(app, 'person'),
    handler: async (request) => {
      const me = patronOf(request);
      const row = await repo.person(me.cod_pessoa, me.cod_login);
      if (!row) throw problem(401, AUTH_MESSAGES.sessaoExpirada);
      const authPermissions = await repo.permissions(row.cod_categoria);
      return {
        user: { nome_pessoa: row.nome_pessoa, login: row.login, cod_pessoa: me.cod_pessoa, authPermissions, bloqueio: row.bloqueio },
        authPermissions,
        bloqueio: row.bloqueio,
      };
    },
  });

  app.route({
    ...endpoint(app, 'duplicates'),
    handler: async (request) => {
      const rows = request.query.login.trim() === '' ? [] : await loginsByCode(db, request.query.login);
      // A single person's name is nobody's business without their token: listed only for the choice.
      const result = rows.length > 1;
      return { result, pessoas: result ? rows.map((r) => ({ codigo: r.cod_pessoa, nome: r.nome_pessoa })) : [] };
    },
  });

  app.route({
    ...endpoint(app, 'linkedLogins'),
    handler: async (request) => {
      const me = patronOf(request);
      const rows = await repo.linkedLogins(me.cod_pessoa);
      return rows.map((r) => ({
        codigo: r.login,
        base: String(r.cod_login),
        descricao: `${r.login} — ${say(r.principal ? MESSAGES.loginPrincipal : MESSAGES.loginVinculado, request.lang)}`,
        atual: r.cod_login === me.cod_login,
      }));
    },
  });

  app.route({
    ...endpoint(app, 'switchLogin'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      reply.header('cache-control', 'no-store');
      const { codigo, base } = request.body;
      const codLogin = /^[0-9]{1,9}$/.test(base.trim()) && !codigo.includes('\0') ? Number(base.trim()) : null;
      const target = codLogin === null ? undefined : await repo.login(codLogin, codigo.trim());
      if (!target) throw problem(422, MESSAGES.loginNaoEncontrado);
      if (target.cod_pessoa !== me.cod_pessoa) throw problem(403, MESSAGES.loginOutraPessoa);
      if (target.bloqueado) throw blocked('senhaBloqueada', request.lang);
      return db.transaction(async (tx) => {
        await revokeFamily(tx, me.sid, ctx.now(), 'troca-login');
        return issuePair(ctx, tx, target, me.client_id);
      });
    },
  });

  // Password recovery ({id} is the user code). Every step is limited per client IP too.
  const recovery = { rateLimit: { groupId: 'recuperacao' } };

  app.route({
    ...endpoint(app, 'recoveryStart', recovery),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await requireCaptcha(ctx, request.query.recaptcha_token);
      const id = request.params.id;
      const picked = pickPerson(id.trim() === '' ? [] : await loginsByCode(db, id), request.query.cod_pessoa);
      if ('none' in picked) throw problem(404, MESSAGES.usuarioNaoEncontrado);
      if ('choose' in picked) throw choosePerson();
      const row = picked.row;
      const emails = row.emails.filter((e) => e.trim() !== '');
      if (emails.length === 0) throw problem(422, MESSAGES.semEmail, { codigo: 'SEM_EMAIL' });

      const now = ctx.now();
      const limit = ctx.options.recoveryRateLimit;
      const sent = await hit(db, `recuperacao:${id.trim().toLowerCase()}`, limit.windowSeconds, now);
      if (sent.count > limit.max) throw tooManyAttempts(sent.ttlMs);

      const { tamanho, validadeMinutos } = await repo.recoverySettings();
      const codigo = newCode(tamanho);
      const expira = new Date(now.getTime() + validadeMinutos * 60_000);
      await repo.replaceCode(row.cod_login, codeHash(ctx, row.cod_login, codigo), now, expira);
      const nome = row.nome_pessoa.split(/\s+/)[0] ?? row.nome_pessoa;
      try {
        await deliverMail(
          { outbox: ctx.options.mailOutbox, smtp: ctx.options.smtp },
          {
            to: emails,
            subject: say(MESSAGES.emailAssunto, request.lang),
            text: say(MESSAGES.emailTexto, request.lang, { nome, codigo, validade: expira.toISOString().slice(0, 16).replace('T', ' '), login: row.login }),
            login: row.login,
            codigo,
          },
          now,
        );
      } catch (e) {
        if (!(e instanceof MailDeliveryError)) throw e;
        // Told, not hidden: the patron asks again later. The log has the SMTP reply, never the code.
        request.log.error({ err: e }, 'password recovery e-mail not sent');
        throw problem(503, COMMON.emailIndisponivel, { codigo: EMAIL_INDISPONIVEL });
      }
      // Only the first name: the rest of the patron's data needs their own token.
      return { emails: emails.map(maskEmail), name: nome, length: tamanho, tte: expira.toISOString() };
    },
  });

  app.route({
    ...endpoint(app, 'recoveryValidate', recovery),
    handler: async (request) => {
      await checkCode(ctx, repo, request.params.id, request.body.codigo);
      return passwordRules(db);
    },
  });

  app.route({
    ...endpoint(app, 'recoveryChange', recovery),
    handler: async (request, reply) => {
      const code = await checkCode(ctx, repo, request.params.id, request.body.codigo);
      const senha = request.body.senha;
      const rules = await passwordRules(db);
      const broken = checkPasswordRules(senha, rules, code.nome_pessoa);
      if (broken) throw problem(422, AUTH_MESSAGES[broken.key], { codigo: broken.key, ...(broken.params ? { params: broken.params } : {}) });
      if (await reusesPassword(db, code.cod_login, code.senha_hash, senha, rules.last_pw)) {
        throw problem(422, AUTH_MESSAGES.senhaHistorico, { codigo: 'senhaHistorico', params: { n: rules.last_pw } });
      }
      const hash = await hashPassword(senha, ctx.options.argon2);
      if (!(await repo.changePassword(code.cod_recuperacao, code.cod_login, hash, ctx.now()))) throw problem(422, MESSAGES.codigoInvalido);
      await resetHits(db, accountKey(code.login));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpoint(app, 'externalAccess'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      reply.header('cache-control', 'no-store');
      return { link: await externalAccess(request.query.base, me) };
    },
  });
};
