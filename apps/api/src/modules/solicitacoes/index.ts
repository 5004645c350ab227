import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  FILTROS_SOLICITACAO,
  SITUACOES_SOLICITACAO,
  TIPOS_SOLICITACAO,
  type ExemplarFechado,
  type FiltroSolicitacao,
  type Solicitacao,
  type TipoSolicitacao,
} from '@estante/api-contract';
import { ENDERECO_MAX, MAX_EMAILS_SOLICITACAO, SOLICITACAO_CODES, TELEFONE_MAX, TELEFONE_MIN_DIGITOS } from '@estante/api-contract/constants';
import type { ModuleDeps } from '../deps';
import { patronOf } from '../../plugins/auth';
import { endpoint } from '../../plugins/contract';
import { problem } from '../../plugins/errors';
import { say, type Lang } from '../../plugins/lang';
import { parseCodigo } from '../campus/codigo';
import { requirePage } from '../meu-pergamum/acesso';
import { FILTROS, MESSAGES, SITUACOES, SITUACOES_EXEMPLAR, TIPOS } from './messages';
import { solicitacoesRepository, type NewRequest, type RequestRow } from './repository';
import {
  addressLine,
  CHOICE_FIELDS,
  clean,
  COLECAO_FECHADA,
  combinationsOf,
  exigeEndereco,
  fits,
  isTipo,
  NO_ACERVO,
  parseEmails,
  parsePhone,
  storedChoice,
  TIPOS_EMPRESTIMO,
  type Choice,
} from './rules';

type Repo = ReturnType<typeof solicitacoesRepository>;

const iso = (d: Date | string) => new Date(d).toISOString();

/** A stored request as the patron reads it, in `lang`. */
export function present(r: RequestRow, lang: Lang): Solicitacao {
  return {
    cod_solicitacao: r.cod_solicitacao,
    cod_acervo: r.cod_acervo,
    titulo: r.titulo,
    tipo: r.tipo,
    tipo_descricao: say(TIPOS[r.tipo].rotulo, lang),
    situacao: r.situacao,
    situacao_descricao: say(SITUACOES[r.situacao], lang),
    cancelavel: r.situacao === 'aguardando',
    volume: r.volume,
    tomo: r.tomo,
    parte: r.parte,
    material: r.material,
    cod_exemplar: r.cod_exemplar,
    cod_biblioteca: r.cod_biblioteca,
    desc_biblioteca: r.desc_biblioteca,
    cod_biblioteca_origem: r.cod_biblioteca_origem,
    desc_biblioteca_origem: r.desc_biblioteca_origem,
    endereco: r.endereco,
    telefone: r.telefone,
    emails: r.emails,
    data_solicitacao: iso(r.data_solicitacao),
    data_atualizacao: iso(r.data_atualizacao),
    data_cancelamento: r.data_cancelamento === null ? null : iso(r.data_cancelamento),
  };
}

/** The title of a query or a body: 422 (campo acervo) when missing, 400 when malformed, 404 when unknown. */
async function titleOf(repo: Repo, raw: number | string | null | undefined, missing: 400 | 422): Promise<{ cod: number; titulo: string }> {
  const cod = parseCodigo(raw);
  if (cod === null) throw problem(missing, MESSAGES.acervoObrigatorio, missing === 422 ? { campo: 'acervo' } : {});
  if (cod === 'invalid') throw problem(400, MESSAGES.acervoInvalido);
  const titulo = await repo.titleName(cod);
  if (titulo === undefined) throw problem(404, MESSAGES.acervoNaoEncontrado);
  return { cod, titulo };
}

/** The Idempotency-Key header: absent → null; blank or over 200 characters → 400. */
function keyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = typeof raw === 'string' ? raw.trim() : '';
  if (key.length === 0 || key.length > 200) throw problem(400, MESSAGES.chaveInvalida);
  return key;
}

/** The phone and e-mails of a body, each refused with its field's message. */
function contactOf(body: { telefone?: string | null; emails?: string | null }): { telefone: string; emails: string[] } {
  const telefone = parsePhone(body.telefone);
  if (telefone === null) throw problem(422, MESSAGES.telefoneObrigatorio, { campo: 'telefone' });
  if (telefone === 'invalid') throw problem(422, MESSAGES.telefoneInvalido, { campo: 'telefone', params: { max: TELEFONE_MAX, min: TELEFONE_MIN_DIGITOS } });
  const emails = parseEmails(body.emails);
  if ('error' in emails) {
    if (emails.error === 'obrigatorio') throw problem(422, MESSAGES.emailObrigatorio, { campo: 'emails' });
    if (emails.error === 'demais') throw problem(422, MESSAGES.emailsDemais, { campo: 'emails', params: { max: MAX_EMAILS_SOLICITACAO } });
    throw problem(422, MESSAGES.emailInvalido, { campo: 'emails', params: { email: 'email' in emails ? emails.email : '' } });
  }
  return { telefone, emails: emails.emails };
}

const CHOICE_MESSAGES = { volume: MESSAGES.volumeObrigatorio, tomo: MESSAGES.tomoObrigatorio, parte: MESSAGES.parteObrigatoria, material: MESSAGES.materialObrigatorio };

/** Stores a request checked field by field, and answers it: 201 made, 200 the same key again; 409 duplicate, 422 limit. */
async function place(repo: Repo, request: FastifyRequest, r: Omit<NewRequest, 'chave' | 'now'>, now: () => Date): Promise<{ status: 200 | 201; body: { solicitacao: Solicitacao; message: string } }> {
  const chave = keyOf(request);
  const result = await repo.create({ ...r, chave, now: now().toISOString() });
  const lang = request.lang;
  if (result.kind === 'duplicate') throw problem(409, MESSAGES.solicitacaoDuplicada, { codigo: SOLICITACAO_CODES.duplicada });
  if (result.kind === 'limit') throw problem(422, MESSAGES.limiteSolicitacoes, { codigo: SOLICITACAO_CODES.limite, params: { n: result.limite } });
  const row = await repo.byId(result.id);
  if (!row) throw new Error('request just stored not found');
  if (result.kind === 'replay' && row.cod_acervo !== r.cod_acervo) throw problem(422, MESSAGES.chaveReutilizada, { codigo: 'CHAVE_IDEMPOTENCIA_REUTILIZADA' });
  return { status: result.kind === 'created' ? 201 : 200, body: { solicitacao: present(row, lang), message: say(MESSAGES.solicitacaoEnviada, lang) } };
}

interface LoanBody {
  acervo?: number | string | null;
  volume?: string | null;
  tomo?: string | null;
  parte?: string | null;
  material?: string | null;
  local_recebimento?: number | string | null;
  biblioteca_origem?: number | string | null;
  endereco?: string | null;
  telefone?: string | null;
  emails?: string | null;
}

/** A loan or interlibrary request's fields, in the form's order, each refused with its field's message (SPEC.md §5). */
async function loanRequestOf(repo: Repo, me: number, tipo: TipoSolicitacao, body: LoanBody): Promise<Omit<NewRequest, 'chave' | 'now'>> {
  const { cod } = await titleOf(repo, body.acervo, 422);
  const copies = await repo.lendableCopies(cod);
  if (copies.length === 0) throw problem(422, MESSAGES.semExemplares, { codigo: SOLICITACAO_CODES.semExemplares });
  const partial: Partial<Record<(typeof CHOICE_FIELDS)[number], string>> = {};
  for (const f of CHOICE_FIELDS) {
    const v = clean(body[f]);
    if (v === null) throw problem(422, CHOICE_MESSAGES[f], { campo: f });
    partial[f] = v;
  }
  const choice = partial as Choice;
  const fitting = copies.filter((c) => fits(c, choice));
  if (fitting.length === 0) throw problem(422, MESSAGES.escolhaInexistente, { campo: 'material' });

  const libraries = await repo.libraries();
  const local = parseCodigo(body.local_recebimento);
  if (local === null) throw problem(422, MESSAGES.localObrigatorio, { campo: 'local_recebimento' });
  if (local === 'invalid' || !libraries.some((l) => l.cod_biblioteca === local)) throw problem(422, MESSAGES.bibliotecaInvalida, { campo: 'local_recebimento' });

  let origem: number | null = null;
  if (tipo === 'inter_bibliotecas') {
    const o = parseCodigo(body.biblioteca_origem);
    if (o === null) throw problem(422, MESSAGES.origemObrigatoria, { campo: 'biblioteca_origem' });
    if (o === 'invalid' || !libraries.some((l) => l.cod_biblioteca === o)) throw problem(422, MESSAGES.bibliotecaInvalida, { campo: 'biblioteca_origem' });
    if (o === local) throw problem(422, MESSAGES.origemIgualDestino, { campo: 'biblioteca_origem' });
    if (!fitting.some((c) => c.cod_biblioteca === o)) throw problem(422, MESSAGES.origemSemExemplar, { campo: 'biblioteca_origem' });
    origem = o;
  }

  const endereco = clean(body.endereco);
  if (exigeEndereco(tipo) && endereco === null) throw problem(422, MESSAGES.enderecoObrigatorio, { campo: 'endereco' });
  if (endereco !== null && endereco.length > ENDERECO_MAX) throw problem(422, MESSAGES.enderecoLongo, { campo: 'endereco', params: { max: ENDERECO_MAX } });

  return {
    cod_pessoa: me,
    cod_acervo: cod,
    tipo,
    choice: storedChoice(choice),
    cod_exemplar: null,
    cod_biblioteca: local,
    cod_biblioteca_origem: origem,
    endereco: exigeEndereco(tipo) ? endereco : null,
    ...contactOf(body),
  };
}

/** A copy's status in `lang` (as stored when unknown). */
function copyStatus(situacao: string, lang: Lang): string {
  const text = SITUACOES_EXEMPLAR[situacao];
  return text ? say(text, lang) : situacao;
}

/** The list's status filter (default all). */
const filterOf = (value: FiltroSolicitacao | undefined): FiltroSolicitacao => value ?? 'todas';

/** /api/solicitacoes (SPEC.md §7 "Requests"): the types, interlibrary requests, closed stacks. */
export const solicitacoesModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db, now }) => {
  const repo = solicitacoesRepository(db);

  app.route({
    ...endpoint(app, 'requestTypes'),
    handler: async ({ lang }) => ({
      tipos: TIPOS_SOLICITACAO.map((valor) => ({
        valor,
        rotulo: say(TIPOS[valor].rotulo, lang),
        descricao: say(TIPOS[valor].descricao, lang),
        exige_endereco: exigeEndereco(valor),
        exige_origem: valor === 'inter_bibliotecas',
      })),
      situacoes: SITUACOES_SOLICITACAO.map((valor) => ({ valor, rotulo: say(SITUACOES[valor], lang) })),
      filtros: FILTROS_SOLICITACAO.map((valor) => ({ valor, rotulo: say(FILTROS[valor], lang) })),
    }),
  });

  app.route({
    ...endpoint(app, 'interlibraryRequests'),
    handler: async (request) => {
      const me = patronOf(request);
      const acervo = parseCodigo(request.query.acervo);
      if (acervo === 'invalid') throw problem(400, MESSAGES.acervoInvalido);
      const rows = await repo.list(me.cod_pessoa, { situacao: filterOf(request.query.situacao), acervo, tipo: 'inter_bibliotecas' });
      return rows.map((r) => present(r, request.lang));
    },
  });

  app.route({
    ...endpoint(app, 'placeInterlibraryRequest'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      const { status, body } = await place(repo, request, await loanRequestOf(repo, me.cod_pessoa, 'inter_bibliotecas', request.body), now);
      return reply.code(status).send(body);
    },
  });

  app.route({
    ...endpoint(app, 'closedStacks'),
    handler: async (request) => {
      const { cod, titulo } = await titleOf(repo, request.query.acervo, 400);
      const [copies, libraries] = await Promise.all([repo.closedCopies(cod), repo.libraries()]);
      const exemplares: ExemplarFechado[] = copies.map((c) => ({
        cod_exemplar: c.cod_exemplar,
        cod_biblioteca: c.cod_biblioteca,
        desc_biblioteca: c.desc_biblioteca,
        volume: c.volume,
        tomo: c.tomo,
        parte: c.parte,
        material: c.material,
        tipo_emprestimo: c.tipo_emprestimo,
        localizacao: c.localizacao,
        situacao: c.situacao,
        situacao_descricao: copyStatus(c.situacao, request.lang),
        data_devolucao_prevista: c.data_devolucao_prevista,
        solicitavel: (NO_ACERVO as readonly string[]).includes(c.situacao),
        balcoes: libraries.filter((l) => l.cod_campus === c.cod_campus).map((l) => ({ cod_biblioteca: l.cod_biblioteca, desc_biblioteca: l.desc_biblioteca })),
      }));
      return { cod_acervo: cod, titulo, exemplares };
    },
  });

  app.route({
    ...endpoint(app, 'placeClosedStacksRequest'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      const { body } = request;
      const exemplar = parseCodigo(body.exemplar);
      if (exemplar === null) throw problem(422, MESSAGES.exemplarObrigatorio, { campo: 'exemplar' });
      const copy = exemplar === 'invalid' ? undefined : await repo.copy(exemplar);
      if (!copy || copy.colecao !== COLECAO_FECHADA) throw problem(422, MESSAGES.exemplarNaoFechado, { campo: 'exemplar' });
      if (!(NO_ACERVO as readonly string[]).includes(copy.situacao)) {
        throw problem(422, MESSAGES.exemplarIndisponivel, { campo: 'exemplar', codigo: SOLICITACAO_CODES.exemplarIndisponivel });
      }
      const balcao = parseCodigo(body.balcao);
      if (balcao === null) throw problem(422, MESSAGES.balcaoObrigatorio, { campo: 'balcao' });
      const libraries = await repo.libraries();
      const desk = balcao === 'invalid' ? undefined : libraries.find((l) => l.cod_biblioteca === balcao);
      if (!desk) throw problem(422, MESSAGES.bibliotecaInvalida, { campo: 'balcao' });
      if (desk.cod_campus !== copy.cod_campus) throw problem(422, MESSAGES.balcaoInvalido, { campo: 'balcao' });
      const { telefone, emails } = contactOf(body);
      const placed = await place(
        repo,
        request,
        {
          cod_pessoa: me.cod_pessoa,
          cod_acervo: copy.cod_acervo,
          tipo: 'acervo_fechado',
          choice: { volume: copy.volume, tomo: copy.tomo, parte: copy.parte, material: copy.material },
          cod_exemplar: copy.cod_exemplar,
          cod_biblioteca: desk.cod_biblioteca,
          cod_biblioteca_origem: null,
          endereco: null,
          telefone,
          emails,
        },
        now,
      );
      return reply.code(placed.status).send(placed.body);
    },
  });
};

/** /api/solicitacao-emprestimo (SPEC.md §7 "Requests"): a title's choices, the patron's contact, their requests, place and cancel. */
export const solicitacaoEmprestimoModule: FastifyPluginAsyncTypebox<ModuleDeps> = async (app, { db, now }) => {
  const repo = solicitacoesRepository(db);

  app.route({
    ...endpoint(app, 'loanRequestOptions'),
    handler: async (request) => {
      const { cod, titulo } = await titleOf(repo, request.query.acervo, 400);
      const [copies, libraries] = await Promise.all([repo.lendableCopies(cod), repo.libraries()]);
      return {
        cod_acervo: cod,
        titulo,
        combinacoes: combinationsOf(copies, request.lang),
        bibliotecas: libraries.map(({ cod_biblioteca, desc_biblioteca, nome_campus }) => ({ cod_biblioteca, desc_biblioteca, nome_campus })),
      };
    },
  });

  app.route({
    ...endpoint(app, 'loanRequestContact'),
    handler: async (request) => {
      const me = patronOf(request);
      const row = await repo.contact(me.cod_pessoa);
      if (!row) throw problem(404, MESSAGES.solicitacaoNaoEncontrada);
      return { telefone: row.telefone ?? '', emails: row.emails.join('; '), endereco: addressLine(row), abertas: row.abertas, limite: row.limite ?? 0 };
    },
  });

  app.route({
    ...endpoint(app, 'loanRequests'),
    handler: async (request) => {
      const me = patronOf(request);
      const acervo = parseCodigo(request.query.acervo);
      if (acervo === 'invalid') throw problem(400, MESSAGES.acervoInvalido);
      // Every request is the personal area's requests page (its permission, on the server too);
      // one title's are the title page's own.
      if (acervo === null) await requirePage(db, me.cod_pessoa, 'solicitacoes');
      const rows = await repo.list(me.cod_pessoa, { situacao: filterOf(request.query.situacao), acervo, tipo: null });
      return rows.map((r) => present(r, request.lang));
    },
  });

  app.route({
    ...endpoint(app, 'placeLoanRequest'),
    handler: async (request, reply) => {
      const me = patronOf(request);
      const tipo = clean(request.body.tipo);
      if (tipo === null) throw problem(422, MESSAGES.tipoObrigatorio, { campo: 'tipo' });
      if (!isTipo(tipo) || !TIPOS_EMPRESTIMO.includes(tipo)) throw problem(422, MESSAGES.tipoInvalido, { campo: 'tipo' });
      const { status, body } = await place(repo, request, await loanRequestOf(repo, me.cod_pessoa, tipo, request.body), now);
      return reply.code(status).send(body);
    },
  });

  app.route({
    ...endpoint(app, 'cancelLoanRequest', { invalidParams: MESSAGES.solicitacaoInvalida }),
    handler: async (request) => {
      const me = patronOf(request);
      const outcome = await repo.cancel(request.params.id, me.cod_pessoa, now().toISOString());
      if (outcome === 'not-found') throw problem(404, MESSAGES.solicitacaoNaoEncontrada);
      if (outcome === 'not-cancellable') throw problem(422, MESSAGES.naoCancelavel, { codigo: SOLICITACAO_CODES.naoCancelavel });
      const row = await repo.byId(request.params.id);
      if (!row) throw problem(404, MESSAGES.solicitacaoNaoEncontrada);
      return { solicitacao: present(row, request.lang), message: say(MESSAGES.solicitacaoCancelada, request.lang) };
    },
  });
};
