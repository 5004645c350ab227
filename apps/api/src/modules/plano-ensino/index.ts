import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PLANO_CAMPOS, problemasDoPlano, type PlanoEnsinoRequest } from '@estante/api-contract';
import type { ModuleDeps } from '../deps';
import { patronOf } from '../../plugins/auth';
import { endpoint } from '../../plugins/contract';
import { problem } from '../../plugins/errors';
import { say } from '../../plugins/lang';
import { requirePage } from '../meu-pergamum/acesso';
import { MESSAGES, REGRAS } from './messages';
import { planoEnsinoRepository, type CleanPlan } from './repository';

const clean = (s: string | null): string | null => (s === null || s.trim() === '' ? null : s.trim());

/** The body as stored: texts trimmed, blanks as null. */
function cleanOf(body: PlanoEnsinoRequest): CleanPlan {
  const texts = Object.fromEntries(PLANO_CAMPOS.map((c) => [c, clean(body[c])])) as Record<(typeof PLANO_CAMPOS)[number], string | null>;
  return {
    ...texts,
    bibliografia: body.bibliografia.map((r) => ({
      cod_acervo: r.cod_acervo,
      tipo: r.tipo,
      capitulo: clean(r.capitulo),
      pagina_inicial: r.pagina_inicial,
      pagina_final: r.pagina_final,
      nota: clean(r.nota),
    })),
  };
}

/**
 * /api/plano-ensino (issue 25 item 5; SPEC.md §1, §3, §5, §7): a professor's teaching plans of the
 * disciplines they teach (one each, saved whole with its bibliography at the version read), and the
 * plans a student reads: those of the disciplines of the courses they are enrolled in. Only for
 * categories holding the page (activity 5726); only the professor who teaches a discipline writes
 * its plan (403 otherwise), and a plan nobody gave the caller to read is 404.
 */
export const planoEnsinoModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db, now }) => {
  const repo = planoEnsinoRepository(db);

  /** 404 for an unknown discipline, 403 for one the caller does not teach. */
  const requireTeaches = async (codPessoa: number, codDisciplina: number) => {
    const disciplina = await repo.discipline(codDisciplina);
    if (!disciplina) throw problem(404, MESSAGES.disciplinaNaoEncontrada);
    if (!(await repo.teaches(codPessoa, codDisciplina))) throw problem(403, MESSAGES.naoLeciona, { codigo: 'NAO_LECIONA' });
    return disciplina;
  };

  app.route({
    ...endpoint(app, 'teachingPlans'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'planoEnsino');
      reply.header('cache-control', 'no-store');
      const [lecionadas, cursos] = await Promise.all([repo.taught(me.cod_pessoa), repo.enrolled(me.cod_pessoa)]);
      return { lecionadas, cursos };
    },
  });

  app.route({
    ...endpoint(app, 'teachingPlan', { invalidParams: MESSAGES.planoInvalido }),
    handler: async (request, reply) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'planoEnsino');
      reply.header('cache-control', 'no-store');
      const plano = await repo.readable(request.params.id, me.cod_pessoa);
      if (!plano) throw problem(404, MESSAGES.planoNaoEncontrado);
      return plano;
    },
  });

  app.route({
    ...endpoint(app, 'myDisciplinePlan', { invalidParams: MESSAGES.planoInvalido }),
    handler: async (request, reply) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'planoEnsino');
      reply.header('cache-control', 'no-store');
      const disciplina = await requireTeaches(me.cod_pessoa, request.params.id);
      const [cursos, plano] = await Promise.all([repo.courses(disciplina.cod_disciplina), repo.own(disciplina.cod_disciplina, me.cod_pessoa)]);
      return { disciplina, cursos, plano: plano ?? null };
    },
  });

  app.route({
    ...endpoint(app, 'saveDisciplinePlan', { invalidParams: MESSAGES.planoInvalido }),
    handler: async (request, reply) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'planoEnsino');
      reply.header('cache-control', 'no-store');
      const disciplina = await requireTeaches(me.cod_pessoa, request.params.id);
      const body = request.body as PlanoEnsinoRequest; // the schema checked it (its type lists read as unknown to the type provider)
      const plan = cleanOf(body);
      const [first] = problemasDoPlano(plan);
      if (first) throw problem(422, REGRAS[first.regra], { campo: first.campo, ...(first.max ? { params: { max: first.max } } : {}) });
      const missing = await repo.missingTitles(plan.bibliografia.map((r) => r.cod_acervo));
      const unknown = plan.bibliografia.findIndex((r) => missing.has(r.cod_acervo));
      if (unknown >= 0) throw problem(422, MESSAGES.tituloNaoEncontrado, { campo: `bibliografia.${unknown}.cod_acervo` });
      const saved = await repo.save(disciplina.cod_disciplina, me.cod_pessoa, body.versao, plan, now().toISOString());
      if (saved === 'stale') throw problem(409, MESSAGES.versaoDesatualizada, { codigo: 'VERSAO_DESATUALIZADA' });
      return reply.code(saved.criado ? 201 : 200).send(saved.plano);
    },
  });

  app.route({
    ...endpoint(app, 'deleteDisciplinePlan', { invalidParams: MESSAGES.planoInvalido }),
    handler: async (request, reply) => {
      const me = patronOf(request);
      await requirePage(db, me.cod_pessoa, 'planoEnsino');
      reply.header('cache-control', 'no-store');
      const disciplina = await requireTeaches(me.cod_pessoa, request.params.id);
      const outcome = await repo.remove(disciplina.cod_disciplina, me.cod_pessoa, request.query.versao);
      if (outcome === 'missing') throw problem(404, MESSAGES.planoNaoEncontrado);
      if (outcome === 'stale') throw problem(409, MESSAGES.versaoDesatualizada, { codigo: 'VERSAO_DESATUALIZADA' });
      return { message: say(MESSAGES.planoRemovido, request.lang) };
    },
  });
};
