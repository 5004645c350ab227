import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CestaPermanenteResultado } from '@estante/api-contract';
import type { ModuleDeps } from '../../deps';
import { languageName } from '../../../lib/languages';
import { patronOf } from '../../../plugins/auth';
import { endpoint } from '../../../plugins/contract';
import { problem } from '../../../plugins/errors';
import { say, type Lang } from '../../../plugins/lang';
import { imagemPadrao } from '../../consulta/options';
import { CESTA_PERMANENTE_SEM_TITULO } from '@estante/api-contract';
import { requirePage } from '../../meu-pergamum/acesso';
import { MESSAGES } from './messages';
import { paginaRepository } from './repository';
import { applicableViews, coverUrl } from './rules';

/** The type's default cover (served by GET /api/consulta/imagem-padrao/:arquivo). */
const defaultCover = (codTipoObra: number) => {
  const images = imagemPadrao();
  return images.por_tipo[String(codTipoObra)] ?? images.padrao;
};

/** /api/acervo: what the title page needs besides the record (language, cover, sub-views), similar titles, the permanent basket. */
export const acervoPaginaModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db, now }) => {
  const repo = paginaRepository(db);
  const invalidParams = MESSAGES.idInvalido;

  app.route({
    ...endpoint(app, 'titlePage', { invalidParams }),
    handler: async (request) => {
      const row = await repo.page(request.params.id);
      if (!row) throw problem(404, MESSAGES.tituloNaoEncontrado);
      return {
        cod_acervo: row.cod_acervo,
        cod_tipo_obra: row.cod_tipo_obra,
        idioma: row.idioma,
        idioma_desc: languageName(row.idioma, request.lang),
        capa: { url: coverUrl(await repo.coverTemplate(), row.isbn), padrao: defaultCover(row.cod_tipo_obra) },
        visoes: applicableViews(row),
      };
    },
  });

  app.route({
    ...endpoint(app, 'similarTitles', { invalidParams }),
    handler: async (request) => {
      const { id } = request.params;
      if (!(await repo.exists(id))) throw problem(404, MESSAGES.tituloNaoEncontrado);
      return repo.similar(id, request.lang);
    },
  });

  /** Adds the titles asked for; `campo` names the body field when none of them is a title. */
  const keep = async (codPessoa: number, asked: readonly number[], campo: 'acervo' | 'acervos', lang: Lang): Promise<CestaPermanenteResultado> => {
    await requirePage(db, codPessoa, 'cestaPermanente');
    const ids = [...new Set(asked)];
    const known = await repo.knownTitles(ids);
    if (known.size === 0) throw problem(422, campo === 'acervo' ? MESSAGES.tituloNaoEncontrado : MESSAGES.nenhumTitulo, { campo });
    const { added, total } = await repo.add(codPessoa, [...known], now());
    const incluidos = ids.filter((id) => added.has(id));
    const ja = ids.filter((id) => known.has(id) && !added.has(id));
    const message =
      incluidos.length === 0
        ? say(ja.length === 1 ? MESSAGES.jaIncluido : MESSAGES.jaIncluidos, lang)
        : incluidos.length === 1 && ids.length === 1
          ? say(MESSAGES.incluido, lang)
          : say(MESSAGES.incluidos, lang, { n: incluidos.length });
    return { incluidos, ja_incluidos: ja, nao_encontrados: ids.filter((id) => !known.has(id)), total, message };
  };

  app.route({
    ...endpoint(app, 'permanentBasketAddMany'),
    handler: async (request) => keep(patronOf(request).cod_pessoa, request.body.acervos, 'acervos', request.lang),
  });

  app.route({
    ...endpoint(app, 'permanentBasketAdd'),
    handler: async (request) => keep(patronOf(request).cod_pessoa, [request.body.acervo], 'acervo', request.lang),
  });

  app.route({
    ...endpoint(app, 'permanentBasket'),
    handler: async (request) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'cestaPermanente');
      return repo.collection(me.cod_pessoa, request.lang);
    },
  });

  app.route({
    ...endpoint(app, 'permanentBasketRemove', { invalidParams }),
    handler: async (request) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'cestaPermanente');
      const { removed, total } = await repo.remove(me.cod_pessoa, [request.params.id]);
      if (removed.length === 0) throw problem(404, MESSAGES.naoEstaNaCesta, { codigo: CESTA_PERMANENTE_SEM_TITULO });
      return { removidos: removed, total, message: say(MESSAGES.removido, request.lang) };
    },
  });

  app.route({
    ...endpoint(app, 'permanentBasketClear'),
    handler: async (request) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'cestaPermanente');
      const { removed, total } = await repo.remove(me.cod_pessoa, null);
      return { removidos: removed, total, message: removed.length ? say(MESSAGES.esvaziada, request.lang, { n: removed.length }) : say(MESSAGES.jaVazia, request.lang) };
    },
  });
};
