import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../deps';
import { endpoint } from '../../plugins/contract';
import { problem, COMMON } from '../../plugins/errors';
import { marcRows } from '../../marc/rows';
import { normalise } from '../../marc/text';
import { MESSAGES, TIPO } from './messages';
import { autoridadeRepository } from './repository';

/** /api/autoridade: authority headings, their references, MARC records and a select's options. */
export const autoridadeModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db }) => {
  const repo = autoridadeRepository(db);
  const invalidParams = MESSAGES.autoridadeInvalida;

  app.route({
    ...endpoint(app, 'authorityCombo'),
    handler: async (request) => {
      const norm = normalise(request.query.q ?? '');
      if (norm.length < 3) throw problem(422, COMMON.termoCurto);
      return repo.combo(norm, request.query.tipo ?? null);
    },
  });

  app.route({
    ...endpoint(app, 'authority', { invalidParams }),
    handler: async (request) => {
      const row = await repo.byId(request.params.id);
      if (!row) throw problem(404, MESSAGES.autoridadeNaoEncontrada);
      // "See also" headings resolved to the authorities of the same text (accents, case and punctuation ignored).
      const norms = row.remissivas_ver_tambem.map(normalise);
      const code = await repo.codesOf(norms);
      return { ...row, desc_tipo: TIPO[row.tipo][request.lang], ver_tambem_codigos: norms.map((n) => code.get(n) ?? null) };
    },
  });

  app.route({
    ...endpoint(app, 'authorityMarc', { invalidParams }),
    handler: async (request) => {
      const record = await repo.record(request.params.id);
      if (record === undefined) throw problem(404, MESSAGES.autoridadeNaoEncontrada);
      if (record === null) throw problem(404, MESSAGES.autoridadeSemMarc);
      return marcRows(record);
    },
  });
};
