import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COMENTARIO_MAX, LIMITE_COMENTARIOS_EXCEDIDO, SUGESTAO_MAX } from '@estante/api-contract/constants';
import { SUGESTAO_CODIGOS, SUGESTAO_JANELA_REPETIDA_S } from '@estante/api-contract';
import { categoryHolds } from '../meu-pergamum/acesso/repository';
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
import { ACTIVITY_COMMENTS, ACTIVITY_SUGGESTION, SITUACAO_PRE_SUGESTAO, TEACHERS_PATH, clean, isbnIssnShape, pendingLimit } from './rules';

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
      const C = SUGESTAO_CODIGOS;
      if (!(await repo.activityAllowed(me.cod_pessoa, ACTIVITY_SUGGESTION))) throw problem(403, MESSAGES.permissaoNegada, { codigo: C.permissaoNegada });
      const professor = body.professor === true;
      // SPEC.md §6: only a category on the teachers' path may send a teacher's suggestion.
      if (professor && !(await categoryHolds(db, me.cod_pessoa, TEACHERS_PATH.modulo, TEACHERS_PATH.atividade))) {
        throw problem(403, MESSAGES.somenteProfessor, { codigo: C.somenteProfessor, campo: 'professor' });
      }
      const campus = parseCodigo(body.campus);
      if (campus === 'invalid') throw problem(422, CAMPUS_MESSAGES.campusInvalido, { campo: 'campus', codigo: C.campusInvalido });
      const biblioteca = parseCodigo(body.biblioteca);
      if (biblioteca === null) throw problem(422, MESSAGES.bibliotecaObrigatoria, { campo: 'biblioteca', codigo: C.bibliotecaObrigatoria });
      if (biblioteca === 'invalid') throw problem(422, MESSAGES.bibliotecaInvalida, { campo: 'biblioteca', codigo: C.bibliotecaInvalida });
      const fields = {
        autor: clean(body.autor),
        titulo: clean(body.titulo),
        edicao: clean(body.edicao),
        editor: clean(body.editor),
        isbn_issn: clean(body.isbn_issn),
        outras_inf: clean(body.outras_inf),
      };
      if (fields.titulo === null) throw problem(422, MESSAGES.tituloObrigatorio, { campo: 'titulo', codigo: C.tituloObrigatorio });
      if (fields.editor === null) throw problem(422, MESSAGES.editorObrigatorio, { campo: 'editor', codigo: C.editorObrigatorio });
      for (const name of Object.keys(fields) as (keyof typeof fields)[]) {
        const value = fields[name];
        const max = SUGESTAO_MAX[name];
        if (value !== null && value.length > max) throw problem(422, MESSAGES.campoLongo, { campo: name, params: { campo: CAMPOS[name][lang], max }, codigo: C.campoLongo });
      }
      if (fields.isbn_issn !== null && !isbnIssnShape(fields.isbn_issn)) throw problem(422, MESSAGES.isbnInvalido, { campo: 'isbn_issn', codigo: C.isbnInvalido });
      const curso = parseCodigo(body.curso);
      const disciplina = parseCodigo(body.disciplina);
      if (curso === 'invalid') throw problem(422, MESSAGES.cursoNaoEncontrado, { campo: 'curso', codigo: C.cursoInvalido });
      if (disciplina === 'invalid') throw problem(422, MESSAGES.disciplinaNaoEncontrada, { campo: 'disciplina', codigo: C.disciplinaInvalida });
      if (!professor && curso !== null) throw problem(422, MESSAGES.cursoSoProfessor, { campo: 'curso', codigo: C.cursoInvalido });
      if (!professor && disciplina !== null) throw problem(422, MESSAGES.cursoSoProfessor, { campo: 'disciplina', codigo: C.disciplinaInvalida });
      const libraryCampus = await repo.campusOfLibrary(biblioteca);
      if (libraryCampus === undefined) throw problem(422, MESSAGES.bibliotecaNaoEncontrada, { campo: 'biblioteca', codigo: C.bibliotecaInvalida });
      if (campus !== null) {
        if (!(await campuses.exists(campus))) throw problem(422, CAMPUS_MESSAGES.campusNaoEncontrado, { campo: 'campus', codigo: C.campusInvalido });
        if (libraryCampus !== campus) throw problem(422, MESSAGES.bibliotecaForaDoCampus, { campo: 'biblioteca', codigo: C.bibliotecaInvalida });
      }
      if (curso !== null && !(await repo.courseExists(curso))) throw problem(422, MESSAGES.cursoNaoEncontrado, { campo: 'curso', codigo: C.cursoInvalido });
      if (disciplina !== null) {
        const courses = await repo.coursesOfDiscipline(disciplina);
        if (courses === null) throw problem(422, MESSAGES.disciplinaNaoEncontrada, { campo: 'disciplina', codigo: C.disciplinaInvalida });
        if (curso !== null && !courses.includes(curso)) throw problem(422, MESSAGES.disciplinaForaDoCurso, { campo: 'disciplina', codigo: C.disciplinaInvalida });
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
          professor,
          cod_curso: curso,
          cod_disciplina: disciplina,
          data_sugestao: now().toISOString(),
          cod_situacao: SITUACAO_PRE_SUGESTAO,
        },
        lang,
        SUGESTAO_JANELA_REPETIDA_S,
      );
      if (stored === 'repeated') throw problem(409, MESSAGES.sugestaoRepetida, { codigo: C.repetida });
      return reply.code(201).send({ ...stored, message: say(MESSAGES.sugestaoEnviada, lang) });
    },
  });
};
