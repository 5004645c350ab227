import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ASSUNTOS_MAIS_LIDOS,
  FINALIDADES_LEVANTAMENTO,
  IDIOMAS_LEVANTAMENTO,
  MODERACAO_CLIENT_ID,
  PEDIDO_CODIGOS,
  PEDIDO_MAX,
  problemasDaPermuta,
  problemasDoLevantamento,
  yearOf,
  type Levantamento,
  type PedidoEquipe,
  type Permuta,
  type ProblemaPedido,
} from '@estante/api-contract';
import type { ModuleDeps } from '../../deps';
import { patronOf } from '../../../plugins/auth';
import { endpoint } from '../../../plugins/contract';
import { problem } from '../../../plugins/errors';
import { say, type Lang } from '../../../plugins/lang';
import { deliverMail, MailDeliveryError } from '../../../lib/outbox';
import { comentariosRepository } from '../../comentarios/repository';
import { MESSAGES as ACCESS_MESSAGES } from '../../meu-pergamum/acesso/messages';
import { categoryHolds } from '../../meu-pergamum/acesso/repository';
import { DETALHES, EMAIL, FINALIDADES, IDIOMAS, MESSAGES, MODALIDADES, RULE_MESSAGES, SITUACOES } from './messages';
import { estatisticasRepository, pedidosRepository, setStatus, type LevantamentoRow, type PedidoRow, type PermutaRow } from './repository';

/** The pages' activities of module 571 (migration 0031). */
export const SURVEY_PAGE = { modulo: 571, atividade: 5729 } as const;
export const EXCHANGE_PAGE = { modulo: 571, atividade: 5730 } as const;
export const STATISTICS_PAGE = { modulo: 571, atividade: 5732 } as const;

/** A text field trimmed, '' as null. */
const clean = (v: string | null | undefined): string | null => {
  const s = (v ?? '').trim();
  return s === '' ? null : s;
};

/** The staff's answer as plain text: tags taken out, the common entities read, lines kept. */
export function plainText(v: string): string {
  return v
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const opt = (valor: string, texts: Readonly<Record<string, Readonly<Record<Lang, string>>>>, lang: Lang) => ({ valor, rotulo: texts[valor]?.[lang] ?? valor });

function base(r: PedidoRow, lang: Lang) {
  return {
    cod_pedido: r.cod_pedido,
    situacao: r.situacao,
    situacao_descricao: SITUACOES[r.situacao][lang],
    data_pedido: r.data_pedido,
    data_situacao: r.data_situacao,
    resposta: r.resposta,
    cancelavel: r.situacao === 'recebido' || r.situacao === 'em_andamento',
    cancelado_por: r.cancelado_por,
  };
}

/**
 * /api/pessoas/levantamento-bibliografico, /api/pessoas/permuta, /api/pessoas/pedidos-biblioteca/equipe
 * and /api/pessoas/estatisticas (issue 26 items 5 and 6): the patron's bibliographic surveys and
 * exchange requests (only their own; each page gated by its activity of module 571), the library
 * staff's list and answer (the staff client's token only), and the patron's loan statistics.
 */
export const pedidosBibliotecaModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db, now, mail }) => {
  const repo = pedidosRepository(db);
  const stats = estatisticasRepository(db);
  const staffClients = comentariosRepository(db);

  const requirePage = async (codPessoa: number, page: { modulo: number; atividade: number }) => {
    if (!(await categoryHolds(db, codPessoa, page.modulo, page.atividade))) {
      throw problem(403, ACCESS_MESSAGES.permissaoNegada, { codigo: PEDIDO_CODIGOS.permissaoNegada });
    }
  };
  const requireStaff = async (auth: { scope: string; client_id?: string } | null | undefined) => {
    if (!auth || auth.scope !== 'public' || auth.client_id !== MODERACAO_CLIENT_ID || !(await staffClients.staffClientActive(auth.client_id))) {
      throw problem(403, MESSAGES.somenteEquipe, { codigo: PEDIDO_CODIGOS.somenteEquipe });
    }
  };
  /** A rule's fault as the 422 (its message in the request's language, said by the error handler). */
  const refuse = (p: ProblemaPedido) =>
    problem(422, RULE_MESSAGES[p.regra], { campo: p.campo, codigo: PEDIDO_CODIGOS.invalido, ...(p.max !== undefined ? { params: { max: p.max } } : {}) });
  const today = () => now().toISOString().slice(0, 10);

  const typeNames = async (lang: Lang) => new Map((await repo.workTypes(lang)).map((t) => [t.cod_tipo_obra, t.descricao]));
  const survey = (r: LevantamentoRow, lang: Lang, types: Map<number, string>): Levantamento => ({
    ...base(r, lang),
    assunto: r.assunto,
    ano_inicio: r.ano_inicio,
    ano_fim: r.ano_fim,
    idiomas: r.idiomas.map((i) => opt(i, IDIOMAS, lang)),
    tipos_obra: r.tipos_obra.map((t) => ({ valor: String(t), rotulo: types.get(t) ?? String(t) })),
    finalidade: opt(r.finalidade, FINALIDADES, lang),
    prazo: r.prazo,
    observacoes: r.observacoes,
  });
  const exchange = (r: PermutaRow, lang: Lang): Permuta => ({
    ...base(r, lang),
    modalidade: r.modalidade,
    modalidade_descricao: MODALIDADES[r.modalidade][lang],
    instituicao: r.instituicao,
    observacoes: r.observacoes,
    itens: r.itens,
  });

  app.route({
    ...endpoint(app, 'surveyOptions'),
    handler: async (request) => {
      const me = patronOf(request);
      await requirePage(me.cod_pessoa, SURVEY_PAGE);
      const { lang } = request;
      return {
        idiomas: IDIOMAS_LEVANTAMENTO.map((i) => opt(i, IDIOMAS, lang)),
        tipos_obra: (await repo.workTypes(lang)).map((t) => ({ valor: String(t.cod_tipo_obra), rotulo: t.descricao })),
        finalidades: FINALIDADES_LEVANTAMENTO.map((f) => opt(f, FINALIDADES, lang)),
      };
    },
  });

  app.route({
    ...endpoint(app, 'mySurveys'),
    handler: async (request) => {
      const me = patronOf(request);
      await requirePage(me.cod_pessoa, SURVEY_PAGE);
      const types = await typeNames(request.lang);
      return (await repo.surveys(me.cod_pessoa)).map((r) => survey(r, request.lang, types));
    },
  });

  app.route({
    ...endpoint(app, 'requestSurvey'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      const { body, lang } = request;
      await requirePage(me.cod_pessoa, SURVEY_PAGE);
      const types = await typeNames(lang);
      const [first] = problemasDoLevantamento(body, today(), [...types.keys()]);
      if (first) throw refuse(first);
      const cod = await repo.addSurvey(
        me.cod_pessoa,
        {
          assunto: clean(body.assunto)!,
          ano_inicio: yearOf(body.ano_inicio) as number,
          ano_fim: yearOf(body.ano_fim) as number,
          idiomas: [...new Set(body.idiomas ?? [])],
          tipos_obra: [...new Set(body.tipos_obra ?? [])],
          finalidade: clean(body.finalidade)!,
          prazo: clean(body.prazo)!,
          observacoes: clean(body.observacoes),
        },
        now().toISOString(),
        lang,
      );
      const row = await repo.survey(me.cod_pessoa, cod);
      return reply.code(201).send({ levantamento: survey(row!, lang, types), message: say(MESSAGES.levantamentoRecebido, lang) });
    },
  });

  app.route({
    ...endpoint(app, 'cancelSurvey'),
    handler: async (request) => {
      const me = patronOf(request);
      const { lang } = request;
      await requirePage(me.cod_pessoa, SURVEY_PAGE);
      const done = await setStatus(db, request.params.id, me.cod_pessoa, 'levantamento', 'cancelado', null, 'usuario', now().toISOString());
      if (done === 'missing') throw problem(404, MESSAGES.naoEncontrado, { codigo: PEDIDO_CODIGOS.naoEncontrado });
      if (done === 'closed') throw problem(409, MESSAGES.encerrado, { codigo: PEDIDO_CODIGOS.encerrado });
      const row = await repo.survey(me.cod_pessoa, request.params.id);
      return { levantamento: survey(row!, lang, await typeNames(lang)), message: say(MESSAGES.cancelado, lang) };
    },
  });

  app.route({
    ...endpoint(app, 'myExchanges'),
    handler: async (request) => {
      const me = patronOf(request);
      await requirePage(me.cod_pessoa, EXCHANGE_PAGE);
      return (await repo.exchanges(me.cod_pessoa)).map((r) => exchange(r, request.lang));
    },
  });

  app.route({
    ...endpoint(app, 'requestExchange'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      const { body, lang } = request;
      await requirePage(me.cod_pessoa, EXCHANGE_PAGE);
      const [first] = problemasDaPermuta(body, today());
      if (first) throw refuse(first);
      const cod = await repo.addExchange(
        me.cod_pessoa,
        {
          modalidade: body.modalidade as 'oferta' | 'procura',
          instituicao: clean(body.instituicao),
          observacoes: clean(body.observacoes),
          itens: (body.itens ?? []).map((i) => ({
            titulo: clean(i.titulo)!,
            autor: clean(i.autor),
            ano: yearOf(i.ano) as number | null,
            quantidade: Number(String(i.quantidade).trim()),
            notas: clean(i.notas),
          })),
        },
        now().toISOString(),
        lang,
      );
      const row = await repo.exchange(me.cod_pessoa, cod);
      return reply.code(201).send({ permuta: exchange(row!, lang), message: say(MESSAGES.permutaRecebida, lang) });
    },
  });

  app.route({
    ...endpoint(app, 'cancelExchange'),
    handler: async (request) => {
      const me = patronOf(request);
      const { lang } = request;
      await requirePage(me.cod_pessoa, EXCHANGE_PAGE);
      const done = await setStatus(db, request.params.id, me.cod_pessoa, 'permuta', 'cancelado', null, 'usuario', now().toISOString());
      if (done === 'missing') throw problem(404, MESSAGES.naoEncontrado, { codigo: PEDIDO_CODIGOS.naoEncontrado });
      if (done === 'closed') throw problem(409, MESSAGES.encerrado, { codigo: PEDIDO_CODIGOS.encerrado });
      const row = await repo.exchange(me.cod_pessoa, request.params.id);
      return { permuta: exchange(row!, lang), message: say(MESSAGES.cancelado, lang) };
    },
  });

  /** A request as the staff reads it: who, and what, one detail per line. */
  const staffView = async (cod: number | null, lang: Lang): Promise<PedidoEquipe[]> => {
    const rows = await repo.open(cod);
    const types = await typeNames(lang);
    const out: PedidoEquipe[] = [];
    for (const r of rows) {
      const d = (campo: string, valor: string | null) => (valor ? [{ campo: DETALHES[campo]![lang], valor }] : []);
      let detalhes: { campo: string; valor: string }[];
      let head: PedidoRow;
      if (r.tipo === 'levantamento') {
        const s = (await repo.survey(null, r.cod_pedido))!;
        head = s;
        detalhes = [
          ...d('assunto', s.assunto),
          ...d('periodo', `${s.ano_inicio}–${s.ano_fim}`),
          ...d('idiomas', s.idiomas.map((i) => IDIOMAS[i]?.[lang] ?? i).join(', ')),
          ...d('tipos_obra', s.tipos_obra.map((t) => types.get(t) ?? String(t)).join(', ')),
          ...d('finalidade', FINALIDADES[s.finalidade]?.[lang] ?? s.finalidade),
          ...d('prazo', s.prazo),
          ...d('observacoes', s.observacoes),
        ];
      } else {
        const x = (await repo.exchange(null, r.cod_pedido))!;
        head = x;
        detalhes = [
          ...d('modalidade', MODALIDADES[x.modalidade][lang]),
          ...d('instituicao', x.instituicao),
          ...x.itens.flatMap((i) => d('item', [`${i.quantidade} × ${i.titulo}`, i.autor, i.ano, i.notas].filter((v) => v !== null && v !== '').join(' / '))),
          ...d('observacoes', x.observacoes),
        ];
      }
      out.push({
        cod_pedido: r.cod_pedido,
        tipo: r.tipo,
        situacao: head.situacao,
        data_pedido: head.data_pedido,
        nome_pessoa: r.nome,
        categoria: r[`categoria_${lang}`],
        email: r.email,
        detalhes,
      });
    }
    return out;
  };

  app.route({
    ...endpoint(app, 'staffLibraryRequests'),
    handler: async (request) => {
      await requireStaff(request.auth);
      return staffView(null, request.lang);
    },
  });

  app.route({
    ...endpoint(app, 'staffAnswerLibraryRequest'),
    handler: async (request) => {
      await requireStaff(request.auth);
      const { body, lang } = request;
      const resposta = body.resposta ? plainText(body.resposta) : '';
      if (body.situacao === 'respondido' && resposta === '') throw problem(422, MESSAGES.respostaObrigatoria, { campo: 'resposta', codigo: PEDIDO_CODIGOS.invalido });
      if (resposta.length > PEDIDO_MAX.resposta) throw problem(422, MESSAGES.respostaLonga, { campo: 'resposta', codigo: PEDIDO_CODIGOS.invalido, params: { max: PEDIDO_MAX.resposta } });
      const done = await setStatus(
        db,
        request.params.id,
        null,
        null,
        body.situacao,
        resposta === '' ? null : resposta,
        body.situacao === 'cancelado' ? 'biblioteca' : null,
        now().toISOString(),
      );
      if (done === 'missing') throw problem(404, MESSAGES.naoEncontrado, { codigo: PEDIDO_CODIGOS.naoEncontrado });
      if (done === 'closed') throw problem(409, MESSAGES.encerrado, { codigo: PEDIDO_CODIGOS.encerrado });
      const [pedido] = await staffView(request.params.id, lang);
      // Answered: the patron is told by e-mail (when they accept e-mail), in the language they asked in.
      // The answer stands whether or not the mail server takes it; the staff is told which.
      let email: 'enviado' | 'sem_email' | 'falhou' | null = null;
      if (body.situacao === 'respondido') {
        const to = await repo.recipient(request.params.id);
        if (!to || to.emails.length === 0) email = 'sem_email';
        else {
          const l = to.idioma;
          try {
            await deliverMail(
              mail,
              {
                to: to.emails,
                subject: say(EMAIL.assunto[to.tipo], l),
                text: `${say(EMAIL.texto[to.tipo], l)}\n\n${resposta}\n\n${say(EMAIL.rodape, l)}`,
                login: to.login ?? '',
                codigo: '',
              },
              now(),
            );
            email = 'enviado';
          } catch (e) {
            if (!(e instanceof MailDeliveryError)) throw e;
            request.log.error({ err: e }, 'library request answer e-mail not sent');
            email = 'falhou';
          }
        }
      }
      return { pedido: pedido!, message: say(MESSAGES.atualizado, lang), email };
    },
  });

  app.route({
    ...endpoint(app, 'myStatistics'),
    handler: async (request) => {
      const me = patronOf(request);
      await requirePage(me.cod_pessoa, STATISTICS_PAGE);
      const [rows, desde, assuntos] = await Promise.all([stats.perMonth(me.cod_pessoa), stats.first(me.cod_pessoa), stats.subjects(me.cod_pessoa, ASSUNTOS_MAIS_LIDOS)]);
      const years = new Map<number, number[]>();
      for (const r of rows) {
        const months = years.get(r.ano) ?? Array.from({ length: 12 }, () => 0);
        months[r.mes - 1] = r.n;
        years.set(r.ano, months);
      }
      const anos = [...years]
        .sort(([a], [b]) => b - a)
        .map(([ano, months]) => ({ ano, total: months.reduce((a, b) => a + b, 0), meses: months.map((emprestimos, i) => ({ mes: i + 1, emprestimos })) }));
      return {
        total: anos.reduce((a, y) => a + y.total, 0),
        anos,
        assuntos: assuntos.map((a) => ({ cod_autoridade: a.cod_autoridade, assunto: a.assunto, emprestimos: a.n })),
        desde,
      };
    },
  });
};
