import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { BASES_EXTERNAS, type VinculoResultado } from '@estante/api-contract';
import type { ModuleDeps } from '../deps';
import { patronOf } from '../../plugins/auth';
import { endpoint } from '../../plugins/contract';
import { problem } from '../../plugins/errors';
import { say } from '../../plugins/lang';
import { recordLinks } from '../acervo/referencia';
import { requirePage } from '../meu-pergamum/acesso';
import { baseEntry } from '../pessoas/external-bases';
import { pessoasRepository } from '../pessoas/repository';
import { externalAccessService } from './access';
import { baseOfUrl, CATALOGO_BASES, displayName, kindOfUrl } from './bases';
import { MESSAGES } from './messages';
import { vinculosRepository } from './repository';

/** The most titles one `links-resultado` call takes (a result page is 20; a basket export 500 is not its job). */
const MAX_TITULOS = 100;
const CODE = /^[1-9][0-9]{0,9}$/;

/** An absolute http(s) address, else 400. */
function httpUrl(raw: string): string {
  const url = raw.trim();
  try {
    const u = new URL(url);
    if (u.protocol === 'http:' || u.protocol === 'https:') return url;
  } catch {
    // fall through
  }
  throw problem(400, MESSAGES.urlInvalida, { campo: 'url' });
}

/**
 * The external content bases (issue 25 item 7, SPEC.md §7) and the `/api/vinculos/*` calls: a
 * link's image, the links of a result list, whether a link needs sign-in, access statistics, and the
 * ABNT, Target and Grupo A access addresses. Registered under `/api`.
 */
export const vinculosModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db, sso, jwtSecret, now }) => {
  const people = pessoasRepository(db);
  const repo = vinculosRepository(db);
  const access = externalAccessService({ db, sso, jwtSecret, now });

  /** A title's links with the base each points at, whether it needs sign-in and its kind. */
  const linksOf = (registro: Parameters<typeof recordLinks>[0], bases: Awaited<ReturnType<typeof people.externalBases>>): VinculoResultado[] =>
    recordLinks(registro).map((l) => {
      const base = baseOfUrl(bases, l.url);
      return { ...l, base, baseDescricao: base ? displayName(bases, base) : null, restrito: base !== null, tipo: kindOfUrl(l.url, base) };
    });

  app.route({
    ...endpoint(app, 'externalBases'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'basesExternas');
      (reply as FastifyReply).header('cache-control', 'no-store');
      const bases = await people.externalBases();
      return {
        bases: BASES_EXTERNAS.map((base) => ({
          base,
          descricao: displayName(bases, base),
          resumo: say(CATALOGO_BASES[base].resumo, request.lang),
          configurada: baseEntry(bases, base) !== null,
        })),
      };
    },
  });

  app.route({
    ...endpoint(app, 'linkImage'),
    handler: async (request) => {
      const url = httpUrl(request.query.url);
      const bases = await people.externalBases();
      const base = baseOfUrl(bases, url);
      const tipo = kindOfUrl(url, base);
      const text = {
        base: MESSAGES.tipoBase,
        pdf: MESSAGES.tipoPdf,
        video: MESSAGES.tipoVideo,
        audio: MESSAGES.tipoAudio,
        imagem: MESSAGES.tipoImagem,
        pagina: MESSAGES.tipoPagina,
      }[tipo];
      return { tipo, base, descricao: say(text, request.lang, { base: base ? displayName(bases, base) : '' }) };
    },
  });

  app.route({
    ...endpoint(app, 'restrictedAccess'),
    handler: async (request) => {
      const base = baseOfUrl(await people.externalBases(), httpUrl(request.query.url));
      return { restrito: base !== null, base };
    },
  });

  app.route({
    ...endpoint(app, 'resultLinks'),
    handler: async (request) => {
      const parts = request.query.acervos.split(',').map((p) => p.trim());
      if (parts.length > MAX_TITULOS || parts.some((p) => !CODE.test(p) || Number(p) > 2 ** 31 - 1)) throw problem(400, MESSAGES.acervosInvalidos, { campo: 'acervos' });
      const ids = [...new Set(parts.map(Number))];
      const [records, bases] = await Promise.all([repo.records(ids), people.externalBases()]);
      return {
        titulos: ids.flatMap((codAcervo) => {
          const registro = records.get(codAcervo);
          return registro ? [{ codAcervo, links: linksOf(registro, bases) }] : [];
        }),
      };
    },
  });

  app.route({
    ...endpoint(app, 'linkAccessStats'),
    handler: async (request) => {
      const codAcervo = request.query.acervo;
      const registro = (await repo.records([codAcervo])).get(codAcervo);
      if (!registro) throw problem(404, MESSAGES.tituloNaoEncontrado);
      const counts = await repo.counts(codAcervo);
      const links = [...new Set(recordLinks(registro).map((l) => l.url))].map((url) => ({ url, acessos: counts.get(url) ?? 0 }));
      return { codAcervo, links, total: links.reduce((s, l) => s + l.acessos, 0) };
    },
  });

  app.route({
    ...endpoint(app, 'recordLinkAccess'),
    handler: async (request, reply) => {
      const { codAcervo } = request.body;
      const url = request.body.url.trim();
      const registro = (await repo.records([codAcervo])).get(codAcervo);
      if (!registro || !recordLinks(registro).some((l) => l.url === url)) throw problem(404, MESSAGES.vinculoNaoEncontrado, { codigo: 'VINCULO_NAO_ENCONTRADO' });
      // the patron who opened it, when a patron's token was sent (its sign-in checked by the auth hook)
      const who = request.auth?.scope === 'private' ? Number(request.auth.sub) : null;
      const acessos = await repo.record(codAcervo, url, who, now());
      (reply as FastifyReply).code(201);
      return { url, acessos };
    },
  });

  for (const [name, base] of [
    ['abntAccess', 'abnt'],
    ['targetAccess', 'target'],
    ['grupoaAccess', 'grupoa'],
  ] as const) {
    app.route({
      ...endpoint(app, name),
      handler: async (request, reply) => {
        (reply as FastifyReply).header('cache-control', 'no-store');
        return { link: await access(base, patronOf(request)) };
      },
    });
  }
};
