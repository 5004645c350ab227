import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FilaReserva, Reserva } from '@estante/api-contract';
import type { ModuleDeps } from '../deps';
import { patronOf } from '../../plugins/auth';
import { endpoint } from '../../plugins/contract';
import { problem } from '../../plugins/errors';
import { say, type Lang } from '../../plugins/lang';
import { requirePage } from '../meu-pergamum/acesso';
import { dateOf } from './estimate';
import { MESSAGES, MOTIVO_CANCELADA_PELO_USUARIO, MOTIVOS_CANCELAMENTO, SITUACOES } from './messages';
import { reservaRepository, type HoldRow, type PlaceState } from './repository';
import {
  CHOICE_FIELDS,
  DIAS_TOLERANCIA_DEBITO,
  choiceProblem,
  chosen,
  combinationsOf,
  estimateFor,
  fits,
  refusalOf,
  storedChoice,
  titleRefusalOf,
  valueOf,
  type Choice,
  type CopyRow,
  type QueueRow,
  type Refusal,
} from './rules';

const CODE = /^[1-9][0-9]{0,9}$/;
/** A code sent as a number or its digits; null when absent or empty; 'invalid' otherwise. */
function parseCode(v: number | string | null | undefined): number | null | 'invalid' {
  if (v === null || v === undefined || v === '') return null;
  const s = String(v).trim();
  return CODE.test(s) && Number(s) <= 2 ** 31 - 1 ? Number(s) : 'invalid';
}

/** A stored cancellation reason in `lang` (as stored when it is not one the library's list knows). */
const motivoIn = (motivo: string | null, lang: Lang): string | null => {
  if (motivo === null) return null;
  const known = Object.hasOwn(MOTIVOS_CANCELAMENTO, motivo) ? MOTIVOS_CANCELAMENTO[motivo] : undefined;
  return known ? say(known, lang) : motivo;
};

const choiceOf = (q: { [k in (typeof CHOICE_FIELDS)[number]]?: string | null }): Choice =>
  Object.fromEntries(CHOICE_FIELDS.map((f) => [f, chosen(q[f])]).filter(([, v]) => v !== undefined)) as Choice;

/**
 * /api/reserva, SPEC.md §7 "Reservation": a patron's holds — what the hold page needs before the
 * click (informacoes-iniciais, validar-fila), the patron's history, placing (idempotent by
 * Idempotency-Key, one open hold per patron and title, gapless queue positions) and cancelling.
 * Every call needs the patron's own token but possibilidade: the title's own rules, for visitors too.
 */
export const reservaModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db, now }) => {
  const repo = reservaRepository(db);
  const today = () => dateOf(now());

  /** The title's code, or the 400/404 of a bad or unknown one; with the title's name. */
  async function titleOf(raw: number | string | null | undefined): Promise<{ cod: number; titulo: string }> {
    const cod = parseCode(raw);
    if (cod === null) throw problem(422, MESSAGES.acervoObrigatorio, { campo: 'acervo' });
    if (cod === 'invalid') throw problem(400, MESSAGES.acervoInvalido, { campo: 'acervo' });
    const titulo = await repo.title(cod);
    if (titulo === undefined) throw problem(404, MESSAGES.acervoNaoEncontrado);
    return { cod, titulo };
  }

  /** A stored hold as the contract gives it: the situation in `lang`, and the estimate while in the queue. */
  function holdOut(h: HoldRow, lang: Lang, copies: readonly CopyRow[], queue: readonly QueueRow[]): Reserva {
    const estimate =
      h.situacao === 'fila' && h.posicao_fila !== null
        ? estimateFor(today(), copies, queue, h.material === null ? {} : Object.fromEntries(CHOICE_FIELDS.map((f) => [f, valueOf(h, f)])), h.posicao_fila)
        : null;
    return {
      cod_reserva: h.cod_reserva,
      cod_acervo: h.cod_acervo,
      titulo: h.titulo,
      situacao: h.situacao,
      situacao_descricao: say(SITUACOES[h.situacao], lang),
      posicao_fila: h.posicao_fila,
      data_reserva: h.data_reserva,
      previsao: estimate?.previsao ?? null,
      dias: estimate?.dias ?? null,
      cod_biblioteca: h.cod_biblioteca,
      desc_biblioteca: h.desc_biblioteca,
      volume: h.volume,
      tomo: h.tomo,
      parte: h.parte,
      material: h.material,
      data_liberacao: h.data_liberacao,
      data_limite_retirada: h.data_limite_retirada,
      data_cancelamento: h.data_cancelamento,
      motivo_cancelamento: h.motivo_cancelamento,
      motivo_cancelamento_descricao: motivoIn(h.motivo_cancelamento, lang),
    };
  }

  /** A hold with the estimate read now (its title's copies and queue). */
  async function present(h: HoldRow, lang: Lang): Promise<Reserva> {
    if (h.situacao !== 'fila') return holdOut(h, lang, [], []);
    const [copies, queue] = await Promise.all([repo.copies(h.cod_acervo), repo.queue(h.cod_acervo)]);
    return holdOut(h, lang, copies, queue);
  }

  function queueFor(copies: readonly CopyRow[], queue: readonly QueueRow[], choice: Choice): FilaReserva {
    const posicao = queue.length + 1;
    const estimate = estimateFor(today(), copies, queue, choice, posicao);
    return {
      tamanho: queue.length,
      posicao,
      previsao: estimate?.previsao ?? null,
      dias: estimate?.dias ?? null,
      exemplares: copies.filter((c) => c.permite_reserva && fits(c, choice)).length,
    };
  }

  /** Whether a hold is possible (the refusal given), and the choices, libraries and queue of the title's holdable copies. */
  function possibility(cod: number, copies: readonly CopyRow[], queue: readonly QueueRow[], refusal: Refusal | null, lang: Lang) {
    const libraries = new Map(copies.filter((c) => c.permite_reserva).map((c) => [c.cod_biblioteca, c.desc_biblioteca]));
    return {
      cod_acervo: cod,
      pode_reservar: refusal === null,
      motivo: refusal ? { codigo: refusal.codigo, message: say(refusal.text, lang, refusal.params) } : null,
      combinacoes: combinationsOf(copies, lang),
      bibliotecas: [...libraries].sort(([a], [b]) => a - b).map(([cod_biblioteca, desc_biblioteca]) => ({ cod_biblioteca, desc_biblioteca })),
      fila: queueFor(copies, queue, {}),
    };
  }

  app.route({
    ...endpoint(app, 'holdInfo'),
    handler: async (request) => {
      const me = patronOf(request);
      const { lang } = request;
      const { cod, titulo } = await titleOf(request.query.acervo);
      const [copies, queue, standing, mine] = await Promise.all([
        repo.copies(cod),
        repo.queue(cod),
        repo.standing(me.cod_pessoa, cod, today(), DIAS_TOLERANCIA_DEBITO),
        repo.openHold(me.cod_pessoa, cod),
      ]);
      return {
        titulo,
        ...possibility(cod, copies, queue, refusalOf(standing, copies), lang),
        minha_reserva: mine ? holdOut(mine, lang, copies, queue) : null,
      };
    },
  });

  app.route({
    ...endpoint(app, 'holdPossibility'),
    handler: async (request) => {
      const { cod } = await titleOf(request.query.acervo);
      const [copies, queue] = await Promise.all([repo.copies(cod), repo.queue(cod)]);
      return possibility(cod, copies, queue, titleRefusalOf(copies), request.lang);
    },
  });

  app.route({
    ...endpoint(app, 'holdQueue'),
    handler: async (request) => {
      const { cod } = await titleOf(request.query.acervo);
      const choice = choiceOf(request.query);
      const [copies, queue] = await Promise.all([repo.copies(cod), repo.queue(cod)]);
      const bad = choiceProblem(copies, choice, false);
      if (bad) throw problem(422, bad.text, { campo: bad.campo });
      return queueFor(copies, queue, choice);
    },
  });

  app.route({
    ...endpoint(app, 'holdHistory'),
    handler: async (request) => {
      const me = patronOf(request);
      // The whole list is the personal area's holds page: its permission, on the server too.
      await requirePage(db, me.cod_pessoa, 'reservas');
      const rows = await repo.history(me.cod_pessoa);
      return Promise.all(rows.map((h) => present(h, request.lang)));
    },
  });

  app.route({
    ...endpoint(app, 'placeHold'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      const { body, lang } = request;
      const rawKey = request.headers['idempotency-key'];
      const chave = typeof rawKey === 'string' ? rawKey.trim() : undefined;
      if (rawKey !== undefined && (chave === undefined || chave.length === 0 || chave.length > 200)) throw problem(400, MESSAGES.chaveInvalida);
      const { cod } = await titleOf(body.acervo);
      const choice = choiceOf(body);
      const biblioteca = parseCode(body.biblioteca);

      // Under the locks: the refusals first (what the page said before the click), then the form's fields.
      const check = ({ standing, copies }: PlaceState) => {
        const refusal = refusalOf(standing, copies);
        if (refusal) throw problem(refusal.status, refusal.text, { codigo: refusal.codigo, ...(refusal.params ? { params: refusal.params } : {}) });
        const bad = choiceProblem(copies, choice, true);
        if (bad) throw problem(422, bad.text, { campo: bad.campo });
        if (biblioteca === null) throw problem(422, MESSAGES.bibliotecaObrigatoria, { campo: 'biblioteca' });
        if (biblioteca === 'invalid' || !copies.some((c) => c.permite_reserva && c.cod_biblioteca === biblioteca)) {
          throw problem(422, MESSAGES.bibliotecaInvalida, { campo: 'biblioteca' });
        }
      };
      const hold = {
        cod_pessoa: me.cod_pessoa,
        cod_acervo: cod,
        cod_biblioteca: typeof biblioteca === 'number' ? biblioteca : 0,
        ...storedChoice({ volume: choice.volume ?? '', tomo: choice.tomo ?? '', parte: choice.parte ?? '', material: choice.material ?? '' }),
        chave: chave ?? null,
        now: now().toISOString(),
      };
      const result = await repo.place(hold, today(), DIAS_TOLERANCIA_DEBITO, check).catch((e: unknown) => {
        // The database's own guard (one open hold per patron and title): a race the locks did not see.
        if ((e as { code?: string }).code === '23505' && (e as { constraint?: string }).constraint === 'reservas_aberta_pessoa_idx') {
          throw problem(409, MESSAGES.reservaDuplicada, { codigo: 'RESERVA_DUPLICADA' });
        }
        throw e;
      });
      if (result.kind === 'replay') {
        if (result.hold.cod_acervo !== cod) throw problem(422, MESSAGES.chaveReutilizada, { codigo: 'CHAVE_IDEMPOTENCIA_REUTILIZADA' });
        const reserva = await present(result.hold, lang);
        return reply.code(200).send({ reserva, message: say(MESSAGES.reservaFeita, lang, { posicao: reserva.posicao_fila ?? 0 }) });
      }
      const stored = await repo.holdOf(me.cod_pessoa, result.cod_reserva);
      if (!stored) throw new Error('hold just placed not found');
      const reserva = await present(stored, lang);
      return reply.code(201).send({ reserva, message: say(MESSAGES.reservaFeita, lang, { posicao: reserva.posicao_fila ?? 0 }) });
    },
  });

  app.route({
    ...endpoint(app, 'cancelHold', { invalidParams: MESSAGES.reservaInvalida }),
    handler: async (request) => {
      const me = patronOf(request);
      const { id } = request.params;
      const outcome = await repo.cancel(me.cod_pessoa, id, today(), MOTIVO_CANCELADA_PELO_USUARIO);
      if (outcome === 'missing') throw problem(404, MESSAGES.reservaNaoEncontrada);
      if (outcome === 'fulfilled') throw problem(409, MESSAGES.reservaAtendida);
      const hold = await repo.holdOf(me.cod_pessoa, id);
      if (!hold) throw problem(404, MESSAGES.reservaNaoEncontrada);
      return { reserva: await present(hold, request.lang), message: say(MESSAGES.reservaCancelada, request.lang) };
    },
  });
};
