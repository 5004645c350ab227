import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../deps';
import { endpoint } from '../../plugins/contract';
import { problem } from '../../plugins/errors';
import type { Lang, Text } from '../../plugins/lang';
import { listsRepository, type CursoRow } from './lists.repository';
import { MESSAGES, NIVEL } from './messages';

/**
 * An optional numeric query value: undefined or blank → null (no narrowing); anything but a code
 * 1 … 2^31−1 → 400 with `invalid`. (A query string, not an integer schema: blank means "all".)
 */
function optionalId(raw: string | undefined, invalid: Text): number | null {
  const s = raw?.trim() ?? '';
  if (s === '') return null;
  const n = /^[0-9]{1,10}$/.test(s) ? Number(s) : 0;
  if (n < 1 || n > 2147483647) throw problem(400, invalid);
  return n;
}

const withNivel = <R extends CursoRow>(row: R, lang: Lang) => ({ ...row, desc_nivel: NIVEL[row.nivel][lang] });

/**
 * The option lists of the search screen (SPEC.md §7) and one entry of each by code, at its singular
 * path and at the plural one: public (any valid token, the visitors' one included). A professor's
 * entry holds the name and the disciplines only: no personal data is served here.
 */
export const listRoutes: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db }) => {
  const repo = listsRepository(db);

  app.route({ ...endpoint(app, 'searchCampuses'), handler: async () => repo.campuses() });
  app.route({
    ...endpoint(app, 'searchLibraries'),
    handler: async (request) => repo.libraries(optionalId(request.query.campus, MESSAGES.campusInvalido)),
  });
  app.route({ ...endpoint(app, 'courses'), handler: async (request) => (await repo.courses()).map((c) => withNivel(c, request.lang)) });
  app.route({
    ...endpoint(app, 'disciplines'),
    handler: async (request) => repo.disciplines(optionalId(request.query.curso, MESSAGES.cursoInvalido)),
  });
  app.route({
    ...endpoint(app, 'professors'),
    handler: async (request) =>
      repo.professors(optionalId(request.query.curso, MESSAGES.cursoInvalido), optionalId(request.query.disciplina, MESSAGES.disciplinaInvalida)),
  });

  /** The entry, or 404 with `notFound`. */
  const found = <T>(row: T | null, notFound: Text): T => {
    if (row === null) throw problem(404, notFound);
    return row;
  };

  app.route({
    ...endpoint(app, 'searchCampus', { invalidParams: MESSAGES.campusInvalido }),
    handler: async (request) => found(await repo.campus(request.params.id), MESSAGES.campusNaoEncontrado),
  });
  for (const name of ['searchLibrary', 'searchLibraryAlias'] as const) {
    app.route({
      ...endpoint(app, name, { invalidParams: MESSAGES.bibliotecaInvalida }),
      handler: async (request) => found(await repo.library(request.params.id), MESSAGES.bibliotecaNaoEncontrada),
    });
  }
  for (const name of ['course', 'courseAlias'] as const) {
    app.route({
      ...endpoint(app, name, { invalidParams: MESSAGES.cursoInvalido }),
      handler: async (request) => withNivel(found(await repo.course(request.params.id), MESSAGES.cursoNaoEncontrado), request.lang),
    });
  }
  for (const name of ['discipline', 'disciplineAlias'] as const) {
    app.route({
      ...endpoint(app, name, { invalidParams: MESSAGES.disciplinaInvalida }),
      handler: async (request) => found(await repo.discipline(request.params.id), MESSAGES.disciplinaNaoEncontrada),
    });
  }
  for (const name of ['professor', 'professorAlias'] as const) {
    app.route({
      ...endpoint(app, name, { invalidParams: MESSAGES.professorInvalido }),
      handler: async (request) => found(await repo.professor(request.params.id), MESSAGES.professorNaoEncontrado),
    });
  }
};
