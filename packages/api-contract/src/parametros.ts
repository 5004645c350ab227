import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, Id, IdParams, Nullable } from './common';

/** `GET /api/parametros/instituicao`: the institution's public settings. */
export const Instituicao = Type.Object({
  sigla: Type.String(),
  codEmpresa: Type.Integer(),
  nome: Type.String(),
  tema: Type.String(),
  /** HTML: sanitise before rendering. */
  msg_suporte_consulta: Type.String(),
  link_lgpd: Nullable(Type.String()),
  msg_login: Type.String(),
  denominacao_login: Type.String(),
  destino_padrao_login_catalogo: Type.Integer(),
  usaOIDC: Type.Boolean(),
  link_logout_OIDC: Nullable(Type.String()),
  link_logout_saml: Nullable(Type.String()),
  params: Type.Object({
    __md_aut: Type.String(),
    __md_crypt: Type.String(),
    __web_url_pw: Type.String(),
    __web_aquisicao: Type.String(),
  }),
});
export type Instituicao = Static<typeof Instituicao>;

/** One enabled activity (feature switch) of the public catalogue. */
export const Funcionalidade = Type.Object({
  cod_atividade: Type.Integer(),
  descricao: Type.String(),
});
export type Funcionalidade = Static<typeof Funcionalidade>;

/** `GET /api/parametros/funcionalidades`: enabled activities only. */
export const Funcionalidades = Type.Array(Funcionalidade);
export type Funcionalidades = Static<typeof Funcionalidades>;

/**
 * `GET /api/parametros/secao_1`, `secao_2`, `faq`, `informacoes_gerais`: a block of institution text.
 * `html` is HTML: sanitise before rendering.
 */
export const TextoInstitucional = Type.Object({
  titulo: Type.String(),
  html: Type.String(),
});
export type TextoInstitucional = Static<typeof TextoInstitucional>;

/** Path params of `GET /api/parametros/atividade/{id}`; 400 for a non-numeric or non-positive id. */
export const AtividadeParams = IdParams;
export type AtividadeParams = Static<typeof AtividadeParams>;

/** `GET /api/parametros/atividade/{id}`: one activity, enabled or not; `link` for the external ones (57, 87, 88). */
export const Atividade = Type.Object({
  cod_atividade: Type.Integer(),
  descricao: Type.String(),
  ativo: Type.Boolean(),
  link: Nullable(Type.String()),
});
export type Atividade = Static<typeof Atividade>;

/** `GET /api/parametros/atividade/{id}/informativo`: explanatory HTML of an activity ("" when it has none). */
export const AtividadeInformativo = Type.Object({ html: Type.String() });
export type AtividadeInformativo = Static<typeof AtividadeInformativo>;

/** Path params of `GET /api/parametros/atendimento/{campus}`; 400 for a non-numeric or non-positive code. */
export const AtendimentoParams = Type.Object({ campus: Id });
export type AtendimentoParams = Static<typeof AtendimentoParams>;

/** Service hours of a campus: every weekday, ISO 1 Monday … 7 Sunday, null times when closed. */
export const Atendimento = Type.Object({
  cod_campus: Type.Integer(),
  nome_campus: Type.String(),
  telefone: Type.String(),
  email: Type.String(),
  horarios: Type.Array(
    Type.Object({
      dia_semana: Type.Integer({ minimum: 1, maximum: 7 }),
      abertura: Nullable(Type.String()),
      fechamento: Nullable(Type.String()),
    }),
  ),
});
export type Atendimento = Static<typeof Atendimento>;
export const AtendimentoList = Type.Array(Atendimento);
export type AtendimentoList = Static<typeof AtendimentoList>;

/** `GET /api/parametros/eventos_institucionais`: events in date order; dates dd/mm/yyyy. */
export const EventoInstitucional = Type.Object({
  codigo: Type.Integer(),
  titulo: Type.String(),
  /** HTML: sanitise before rendering. */
  descricao: Type.String(),
  data_inicio: Type.String({ pattern: '^[0-9]{2}/[0-9]{2}/[0-9]{4}$' }),
  data_fim: Type.String({ pattern: '^[0-9]{2}/[0-9]{2}/[0-9]{4}$' }),
  horario: Nullable(Type.String()),
  local: Type.String(),
  link: Nullable(Type.String()),
});
export type EventoInstitucional = Static<typeof EventoInstitucional>;
export const EventosInstitucionais = Type.Array(EventoInstitucional);
export type EventosInstitucionais = Static<typeof EventosInstitucionais>;

/** `GET /api/parametros/autoatendimento`: self-service kiosk settings. */
export const Autoatendimento = Type.Object({
  showAuto: Type.Boolean(),
  codBibAuto: Type.Integer(),
  authAuto: Type.Boolean(),
  /** Language code of the kiosk: 1 Portuguese, 3 Spanish, 5 English. */
  idiomaAuto: Type.String(),
});
export type Autoatendimento = Static<typeof Autoatendimento>;

const textBlock = <K extends string>(chave: K) =>
  ({
    tags: ['parametros'],
    summary: `Institution text block "${chave}" (HTML)`,
    response: { 200: TextoInstitucional, 401: ErrorResponse, 503: ErrorResponse },
  }) as const;

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

export const parametrosEndpoints = {
  institution: {
    tags: ['parametros'],
    summary: 'Public settings of the institution',
    response: { 200: Instituicao, 401: ErrorResponse, 503: ErrorResponse },
  },
  textSection1: textBlock('secao_1'),
  textSection2: textBlock('secao_2'),
  textFaq: textBlock('faq'),
  textGeneralInformation: textBlock('informacoes_gerais'),
  features: {
    tags: ['parametros'],
    summary: 'Enabled activities (feature switches) of the catalogue',
    response: { 200: Funcionalidades, 401: ErrorResponse },
  },
  activity: {
    tags: ['parametros'],
    summary: 'One activity, enabled or not',
    params: AtividadeParams,
    response: { 200: Atividade, ...errors },
  },
  activityNotice: {
    tags: ['parametros'],
    summary: 'Explanatory HTML of an activity',
    params: AtividadeParams,
    response: { 200: AtividadeInformativo, ...errors },
  },
  serviceHours: {
    tags: ['parametros'],
    summary: 'Service hours per campus',
    response: { 200: AtendimentoList, 401: ErrorResponse },
  },
  serviceHoursOfCampus: {
    tags: ['parametros'],
    summary: 'Service hours of one campus',
    params: AtendimentoParams,
    response: { 200: Atendimento, ...errors },
  },
  events: {
    tags: ['parametros'],
    summary: 'Institutional events, in date order',
    response: { 200: EventosInstitucionais, 401: ErrorResponse },
  },
  kiosk: {
    tags: ['parametros'],
    summary: 'Self-service kiosk settings',
    response: { 200: Autoatendimento, 401: ErrorResponse, 503: ErrorResponse },
  },
} as const;
