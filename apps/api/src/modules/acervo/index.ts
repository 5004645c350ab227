import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CAPTCHA_CODES, EMAIL_INDISPONIVEL } from '@estante/api-contract/constants';
import { AUTH_MESSAGES } from '../../access/messages';
import type { ModuleDeps } from '../deps';
import { endpoint } from '../../plugins/contract';
import { COMMON, problem } from '../../plugins/errors';
import { say } from '../../plugins/lang';
import { deliverMail, MailDeliveryError } from '../../lib/outbox';
import { marcRows } from '../../marc/rows';
import { toIso2709, toMarcXml } from '../../marc/write';
import { exportTitles, MAX_EMAILS, parseEmails } from './cesta';
import { copiesRepository } from './copies.repository';
import { dublinCore, oaiDcXml } from './dublin-core';
import { MESSAGES, SITUACAO } from './messages';
import { recordLinks, reference } from './referencia';
import { acervoRepository } from './repository';
import { sitemapRepository } from './sitemap.repository';
import { titleSummaries } from './summaries.repository';
import { displayFields } from './title';
import { collectionTotals } from './totals';

/** Sends no more than this many export e-mails per client address per hour (no open mail relay). */
const EMAIL_LIMIT = { max: 20, timeWindow: 60 * 60 * 1000 };

/** The distinct codes of a comma-separated list (the query's pattern has checked it). */
const codes = (list: string): number[] => [...new Set(list.split(',').map(Number))];

/** A file answer (not JSON, outside the typed responses): its media type, and an attachment named `arquivo`. */
const sendFile = (reply: FastifyReply, arquivo: string, tipo: string, body: string | Buffer) =>
  reply.type(tipo).header('content-disposition', `attachment; filename="${arquivo}"`).send(body);

/** /api/acervo: a title, its copies, its MARC record and what is built from it, and the basket's export. */
/** A visitor's captcha that failed, as the field's message. */
const CAPTCHA_PROBLEMS = {
  ausente: { text: AUTH_MESSAGES.captchaAusente, codigo: CAPTCHA_CODES.ausente },
  expirado: { text: AUTH_MESSAGES.captchaExpirado, codigo: CAPTCHA_CODES.expirado },
  invalido: { text: AUTH_MESSAGES.captchaInvalido, codigo: CAPTCHA_CODES.invalido },
} as const;

export const acervoModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db, mail, now, ctx }) => {
  const repo = acervoRepository(db);
  const copies = copiesRepository(db);
  const invalidParams = MESSAGES.idInvalido;

  /** 404 unless the title exists. */
  const known = async (id: number): Promise<number> => {
    if (!(await repo.exists(id))) throw problem(404, MESSAGES.tituloNaoEncontrado);
    return id;
  };
  /** The title as references are built from it, or 404. */
  const citable = async (id: number) => {
    const row = await repo.citable(id);
    if (!row) throw problem(404, MESSAGES.tituloNaoEncontrado);
    return row;
  };

  // The whole collection's totals (public: counts only). A static path, so Fastify matches it before /:id.
  app.route({ ...endpoint(app, 'collectionTotals'), handler: async (request) => collectionTotals(db, request.lang) });

  // Every title's code, a sitemap file's worth at a time (public: crawlers hold no token). A static path, matched before /:id.
  const sitemap = sitemapRepository(db);
  app.route({ ...endpoint(app, 'sitemapTitles'), handler: async (request) => sitemap.page(request.query.pagina ?? 1) });

  app.route({
    ...endpoint(app, 'title', { invalidParams }),
    handler: async (request) => {
      const { id } = request.params;
      const row = await repo.title(id, request.lang);
      if (!row) throw problem(404, MESSAGES.tituloNaoEncontrado);
      const { registro, ...title } = row;
      return { ...title, campos: displayFields(registro, await repo.authorityOfField(id)) };
    },
  });

  app.route({
    ...endpoint(app, 'titleCopies', { invalidParams }),
    handler: async (request) => {
      const rows = await copies.list(await known(request.params.id));
      return rows.map((r) => ({ ...r, desc_situacao: SITUACAO[r.situacao][request.lang] }));
    },
  });

  app.route({
    ...endpoint(app, 'titleSummaries'),
    handler: async (request) => titleSummaries(db, codes(request.query.acervos), request.lang),
  });

  app.route({
    ...endpoint(app, 'availability'),
    handler: async (request) => copies.availabilityByCampus(codes(request.query.acervos)),
  });

  app.route({
    ...endpoint(app, 'titleLibraries', { invalidParams }),
    handler: async (request) => copies.byLibrary(await known(request.params.id)),
  });

  app.route({
    ...endpoint(app, 'titleTotals', { invalidParams }),
    handler: async (request) => copies.totals(await known(request.params.id)),
  });

  app.route({
    ...endpoint(app, 'titleMarc', { invalidParams }),
    handler: async (request) => marcRows((await citable(request.params.id)).registro),
  });

  app.route({
    ...endpoint(app, 'titleDublinCore', { invalidParams }),
    handler: async (request) => {
      const row = await citable(request.params.id);
      return dublinCore(row.registro, row.ano_publicacao, row.idioma);
    },
  });

  app.route({
    ...endpoint(app, 'titleLinks', { invalidParams }),
    handler: async (request) => recordLinks((await citable(request.params.id)).registro),
  });

  app.route({
    ...endpoint(app, 'titleReference', { invalidParams }),
    handler: async (request) => reference(await citable(request.params.id), request.query.formato ?? 'abnt', request.lang),
  });

  app.route({
    ...endpoint(app, 'titleMarcXml', { invalidParams }),
    handler: async (request, reply) => {
      const { id } = request.params;
      return sendFile(reply as FastifyReply, `acervo-${id}.xml`, 'application/marcxml+xml; charset=utf-8', toMarcXml([(await citable(id)).registro]));
    },
  });

  app.route({
    ...endpoint(app, 'titleMarcIso2709', { invalidParams }),
    handler: async (request, reply) => {
      const { id } = request.params;
      return sendFile(reply as FastifyReply, `acervo-${id}.mrc`, 'application/marc', toIso2709((await citable(id)).registro));
    },
  });

  app.route({
    ...endpoint(app, 'titleDublinCoreXml', { invalidParams }),
    handler: async (request, reply) => {
      const { id } = request.params;
      const row = await citable(id);
      return sendFile(reply as FastifyReply, `acervo-${id}-dc.xml`, 'application/xml; charset=utf-8', oaiDcXml(dublinCore(row.registro, row.ano_publicacao, row.idioma)));
    },
  });

  app.route({
    ...endpoint(app, 'exportBasket', {
      // Only e-mail exports count (a download sends nothing).
      rateLimit: { groupId: 'exportar-cesta', ...EMAIL_LIMIT, allowList: (req: { body?: unknown }) => (req.body as { tipo?: unknown } | undefined)?.tipo !== 'email' },
    }),
    handler: async (request) => {
      const lang = request.lang;
      const { tipo, dados, opcoesEmail } = request.body;
      const ids = [...new Set(request.body.acervos)];
      let to: string[] = [];
      const intro = opcoesEmail?.mensagem?.trim();
      if (tipo === 'email') {
        const parsed = parseEmails(opcoesEmail?.emails ?? '');
        if ('erro' in parsed) {
          throw parsed.erro === 'vazio'
            ? problem(422, MESSAGES.emailsObrigatorios, { campo: 'emails' })
            : problem(400, MESSAGES.emailsDemais, { campo: 'emails', params: { max: MAX_EMAILS } });
        }
        if ('invalido' in parsed) throw problem(422, MESSAGES.emailInvalido, { campo: 'emails', params: { email: parsed.invalido } });
        to = parsed.ok;
      }
      // No open mail relay: words of the sender's own only from a signed-in patron (a private token
      // of a live session: the auth plugin refuses a private token whose sign-in is not live and
      // that patron's); a visitor (public token) proves a person asked with the captcha.
      const a = request.auth;
      const patron = tipo === 'email' && a?.scope === 'private' && a.sid !== undefined && a.cod_login !== undefined;
      if (tipo === 'email' && !patron && intro) throw problem(403, MESSAGES.mensagemSoLeitor, { campo: 'mensagem' });
      const titles = await repo.citables(ids);
      if (titles.length === 0) throw problem(422, MESSAGES.nenhumTitulo, { campo: 'acervos' });
      if (tipo === 'email' && !patron) {
        // Last of the checks: a solution is single use.
        const failure = await ctx.captcha.check(db, opcoesEmail?.recaptcha_token);
        if (failure) throw problem(422, CAPTCHA_PROBLEMS[failure].text, { campo: 'captcha', codigo: CAPTCHA_PROBLEMS[failure].codigo });
      }
      const file = exportTitles(titles, dados, lang);
      if (tipo === 'email') {
        try {
          await deliverMail(
            mail,
            {
              to,
              subject: `${say(MESSAGES.assunto, lang)} (${titles.length})`,
              text: `${intro ? `${intro}\n\n` : ''}${file.conteudo}`,
              login: 'cesta',
              codigo: '',
              anexo: { nome: file.arquivo, tipo: file.tipo_conteudo, conteudo: file.conteudo },
            },
            now(),
          );
        } catch (e) {
          if (!(e instanceof MailDeliveryError)) throw e;
          request.log.error({ err: e }, 'basket e-mail not sent');
          throw problem(503, COMMON.emailIndisponivel, { codigo: EMAIL_INDISPONIVEL });
        }
      }
      const found = new Set(titles.map((t) => t.cod_acervo));
      return { ...file, acervos: titles.map((t) => t.cod_acervo), nao_encontrados: ids.filter((id) => !found.has(id)), enviado_para: to };
    },
  });
};
