import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COMENTARIO_MAX, LIMITE_COMENTARIOS_EXCEDIDO, SUGESTAO_MAX } from '@estante/api-contract/constants';
import type { ModuleDeps } from '../deps';
import { patronOf } from '../../plugins/auth';
import { endpoint } from '../../plugins/contract';
import { problem } from '../../plugins/errors';
import { say } from '../../plugins/lang';
import { parseCodigo } from '../campus/codigo';
import { CAMPUS_MESSAGES } from '../campus/messages';
import { campusRepository } from '../campus/repository';
import { CAMPOS, MESSAGES } from './messages';
import { unidadeInformacaoRepository } from './repository';
import { ACTIVITY_COMMENTS, ACTIVITY_SUGGESTION, SITUACAO_PRE_SUGESTAO, clean, isbnIssnShape, pendingLimit } from './rules';

/**
 * /api/unidade-informacao, SPEC.md §7 "Libraries": the libraries for the footer's selects, and a
 * signed-in patron's general comment and acquisition suggestion (the footer's dialogs, SPEC.md §2, §5).
 */
export const unidadeInformacaoModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db, now }) => {
  const repo = unidadeInformacaoRepository(db);
  const campuses = campusRepository(db);

  app.route({
    ...endpoint(app, 'libraries'),
    handler: async (request) => {
      const campus = parseCodigo(request.query.campus);
      if (campus === 'invalid') throw problem(400, CAMPUS_MESSAGES.campusInvalido);
      return repo.libraries(campus);
    },
  });

  app.route({
    ...endpoint(app, 'sendGeneralComment'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      if (!(await repo.activityAllowed(me.cod_pessoa, ACTIVITY_COMMENTS))) throw problem(403, MESSAGES.permissaoNegada);
      const b = parseCodigo(request.body.b);
      if (b === null) throw problem(422, MESSAGES.bibliotecaObrigatoria, { campo: 'b' });
      if (b === 'invalid') throw problem(422, MESSAGES.bibliotecaInvalida, { campo: 'b' });
      const texto = clean(request.body.content);
      if (texto === null) throw problem(422, MESSAGES.comentarioVazio, { campo: 'content' });
      if (texto.length > COMENTARIO_MAX) throw problem(422, MESSAGES.comentarioLongo, { campo: 'content', params: { max: COMENTARIO_MAX } });
      if ((await repo.campusOfLibrary(b)) === undefined) throw problem(422, MESSAGES.bibliotecaNaoEncontrada, { campo: 'b' });

      const limit = pendingLimit(await repo.storedPendingLimit());
      const cod = await repo.addGeneralComment({ cod_biblioteca: b, cod_pessoa: me.cod_pessoa, texto, now: now().toISOString(), limit });
      if (cod === null) throw problem(422, MESSAGES.limiteComentarios, { params: { n: limit }, codigo: LIMITE_COMENTARIOS_EXCEDIDO });
      return reply.code(201).send({ cod_comentario: cod, situacao: 'pendente' as const, message: say(MESSAGES.comentarioEnviado, request.lang) });
    },
  });

  app.route({
    ...endpoint(app, 'sendAcquisitionSuggestion'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      const { body, lang } = request;
      if (!(await repo.activityAllowed(me.cod_pessoa, ACTIVITY_SUGGESTION))) throw problem(403, MESSAGES.permissaoNegada);
      const campus = parseCodigo(body.campus);
      if (campus === 'invalid') throw problem(422, CAMPUS_MESSAGES.campusInvalido, { campo: 'campus' });
      const biblioteca = parseCodigo(body.biblioteca);
      if (biblioteca === null) throw problem(422, MESSAGES.bibliotecaObrigatoria, { campo: 'biblioteca' });
      if (biblioteca === 'invalid') throw problem(422, MESSAGES.bibliotecaInvalida, { campo: 'biblioteca' });
      const fields = {
        autor: clean(body.autor),
        titulo: clean(body.titulo),
        edicao: clean(body.edicao),
        editor: clean(body.editor),
        isbn_issn: clean(body.isbn_issn),
        outras_inf: clean(body.outras_inf),
      };
      if (fields.titulo === null) throw problem(422, MESSAGES.tituloObrigatorio, { campo: 'titulo' });
      if (fields.editor === null) throw problem(422, MESSAGES.editorObrigatorio, { campo: 'editor' });
      for (const name of Object.keys(fields) as (keyof typeof fields)[]) {
        const value = fields[name];
        const max = SUGESTAO_MAX[name];
        if (value !== null && value.length > max) throw problem(422, MESSAGES.campoLongo, { campo: name, params: { campo: CAMPOS[name][lang], max } });
      }
      if (fields.isbn_issn !== null && !isbnIssnShape(fields.isbn_issn)) throw problem(422, MESSAGES.isbnInvalido, { campo: 'isbn_issn' });
      const libraryCampus = await repo.campusOfLibrary(biblioteca);
      if (libraryCampus === undefined) throw problem(422, MESSAGES.bibliotecaNaoEncontrada, { campo: 'biblioteca' });
      if (campus !== null) {
        if (!(await campuses.exists(campus))) throw problem(422, CAMPUS_MESSAGES.campusNaoEncontrado, { campo: 'campus' });
        if (libraryCampus !== campus) throw problem(422, MESSAGES.bibliotecaForaDoCampus, { campo: 'biblioteca' });
      }
      const stored = await repo.addSuggestion(
        {
          ...fields,
          titulo: fields.titulo,
          editor: fields.editor,
          cod_pessoa: me.cod_pessoa,
          cod_campus: campus ?? libraryCampus,
          cod_biblioteca: biblioteca,
          periodico: body.periodico === true,
          data_sugestao: now().toISOString(),
          cod_situacao: SITUACAO_PRE_SUGESTAO,
        },
        lang,
      );
      return reply.code(201).send({ ...stored, message: say(MESSAGES.sugestaoEnviada, lang) });
    },
  });
};
