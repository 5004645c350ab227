import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { DeclaracaoNadaConsta, PendenciaNadaConsta } from '@estante/api-contract';
import { EMAIL_INDISPONIVEL, MAX_EMAILS_NADA_CONSTA, NADA_CONSTA_CODES, formatarCodigoNadaConsta, normalizarCodigoNadaConsta } from '@estante/api-contract/constants';
import { parseEmailList } from '@estante/api-contract/contact';
import type { ModuleDeps } from '../deps';
import { deliverMail, MailDeliveryError } from '../../lib/outbox';
import { patronOf } from '../../plugins/auth';
import { endpoint } from '../../plugins/contract';
import { COMMON, problem } from '../../plugins/errors';
import { say, type Lang } from '../../plugins/lang';
import { requirePage } from '../meu-pergamum/acesso';
import { publicBase } from '../../lib/public-base';
import { dayOf } from '../emprestimo/rules';
import { maskRegistration, newClearanceCode } from './code';
import { MESSAGES } from './messages';
import { clearancePdf, writtenDay } from './pdf';
import { isClear, nadaConstaRepository, type Blockers, type DeclarationRow } from './repository';

/** The personal-area page each blocker is settled on. */
const PAGE = { emprestimo: '/meupergamum/emprestimos', debito: '/meupergamum/debitos', reserva: '/meupergamum/reservas', solicitacao: '/meupergamum/solicitacoes' } as const;
const SITUACAO: Record<string, Record<Lang, string>> = {
  aguardando: { pt: 'aguardando', en: 'waiting', es: 'en espera' },
  em_transito: { pt: 'em trânsito', en: 'in transit', es: 'en tránsito' },
  disponivel: { pt: 'disponível para retirada', en: 'ready to collect', es: 'disponible para retirar' },
};
/** The public lookup: per client address (the verification page is public; a code cannot be walked anyway). */
const LOOKUP_LIMIT = { groupId: 'nada-consta-validacao', max: 30, timeWindow: 60 * 1000 };
/** E-mails sent per client address. */
const EMAIL_LIMIT = { groupId: 'nada-consta-email', max: 20, timeWindow: 60 * 60 * 1000 };

/** The blockers in words, in `lang`, each with its page. */
export function describeBlockers(b: Blockers, lang: Lang): PendenciaNadaConsta[] {
  const out: PendenciaNadaConsta[] = [];
  if (b.loans.length) {
    out.push({
      tipo: 'emprestimo',
      codigo: 'EMPRESTIMOS_EM_ABERTO',
      quantidade: b.loans.length,
      descricao: say(MESSAGES.emprestimos, lang, { n: b.loans.length }),
      itens: b.loans.map((l) => say(l.atrasado ? MESSAGES.emprestimoItemAtrasado : MESSAGES.emprestimoItem, lang, { titulo: l.titulo, data: writtenDay(l.devolucao, lang) })),
      link: PAGE.emprestimo,
    });
  }
  if (b.debts.length) {
    const cents = b.debts.reduce((s, d) => s + Math.round(Number(d.saldo) * 100), 0);
    const money = (v: number) => (v / 100).toFixed(2).replace('.', ',');
    out.push({
      tipo: 'debito',
      codigo: 'DEBITOS_EM_ABERTO',
      quantidade: b.debts.length,
      descricao: say(MESSAGES.debitos, lang, { n: b.debts.length, total: money(cents) }),
      itens: b.debts.map((d) => say(MESSAGES.debitoItem, lang, { motivo: d.motivo, saldo: money(Math.round(Number(d.saldo) * 100)), biblioteca: d.biblioteca ?? '—' })),
      link: PAGE.debito,
    });
  }
  if (b.holds.length) {
    out.push({
      tipo: 'reserva',
      codigo: 'RESERVAS_A_RETIRAR',
      quantidade: b.holds.length,
      descricao: say(MESSAGES.reservas, lang, { n: b.holds.length }),
      itens: b.holds.map((h) => say(MESSAGES.reservaItem, lang, { titulo: h.titulo, data: h.limite ? writtenDay(h.limite, lang) : '—', biblioteca: h.biblioteca ?? '—' })),
      link: PAGE.reserva,
    });
  }
  if (b.requests.length) {
    out.push({
      tipo: 'solicitacao',
      codigo: 'SOLICITACOES_EM_ANDAMENTO',
      quantidade: b.requests.length,
      descricao: say(MESSAGES.solicitacoes, lang, { n: b.requests.length }),
      itens: b.requests.map((r) => `${r.titulo} — ${SITUACAO[r.situacao]?.[lang] ?? r.situacao}`),
      link: PAGE.solicitacao,
    });
  }
  if (b.bloqueio) {
    out.push({
      tipo: 'bloqueio',
      codigo: 'USUARIO_BLOQUEADO',
      quantidade: 1,
      descricao: say(MESSAGES.bloqueio, lang),
      itens: [b.bloqueio.motivo?.trim() || say(MESSAGES.bloqueioSemMotivo, lang)],
      link: null,
    });
  }
  return out;
}

/**
 * /api/nada-consta (issue 25; SPEC.md §1 clearance declaration, §5, §7, §8): what keeps the patron
 * from the declaration; issuing it as a PDF (one per patron and day); the PDF again; e-mailing it
 * (multipart, SPEC.md §7) with the PDF attached; and the public check of a verification code. The
 * patron's calls need their own token and the clearance page (activity 5721); a declaration is only
 * ever read or mailed by the patron it was issued to; the public check says whom and when, nothing else.
 */
export const nadaConstaModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db, now, mail, publicUrl }) => {
  const repo = nadaConstaRepository(db);
  // Only this module's routes read multipart bodies: the fields (no files), small.
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fields: 4, fieldSize: 4096, files: 0, parts: 4 } });

  const verifyUrl = (request: { protocol: string; host: string }, codigo: string) => `${publicBase(request, publicUrl)}/nada-consta/${formatarCodigoNadaConsta(codigo)}`;
  const present = (d: DeclarationRow, request: { protocol: string; host: string }): DeclaracaoNadaConsta => ({
    codigo: d.codigo,
    codigo_formatado: formatarCodigoNadaConsta(d.codigo),
    emitida_em: d.emitida_em,
    data: d.data_emissao,
    url_verificacao: verifyUrl(request, d.codigo),
  });
  const fileName = (d: DeclarationRow) => `nada-consta-${formatarCodigoNadaConsta(d.codigo)}.pdf`;
  const sendPdf = async (reply: FastifyReply, status: number, d: DeclarationRow, url: string, lang: Lang) =>
    reply
      .code(status)
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName(d)}"`)
      .header('x-codigo-verificacao', d.codigo)
      .header('cache-control', 'private, no-store')
      .send(await clearancePdf(d, url, lang));
  /** One of the patron's own declarations by code (absent: the newest); another patron's is as unknown. */
  async function own(codPessoa: number, typed: string | undefined): Promise<DeclarationRow> {
    if (typed === undefined || typed.trim() === '') {
      const [newest] = await repo.mine(codPessoa, 1);
      if (!newest) throw problem(404, MESSAGES.semDeclaracao, { codigo: NADA_CONSTA_CODES.naoEncontrada });
      return newest;
    }
    const codigo = normalizarCodigoNadaConsta(typed);
    const row = codigo ? await repo.byCode(codigo) : undefined;
    if (!row || row.cod_pessoa !== codPessoa) throw problem(404, MESSAGES.semDeclaracao, { codigo: NADA_CONSTA_CODES.naoEncontrada });
    return row;
  }

  app.route({
    ...endpoint(app, 'verifyClearance'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'nadaConsta');
      const [blockers, mine] = await Promise.all([repo.blockers(me.cod_pessoa, dayOf(now())), repo.mine(me.cod_pessoa)]);
      const liberado = isClear(blockers);
      reply.header('cache-control', 'private, no-store');
      return {
        liberado,
        message: say(liberado ? MESSAGES.liberado : MESSAGES.pendente, request.lang),
        pendencias: describeBlockers(blockers, request.lang),
        declaracoes: mine.map((d) => present(d, request)),
      };
    },
  });

  app.route({
    ...endpoint(app, 'issueClearance'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'nadaConsta');
      const at = now();
      const outcome = await repo.issue(me.cod_pessoa, dayOf(at), at.toISOString(), newClearanceCode);
      if ('blockers' in outcome) {
        throw problem(422, MESSAGES.naoEmitida, { codigo: NADA_CONSTA_CODES.pendencias, extra: { pendencias: describeBlockers(outcome.blockers, request.lang) } });
      }
      const d = outcome.row;
      reply.header('location', `/api/nada-consta/declaracao/${d.codigo}`);
      return sendPdf(reply as FastifyReply, outcome.created ? 201 : 200, d, verifyUrl(request, d.codigo), request.lang);
    },
  });

  app.route({
    ...endpoint(app, 'clearancePdf'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'nadaConsta');
      const d = await own(me.cod_pessoa, request.params.codigo);
      return sendPdf(reply as FastifyReply, 200, d, verifyUrl(request, d.codigo), request.lang);
    },
  });

  const mailRoute = endpoint(app, 'mailClearance', { rateLimit: EMAIL_LIMIT });
  app.route({
    ...mailRoute,
    schema: { ...mailRoute.schema, consumes: ['multipart/form-data'] },
    handler: async (request) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'nadaConsta');
      const { lang } = request;
      if (!request.isMultipart()) throw problem(415, MESSAGES.multipart, { codigo: NADA_CONSTA_CODES.multipart });
      const parsed = parseEmailList(request.body.emails, MAX_EMAILS_NADA_CONSTA);
      if ('problem' in parsed) {
        if (parsed.problem === 'invalid') throw problem(422, MESSAGES.emailInvalido, { campo: 'emails', params: { email: parsed.email } });
        if (parsed.problem === 'tooMany') throw problem(422, MESSAGES.emailsDemais, { campo: 'emails', params: { max: MAX_EMAILS_NADA_CONSTA } });
        throw problem(422, MESSAGES.emailsObrigatorios, { campo: 'emails' });
      }
      const d = await own(me.cod_pessoa, request.body.codigo);
      const url = verifyUrl(request, d.codigo);
      const pdf = await clearancePdf(d, url, lang);
      const codigo = formatarCodigoNadaConsta(d.codigo);
      try {
        await deliverMail(
          mail,
          {
            to: parsed.emails,
            subject: say(MESSAGES.assunto, lang, { instituicao: d.instituicao }),
            text: say(MESSAGES.corpoEmail, lang, { instituicao: d.instituicao, nome: d.nome_pessoa, matricula: d.matricula, data: writtenDay(d.data_emissao, lang), codigo, url }),
            login: me.login,
            codigo: '',
            anexo: { nome: fileName(d), tipo: 'application/pdf', conteudo: pdf },
          },
          now(),
        );
      } catch (e) {
        if (!(e instanceof MailDeliveryError)) throw e;
        request.log.error({ err: e }, 'clearance e-mail not sent');
        throw problem(503, COMMON.emailIndisponivel, { codigo: EMAIL_INDISPONIVEL });
      }
      return { message: say(MESSAGES.enviada, lang, { emails: parsed.emails.join('; ') }), enviado_para: parsed.emails, codigo: d.codigo };
    },
  });

  app.route({
    ...endpoint(app, 'validateClearance', { rateLimit: LOOKUP_LIMIT }),
    handler: async (request, reply) => {
      const codigo = normalizarCodigoNadaConsta(request.params.codigo);
      if (!codigo) throw problem(400, MESSAGES.codigoInvalido, { codigo: NADA_CONSTA_CODES.codigoInvalido });
      const d = await repo.byCode(codigo);
      if (!d) throw problem(404, MESSAGES.naoEncontrada, { codigo: NADA_CONSTA_CODES.naoEncontrada });
      reply.header('cache-control', 'no-store');
      return {
        valida: true as const,
        codigo_formatado: formatarCodigoNadaConsta(d.codigo),
        nome: d.nome_pessoa,
        matricula: maskRegistration(d.matricula),
        instituicao: d.instituicao,
        emitida_em: d.emitida_em,
        data: d.data_emissao,
        message: say(MESSAGES.valida, request.lang, { nome: d.nome_pessoa, data: writtenDay(d.data_emissao, request.lang) }),
      };
    },
  });
};
