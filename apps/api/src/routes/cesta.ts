import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EMAIL_INDISPONIVEL, ExportarCestaRequest, ExportarCestaResponse, UnidadeErrorResponse, ErrorResponse } from '@estante/api-contract';
import { exportTitles, MAX_EMAILS, parseEmails, titlesForExport } from '../cesta';
import type { Db } from '../db/db';
import { langOf, t, type Lang } from '../i18n';
import { deliverMail, MailDeliveryError, type MailSettings } from '../outbox';

const MESSAGES = {
  emailsObrigatorios: {
    pt: 'Informe ao menos um e-mail.',
    en: 'Enter at least one e-mail address.',
    es: 'Introduzca al menos un correo electrónico.',
  },
  emailInvalido: {
    pt: 'E-mail inválido: {{email}}. Separe vários e-mails com ";".',
    en: 'Invalid e-mail address: {{email}}. Separate several addresses with ";".',
    es: 'Correo electrónico no válido: {{email}}. Separe varios correos con ";".',
  },
  emailsDemais: {
    pt: 'Informe no máximo {{max}} e-mails.',
    en: 'Enter at most {{max}} e-mail addresses.',
    es: 'Introduzca como máximo {{max}} correos electrónicos.',
  },
  nenhumTitulo: {
    pt: 'Nenhum dos títulos da cesta foi encontrado no catálogo.',
    en: 'None of the basket’s titles was found in the catalogue.',
    es: 'Ninguno de los títulos de la cesta se encontró en el catálogo.',
  },
  assunto: { pt: 'Cesta do catálogo', en: 'Catalogue basket', es: 'Cesta del catálogo' },
} as const;

const msg = (key: keyof typeof MESSAGES, lang: Lang, params: Record<string, string | number> = {}) =>
  MESSAGES[key][lang].replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));

/** Sends no more than this many export e-mails per client address per hour (no open mail relay). */
const EMAIL_LIMIT = { max: 20, timeWindow: 60 * 60 * 1000 };

export const cestaRoutes: FastifyPluginAsyncTypebox<{ db: Db; mail: MailSettings; now: () => Date }> = async (app, { db, mail, now }) => {
  app.post(
    '/api/acervo/exportar-cesta',
    {
      config: { rateLimit: { groupId: 'exportar-cesta', ...EMAIL_LIMIT, allowList: (req) => (req.body as { tipo?: unknown } | undefined)?.tipo !== 'email' } },
      schema: {
        tags: ['acervo'],
        summary: 'Basket export: ABNT or APA references, RIS, BibTeX or MARCXML, as a file or by e-mail',
        description:
          'References are generated with citation-js (ABNT through its CSL style). 400 for a malformed body; 422 `campo` emails ' +
          `for a missing or invalid address (several separated by ";", at most ${MAX_EMAILS}); 422 when none of the titles exists. ` +
          'E-mail exports are limited per client address (429). 503 `codigo` EMAIL_INDISPONIVEL when the mail server (SMTP_URL) did not take the message.',
        security: [{ bearer: [] }],
        body: ExportarCestaRequest,
        response: { 200: ExportarCestaResponse, 400: ErrorResponse, 401: ErrorResponse, 422: UnidadeErrorResponse, 429: ErrorResponse, 503: UnidadeErrorResponse },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.headers.lang);
      const { tipo, dados, opcoesEmail } = request.body;
      const ids = [...new Set(request.body.acervos)];
      let to: string[] = [];
      if (tipo === 'email') {
        const parsed = parseEmails(opcoesEmail?.emails ?? '');
        if ('erro' in parsed) {
          return reply.code(422).send({ message: parsed.erro === 'vazio' ? msg('emailsObrigatorios', lang) : msg('emailsDemais', lang, { max: MAX_EMAILS }), campo: 'emails' });
        }
        if ('invalido' in parsed) return reply.code(422).send({ message: msg('emailInvalido', lang, { email: parsed.invalido }), campo: 'emails' });
        to = parsed.ok;
      }
      const titles = await titlesForExport(db, ids);
      if (titles.length === 0) return reply.code(422).send({ message: msg('nenhumTitulo', lang), campo: 'acervos' });
      const file = exportTitles(titles, dados, lang);
      const found = new Set(titles.map((t) => t.cod_acervo));
      if (tipo === 'email') {
        const intro = opcoesEmail?.mensagem?.trim();
        try {
          await deliverMail(
            mail,
            {
              to,
              subject: `${msg('assunto', lang)} (${titles.length})`,
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
          return reply.code(503).send({ message: t('emailIndisponivel', lang), codigo: EMAIL_INDISPONIVEL });
        }
      }
      return {
        ...file,
        acervos: titles.map((t) => t.cod_acervo),
        nao_encontrados: ids.filter((id) => !found.has(id)),
        enviado_para: to,
      };
    },
  );
};
