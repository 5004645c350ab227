import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointName } from '@estante/api-contract/routes';
import type { ModuleDeps } from '../deps';
import { patronOf } from '../../plugins/auth';
import { endpoint } from '../../plugins/contract';
import { problem } from '../../plugins/errors';
import { say, type Lang, type Text } from '../../plugins/lang';
import { addMonths } from '../../seed/date';
import { requirePage } from '../meu-pergamum/acesso';
import { parseCodigo } from '../campus/codigo';
import { titleSummaries } from '../acervo/summaries.repository';
import { MESSAGES } from './messages';
import { perfilRepository, type ItemRow, type ItemValues, type Lista } from './repository';

type Repo = ReturnType<typeof perfilRepository>;
type Body = Record<string, unknown>;

/** A list of the profile: its routes, how a body becomes the stored values, how an entry reads. */
interface ListDef {
  lista: Lista;
  names: readonly [EndpointName, EndpointName, EndpointName, EndpointName];
  parse: (body: Body, repo: Repo) => Promise<ItemValues>;
  present: (row: ItemRow) => Record<string, unknown>;
}

const fail = (text: Text, campo: string) => problem(422, text, { campo });

/** A code of the body: the number, or 422 with its field. */
function codeOf(value: unknown, campo: string, missing: Text, invalid: Text): number {
  const cod = parseCodigo(typeof value === 'number' || typeof value === 'string' ? value : null);
  if (cod === null) throw fail(missing, campo);
  if (cod === 'invalid') throw fail(invalid, campo);
  return cod;
}

const LISTS: readonly ListDef[] = [
  {
    lista: 'area_autor_assunto',
    names: ['interestAreasAuthorsSubjects', 'addInterestAreaAuthorSubject', 'updateInterestAreaAuthorSubject', 'removeInterestAreaAuthorSubject'],
    async parse(body, repo) {
      const tipo = body.tipo;
      if (tipo !== 'autor' && tipo !== 'assunto' && tipo !== 'area') throw fail(MESSAGES.tipoObrigatorio, 'tipo');
      if (tipo === 'area') {
        const raw = typeof body.codigo === 'string' || typeof body.codigo === 'number' ? String(body.codigo).trim().toUpperCase() : '';
        if (raw === '') throw fail(MESSAGES.autoridadeObrigatoria, 'codigo');
        if (!/^([A-Z]{1,3}[0-9]*|[0-9]{3})$/.test(raw) || !(await repo.areaExists(raw))) throw fail(MESSAGES.areaNaoEncontrada, 'codigo');
        return { tipo, area: raw, chave: `K:${raw}` };
      }
      const notFound = tipo === 'autor' ? MESSAGES.autorNaoEncontrado : MESSAGES.assuntoNaoEncontrado;
      const cod = codeOf(body.codigo, 'codigo', MESSAGES.autoridadeObrigatoria, notFound);
      if ((await repo.heading(cod, tipo === 'autor' ? 'A' : 'S')) === undefined) throw fail(notFound, 'codigo');
      return { tipo, cod_autoridade: cod, chave: `${tipo === 'autor' ? 'A' : 'S'}:${cod}` };
    },
    present: (r) => ({ id: r.cod_item, tipo: r.tipo, codigo: r.tipo === 'area' ? (r.area ?? '') : String(r.cod_autoridade), descricao: r.descricao }),
  },
  {
    lista: 'periodicos',
    names: ['interestPeriodicals', 'addInterestPeriodical', 'updateInterestPeriodical', 'removeInterestPeriodical'],
    async parse(body, repo) {
      const cod = codeOf(body.codAcervo, 'codAcervo', MESSAGES.periodicoObrigatorio, MESSAGES.periodicoNaoEncontrado);
      if (!(await repo.isSerial(cod))) throw fail(MESSAGES.periodicoNaoEncontrado, 'codAcervo');
      const tipos = Array.isArray(body.tipos) ? body.tipos : [];
      if (tipos.length === 0) throw fail(MESSAGES.tiposPeriodicoObrigatorio, 'tipos');
      if (!tipos.every((t) => t === 'fasciculos' || t === 'sumarios')) throw fail(MESSAGES.tiposPeriodicoInvalido, 'tipos');
      return { cod_acervo: cod, tipos_periodico: [...new Set(tipos as string[])].sort(), chave: `P:${cod}` };
    },
    present: (r) => ({ id: r.cod_item, cod_acervo: r.cod_acervo, titulo: r.descricao, tipos: r.tipos_periodico ?? [] }),
  },
  {
    lista: 'tipo_obra',
    names: ['interestWorkTypes', 'addInterestWorkType', 'updateInterestWorkType', 'removeInterestWorkType'],
    async parse(body, repo) {
      const cod = codeOf(body.codTipoObra, 'codTipoObra', MESSAGES.tipoObraObrigatorio, MESSAGES.tipoObraNaoEncontrado);
      if (!(await repo.workTypeExists(cod))) throw fail(MESSAGES.tipoObraNaoEncontrado, 'codTipoObra');
      return { cod_tipo_obra: cod, chave: `T:${cod}` };
    },
    present: (r) => ({ id: r.cod_item, cod_tipo_obra: r.cod_tipo_obra, descricao: r.descricao }),
  },
  {
    lista: 'titulos',
    names: ['interestTitles', 'addInterestTitle', 'updateInterestTitle', 'removeInterestTitle'],
    async parse(body, repo) {
      const palavras = typeof body.palavras === 'string' ? body.palavras.replace(/\s+/g, ' ').trim() : '';
      if (palavras === '') throw fail(MESSAGES.palavrasObrigatorias, 'palavras');
      if (palavras.length > 200) throw fail(MESSAGES.palavrasLongas, 'palavras');
      const words = [...new Set((await repo.norm(palavras)).split(' ').filter(Boolean))].sort();
      if (!words.some((w) => w.length >= 3)) throw fail(MESSAGES.palavrasCurtas, 'palavras');
      return { palavras, chave: words.join(' ') };
    },
    present: (r) => ({ id: r.cod_item, palavras: r.palavras ?? '' }),
  },
];

/** One entry as "new for you" names why a title is there. */
function motivoOf(r: ItemRow, lang: Lang): string {
  const text =
    r.lista === 'area_autor_assunto'
      ? r.tipo === 'autor'
        ? MESSAGES.motivoAutor
        : r.tipo === 'assunto'
          ? MESSAGES.motivoAssunto
          : MESSAGES.motivoArea
      : r.lista === 'periodicos'
        ? MESSAGES.motivoPeriodico
        : r.lista === 'tipo_obra'
          ? MESSAGES.motivoTipoObra
          : MESSAGES.motivoTitulo;
  return say(text, lang, { d: r.descricao });
}

/**
 * /api/perfil-interesse (issue 26 item 1; SPEC.md §7): the patron's interest profile — four lists, each
 * listed, added to, changed and removed from by the patron alone (another patron's entry is 404) — the
 * pickers' options from the catalogue's own indexes, and "new for you". Only categories holding the
 * interest profile page (5728).
 */
export const perfilInteresseModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db, now }) => {
  const repo = perfilRepository(db);
  const guard = async (request: FastifyRequest) => {
    const me = patronOf(request);
    await requirePage(db, me.cod_pessoa, 'perfilInteresse');
    return me.cod_pessoa;
  };
  const route = (name: EndpointName, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>, params = false) =>
    (app as unknown as FastifyInstance).route({ ...endpoint(app, name, params ? { invalidParams: MESSAGES.itemInvalido } : {}), handler } as never);

  for (const def of LISTS) {
    const [list, add, update, remove] = def.names;
    route(list, async (request, reply) => {
      const me = await guard(request);
      void reply.header('cache-control', 'no-store');
      return { itens: (await repo.list(me, def.lista, request.lang)).map(def.present) };
    });
    route(add, async (request, reply) => {
      const me = await guard(request);
      const values = await def.parse((request.body ?? {}) as Body, repo);
      const id = await repo.add(me, def.lista, values, request.lang);
      if (id === 'duplicate') throw problem(409, MESSAGES.duplicado, { codigo: 'PERFIL_DUPLICADO' });
      const row = await repo.one(me, def.lista, id, request.lang);
      if (!row) throw new Error('entry just added not found');
      return reply.code(201).send({ item: def.present(row), message: say(MESSAGES.adicionado, request.lang) });
    });
    route(
      update,
      async (request) => {
        const me = await guard(request);
        const { id } = request.params as { id: number };
        // Another patron's entry is answered as none, before its body is even read.
        if (!(await repo.one(me, def.lista, id, request.lang))) throw problem(404, MESSAGES.itemNaoEncontrado);
        const values = await def.parse((request.body ?? {}) as Body, repo);
        const outcome = await repo.update(me, def.lista, id, values, request.lang);
        if (outcome === 'missing') throw problem(404, MESSAGES.itemNaoEncontrado);
        if (outcome === 'duplicate') throw problem(409, MESSAGES.duplicado, { codigo: 'PERFIL_DUPLICADO' });
        const row = await repo.one(me, def.lista, id, request.lang);
        if (!row) throw problem(404, MESSAGES.itemNaoEncontrado);
        return { item: def.present(row), message: say(MESSAGES.alterado, request.lang) };
      },
      true,
    );
    route(
      remove,
      async (request) => {
        const me = await guard(request);
        const { id } = request.params as { id: number };
        if (!(await repo.remove(me, def.lista, id))) throw problem(404, MESSAGES.itemNaoEncontrado);
        return { message: say(MESSAGES.removido, request.lang) };
      },
      true,
    );
  }

  app.route({
    ...endpoint(app, 'interestOptions'),
    handler: async (request) => {
      await guard(request);
      const { tipo } = request.query;
      const q = (request.query.q ?? '').trim();
      if (tipo === 'area' ? q.length < 1 : q.length < 3) throw problem(422, tipo === 'area' ? MESSAGES.termoCurtoArea : MESSAGES.termoCurto, { campo: 'q' });
      return { opcoes: await repo.options(tipo, q) };
    },
  });

  app.route({
    ...endpoint(app, 'newForYou'),
    handler: async (request, reply) => {
      const me = await guard(request);
      reply.header('cache-control', 'no-store');
      const page = request.query.page ?? 1;
      const perPage = request.query.perPage ?? 20;
      const ate = now().toISOString().slice(0, 10);
      const de = addMonths(ate, -1);
      const [rows, entradas, itens] = await Promise.all([repo.novidades(me, de, ate, page, perPage), repo.countEntries(me), repo.all(me, request.lang)]);
      const total = rows[0]?.total ?? (page > 1 ? await repo.novidadesTotal(me, de, ate) : 0);
      const summaries = await titleSummaries(db, rows.map((r) => r.cod_acervo), request.lang);
      const byItem = new Map(itens.map((i) => [i.cod_item, i]));
      const byTitle = new Map(rows.map((r) => [r.cod_acervo, r]));
      return {
        data: summaries.map((s) => {
          const r = byTitle.get(s.cod_acervo);
          return {
            ...s,
            data: r?.data ?? '',
            motivos: (r?.itens ?? []).flatMap((id) => {
              const item = byItem.get(id);
              return item ? [motivoOf(item, request.lang)] : [];
            }),
          };
        }),
        total,
        current_page: page,
        per_page: perPage,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        de,
        ate,
        entradas,
      };
    },
  });
};
