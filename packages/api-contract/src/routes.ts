/**
 * Every endpoint of the API: its method, its URL and who may call it, without TypeBox (so a
 * browser bundle pays a few hundred bytes for it). The server registers each one with the schemas
 * of the same name (`ENDPOINTS` in ./endpoints.ts); the client calls it by name (`call` in
 * @estante/api-client), so no URL is written twice.
 */
import type { EndpointAuth } from './constants';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDef {
  readonly method: HttpMethod;
  /** Fastify's syntax: `:name` is a path parameter. */
  readonly url: string;
  readonly auth: EndpointAuth;
}

const get = <U extends string, A extends EndpointAuth>(url: U, auth: A) => ({ method: 'GET', url, auth }) as const;
const post = <U extends string, A extends EndpointAuth>(url: U, auth: A) => ({ method: 'POST', url, auth }) as const;
const del = <U extends string, A extends EndpointAuth>(url: U, auth: A) => ({ method: 'DELETE', url, auth }) as const;
const put = <U extends string, A extends EndpointAuth>(url: U, auth: A) => ({ method: 'PUT', url, auth }) as const;

export const ROUTES = {
  // health
  health: get('/health', 'public'),
  ready: get('/ready', 'public'),
  // oauth
  token: post('/oauth/token', 'public'),
  revoke: post('/oauth/revoke', 'public'),
  // sso: the SPA's calls carry a bearer token (the public one will do); the provider's redirects do not
  oidcAuthorize: get('/oidc/authorize', 'token'),
  oidcCallback: get('/oidc/callback', 'public'),
  oidcValidate: post('/oidc/validar', 'token'),
  samlLogin: get('/saml/login', 'token'),
  samlAcs: post('/saml/acs', 'public'),
  samlValidate: post('/saml/validar', 'token'),
  samlMetadata: get('/saml/metadata', 'public'),
  // captcha
  captchaChallenge: get('/api/captcha/desafio', 'public'),
  // pessoas
  person: get('/api/pessoas', 'patron'),
  duplicates: get('/api/pessoas/duplicadas', 'token'),
  linkedLogins: get('/api/pessoas/login', 'patron'),
  switchLogin: put('/api/pessoas/troca-login', 'patron'),
  recoveryStart: get('/api/pessoas/:id/recuperar-senha', 'token'),
  recoveryValidate: post('/api/pessoas/:id/recuperar-senha', 'token'),
  recoveryChange: put('/api/pessoas/:id/recuperar-senha', 'token'),
  externalAccess: get('/api/pessoas/token-redireciona', 'patron'),
  // parametros
  institution: get('/api/parametros/instituicao', 'token'),
  textSection1: get('/api/parametros/secao_1', 'token'),
  textSection2: get('/api/parametros/secao_2', 'token'),
  textFaq: get('/api/parametros/faq', 'token'),
  textGeneralInformation: get('/api/parametros/informacoes_gerais', 'token'),
  features: get('/api/parametros/funcionalidades', 'token'),
  activity: get('/api/parametros/atividade/:id', 'token'),
  activityNotice: get('/api/parametros/atividade/:id/informativo', 'token'),
  serviceHours: get('/api/parametros/atendimento', 'token'),
  serviceHoursOfCampus: get('/api/parametros/atendimento/:campus', 'token'),
  events: get('/api/parametros/eventos_institucionais', 'token'),
  kiosk: get('/api/parametros/autoatendimento', 'token'),
  // consulta
  search: get('/api/consulta', 'token'),
  searchByTag: get('/api/v2/consulta/pesquisa_geral/:tag', 'token'),
  suggestions: get('/api/consulta/sugestoes', 'token'),
  orderings: get('/api/consulta/ordenacao', 'token'),
  filterCodes: get('/api/consulta/filtros', 'token'),
  indexOptions: get('/api/consulta/opcoes-indice', 'token'),
  lawOptions: get('/api/consulta/opcoes-atos-normativos', 'token'),
  caseLawOptions: get('/api/consulta/jurisprudencia-options', 'token'),
  archiveOptions: get('/api/consulta/opcoes-arquivo', 'token'),
  periodicalOptions: get('/api/consulta/opcoes-periodicos', 'token'),
  workTypes: get('/api/consulta/tipos-obra', 'token'),
  defaultImages: get('/api/consulta/imagem-padrao', 'token'),
  /** An <img> sends no bearer token. */
  defaultImage: get('/api/consulta/imagem-padrao/:arquivo', 'public'),
  browseIndex: get('/api/consulta/acervos-indexados', 'token'),
  newAcquisitions: get('/api/consulta/novas-aquisicoes', 'token'),
  searchCampuses: get('/api/consulta/campus', 'token'),
  searchLibraries: get('/api/consulta/bibliotecas', 'token'),
  courses: get('/api/consulta/cursos', 'token'),
  disciplines: get('/api/consulta/disciplinas', 'token'),
  professors: get('/api/consulta/professores', 'token'),
  searchCampus: get('/api/consulta/campus/:id', 'token'),
  searchLibrary: get('/api/consulta/biblioteca/:id', 'token'),
  searchLibraryAlias: get('/api/consulta/bibliotecas/:id', 'token'),
  course: get('/api/consulta/curso/:id', 'token'),
  courseAlias: get('/api/consulta/cursos/:id', 'token'),
  discipline: get('/api/consulta/disciplina/:id', 'token'),
  disciplineAlias: get('/api/consulta/disciplinas/:id', 'token'),
  professor: get('/api/consulta/professor/:id', 'token'),
  professorAlias: get('/api/consulta/professores/:id', 'token'),
  // acervo
  title: get('/api/acervo/:id', 'token'),
  titleCopies: get('/api/acervo/:id/exemplares', 'token'),
  titleSummaries: get('/api/acervo/resumo', 'token'),
  availability: get('/api/acervo/disponibilidade', 'token'),
  /** The sitemap's titles: public (a crawler holds no token; a title's code is public, as its page is). */
  sitemapTitles: get('/api/acervo/mapa-do-site', 'public'),
  titleLibraries: get('/api/acervo/:id/bibliotecas', 'token'),
  titleTotals: get('/api/acervo/:id/totais', 'token'),
  titleMarc: get('/api/acervo/:id/marc', 'token'),
  titleDublinCore: get('/api/acervo/:id/dublin-core', 'token'),
  titleLinks: get('/api/acervo/:id/links', 'token'),
  titleReference: get('/api/acervo/:id/referencia', 'token'),
  exportBasket: post('/api/acervo/exportar-cesta', 'token'),
  // autoridade
  authorityCombo: get('/api/autoridade/combo', 'token'),
  authority: get('/api/autoridade/:id', 'token'),
  authorityMarc: get('/api/autoridade/:id/marc', 'token'),
  // bibliotecas, campus, unidade-informacao
  campuses: get('/api/campus', 'token'),
  librariesWithHours: get('/api/bibliotecas', 'token'),
  libraries: get('/api/unidade-informacao', 'token'),
  sendGeneralComment: post('/api/unidade-informacao/comentario', 'patron'),
  sendAcquisitionSuggestion: post('/api/unidade-informacao/sugestao-aquisicao', 'patron'),
  // rede
  networkInstitutions: get('/api/oai/instituicoes', 'token'),
  networkSearch: get('/api/rede-pergamum/consulta', 'token'),
  networkTitle: get('/api/rede-pergamum/acervo/:id', 'token'),
  // reserva (holds)
  holdPossibility: get('/api/reserva/possibilidade', 'token'),
  holdInfo: get('/api/reserva/informacoes-iniciais', 'patron'),
  holdQueue: get('/api/reserva/validar-fila', 'patron'),
  holdHistory: get('/api/reserva/historico', 'patron'),
  placeHold: post('/api/reserva', 'patron'),
  cancelHold: del('/api/reserva/:id', 'patron'),
  // solicitacoes, solicitacao-emprestimo (loan requests, interlibrary, closed stacks)
  requestTypes: get('/api/solicitacoes/tipos', 'token'),
  interlibraryRequests: get('/api/solicitacoes/emprestimo-inter-bibliotecas', 'patron'),
  placeInterlibraryRequest: post('/api/solicitacoes/emprestimo-inter-bibliotecas', 'patron'),
  closedStacks: get('/api/solicitacoes/acervo-fechado', 'token'),
  placeClosedStacksRequest: post('/api/solicitacoes/acervo-fechado', 'patron'),
  loanRequestOptions: get('/api/solicitacao-emprestimo/opcoes', 'token'),
  loanRequestContact: get('/api/solicitacao-emprestimo/contato', 'patron'),
  loanRequests: get('/api/solicitacao-emprestimo', 'patron'),
  placeLoanRequest: post('/api/solicitacao-emprestimo', 'patron'),
  cancelLoanRequest: del('/api/solicitacao-emprestimo/:id', 'patron'),
  // comentarios
  titleComments: get('/api/comentarios/acervo/:id', 'token'),
  sendTitleComment: post('/api/comentarios/acervo/:id', 'patron'),
  myCommentedTitles: get('/api/comentarios/usuario/acervos', 'patron'),
  myTitleComments: get('/api/comentarios/usuario/acervo/:id', 'patron'),
  deleteMyComment: del('/api/comentarios/usuario/:id', 'patron'),
  /** The library's staff (the moderation client's token); the handler refuses any other token. */
  moderationQueue: get('/api/comentarios/moderacao', 'token'),
  moderateComment: put('/api/comentarios/moderacao/:id', 'token'),
  // acervo: record sub-views (reference styles, MARC downloads)
  /** Files (the body is not JSON): the record as MARCXML and ISO 2709, the Dublin Core as oai_dc. */
  titleMarcXml: get('/api/acervo/:id/marc.xml', 'token'),
  titleMarcIso2709: get('/api/acervo/:id/marc.mrc', 'token'),
  titleDublinCoreXml: get('/api/acervo/:id/dublin-core.xml', 'token'),
  // acervo: serial holdings, contents, statistics
  titleKardex: get('/api/acervo/:id/kardex', 'token'),
  titleContents: get('/api/acervo/:id/sumarios', 'token'),
  titleBookContents: get('/api/acervo/:id/sumarios-livros', 'token'),
  titleStatisticsYears: get('/api/acervo/:id/dados-estatisticos/anos', 'token'),
  titleStatistics: get('/api/acervo/:id/dados-estatisticos/dados/:ano', 'token'),
  // acervo: title page (similar titles, permanent basket)
  titlePage: get('/api/acervo/:id/pagina', 'token'),
  similarTitles: get('/api/acervo/:id/similares', 'token'),
  permanentBasketAddMany: post('/api/acervo/cesta-permanente', 'patron'),
  permanentBasketAdd: put('/api/acervo/cesta-permanente', 'patron'),
  permanentBasket: get('/api/acervo/cesta-permanente/colecao', 'patron'),
  // personal area (issue 16): each helper adds its routes above its own marker
  // emprestimo (personal area: pending loans, renewals, the due-date feed)
  pendingLoans: get('/api/emprestimo/titulos-pendentes', 'patron'),
  renewLoans: post('/api/emprestimo/renovacao', 'patron'),
  loanCalendar: get('/api/emprestimo/calendario', 'patron'),
  newLoanCalendar: post('/api/emprestimo/calendario', 'patron'),
  revokeLoanCalendar: del('/api/emprestimo/calendario', 'patron'),
  loanCalendarFeed: get('/api/emprestimo/calendario/:chave.ics', 'public'),
  // @P1-ROUTES
  loanHistory: get('/api/emprestimo/historico', 'patron'),
  loanHistoryExport: get('/api/emprestimo/historico/exportar', 'patron'),
  debts: get('/api/emprestimo/debitos-pendentes', 'patron'),
  paymentSlip: post('/api/unidade-informacao/gru', 'patron'),
  // @P2-ROUTES
  // alertas (personal area)
  patronAlerts: get('/api/solicitacoes/alertas', 'patron'),
  setAvailabilityAlert: post('/api/solicitacoes/alertas', 'patron'),
  markAlertsRead: put('/api/solicitacoes/alertas/lidos', 'patron'),
  removeAlert: del('/api/solicitacoes/alertas/:id', 'patron'),
  // @P3-ROUTES
  personalData: get('/api/meu-pergamum/dados-pessoais', 'patron'),
  savePersonalData: put('/api/meu-pergamum/dados-pessoais', 'patron'),
  passwordRules: get('/api/meu-pergamum/senha/regras', 'patron'),
  changePassword: put('/api/meu-pergamum/senha', 'patron'),
  switchUsers: get('/api/meu-pergamum/troca-usuario', 'patron'),
  switchUser: post('/api/meu-pergamum/troca-usuario', 'patron'),
  // @P4-ROUTES
  patronSummary: get('/api/meu-pergamum/resumo', 'patron'),
  loanToken: get('/api/emprestimo/token', 'patron'),
  newLoanToken: post('/api/emprestimo/token', 'patron'),
  /** The loan desk (the desk client's token); the handler refuses any other token. */
  validateLoanToken: post('/api/emprestimo/token/validar', 'token'),
  // @P5-ROUTES
  // issue 25 (personal area 2 of 3): each helper adds its routes above its own marker
  // nada-consta (personal area: the clearance declaration; its public verification)
  verifyClearance: get('/api/nada-consta/verificar', 'patron'),
  issueClearance: post('/api/nada-consta', 'patron'),
  clearancePdf: get('/api/nada-consta/declaracao/:codigo', 'patron'),
  mailClearance: post('/api/nada-consta/send-mail', 'patron'),
  validateClearance: get('/api/nada-consta/validacao/:codigo', 'token'),
  // @I25-CLEARANCE
  patronRemovals: get('/api/pessoas/afastamentos', 'patron'),
  workPostingRedirect: post('/api/pessoas/postagem-trabalho/redirect', 'patron'),
  permanentBasketRemove: del('/api/acervo/cesta-permanente/:id', 'patron'),
  permanentBasketClear: del('/api/acervo/cesta-permanente', 'patron'),
  // @I25-BASKET-REMOVALS-POSTING
  suggestionStatuses: get('/api/aquisicao/sugestoes/situacao', 'token'),
  mySuggestions: get('/api/aquisicao/sugestoes', 'patron'),
  mySuggestionStats: get('/api/aquisicao/estatisticas', 'patron'),
  /** The library's staff (the moderation client's token); the handler refuses any other token. */
  staffSuggestions: get('/api/aquisicao/equipe/sugestoes', 'token'),
  // @I25-ACQUISITION
  // plano-ensino (teaching plans and their bibliography)
  teachingPlans: get('/api/plano-ensino', 'patron'),
  myDisciplinePlan: get('/api/plano-ensino/disciplina/:id', 'patron'),
  saveDisciplinePlan: put('/api/plano-ensino/disciplina/:id', 'patron'),
  deleteDisciplinePlan: del('/api/plano-ensino/disciplina/:id', 'patron'),
  teachingPlan: get('/api/plano-ensino/:id', 'patron'),
  // @I25-TEACHING-PLAN
  externalBases: get('/api/pessoas/bases-externas', 'patron'),
  linkImage: get('/api/vinculos/imagem', 'token'),
  resultLinks: get('/api/vinculos/links-resultado', 'token'),
  restrictedAccess: get('/api/vinculos/acesso-restrito', 'token'),
  linkAccessStats: get('/api/vinculos/estatistica-acesso', 'token'),
  recordLinkAccess: post('/api/vinculos/estatistica-acesso', 'token'),
  abntAccess: get('/api/vinculos/abnt', 'patron'),
  targetAccess: get('/api/vinculos/target', 'patron'),
  grupoaAccess: get('/api/vinculos/grupoa', 'patron'),
  // @I25-EXTERNAL-ERRORS
  /** The library desk (the desk client's token); the handler refuses any other token (SOMENTE_BALCAO). */
  deskCheckout: post('/api/balcao/emprestimos', 'token'),
  deskReturn: post('/api/balcao/devolucoes', 'token'),
  deskReleaseHold: post('/api/balcao/reservas/liberacao', 'token'),
  deskRequestReady: put('/api/balcao/solicitacoes/:id/disponivel', 'token'),
  // @I26-A-DESK
  // @I26-B-NOTICES
  interestAreasAuthorsSubjects: get('/api/perfil-interesse/area-autor-assunto', 'patron'),
  addInterestAreaAuthorSubject: post('/api/perfil-interesse/area-autor-assunto', 'patron'),
  updateInterestAreaAuthorSubject: put('/api/perfil-interesse/area-autor-assunto/:id', 'patron'),
  removeInterestAreaAuthorSubject: del('/api/perfil-interesse/area-autor-assunto/:id', 'patron'),
  interestPeriodicals: get('/api/perfil-interesse/periodicos', 'patron'),
  addInterestPeriodical: post('/api/perfil-interesse/periodicos', 'patron'),
  updateInterestPeriodical: put('/api/perfil-interesse/periodicos/:id', 'patron'),
  removeInterestPeriodical: del('/api/perfil-interesse/periodicos/:id', 'patron'),
  interestWorkTypes: get('/api/perfil-interesse/tipo-obra', 'patron'),
  addInterestWorkType: post('/api/perfil-interesse/tipo-obra', 'patron'),
  updateInterestWorkType: put('/api/perfil-interesse/tipo-obra/:id', 'patron'),
  removeInterestWorkType: del('/api/perfil-interesse/tipo-obra/:id', 'patron'),
  interestTitles: get('/api/perfil-interesse/titulos', 'patron'),
  addInterestTitle: post('/api/perfil-interesse/titulos', 'patron'),
  updateInterestTitle: put('/api/perfil-interesse/titulos/:id', 'patron'),
  removeInterestTitle: del('/api/perfil-interesse/titulos/:id', 'patron'),
  interestOptions: get('/api/perfil-interesse/opcoes', 'patron'),
  newForYou: get('/api/perfil-interesse/novidades', 'patron'),
  // @I26-C-INTEREST
  catalogueCard: get('/api/acervo/:id/ficha-catalografica', 'token'),
  /** A file (the body is the PDF). */
  catalogueCardPdf: get('/api/acervo/:id/ficha-catalografica.pdf', 'token'),
  catalogueCardTitles: get('/api/meu-pergamum/ficha-catalografica/titulos', 'patron'),
  // @I26-D-CARD
  surveyOptions: get('/api/pessoas/levantamento-bibliografico/opcoes', 'patron'),
  mySurveys: get('/api/pessoas/levantamento-bibliografico', 'patron'),
  requestSurvey: post('/api/pessoas/levantamento-bibliografico', 'patron'),
  cancelSurvey: put('/api/pessoas/levantamento-bibliografico/:id/cancelamento', 'patron'),
  myExchanges: get('/api/pessoas/permuta', 'patron'),
  requestExchange: post('/api/pessoas/permuta', 'patron'),
  cancelExchange: put('/api/pessoas/permuta/:id/cancelamento', 'patron'),
  /** The library's staff (the moderation client's token); the handlers refuse any other token. */
  staffLibraryRequests: get('/api/pessoas/pedidos-biblioteca/equipe', 'token'),
  staffAnswerLibraryRequest: put('/api/pessoas/pedidos-biblioteca/equipe/:id', 'token'),
  myStatistics: get('/api/pessoas/estatisticas', 'patron'),
  // @I26-E-SURVEY-STATS
  collectionTotals: get('/api/acervo/totais', 'token'),
  additionalTitleOptions: get('/api/consulta/titulos-adicionais', 'token'),
  targetProductOptions: get('/api/consulta/produtos-target', 'token'),
  // @I26-F-TOTALS-SEARCH
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof ROUTES;
export type EndpointName = keyof Routes;

/**
 * The path of a route with its parameters filled in (encoded): `pathOf('/api/acervo/:id', { id: 7 })`
 * is `/api/acervo/7`. A parameter missing from `params` is an error, never a literal `:id` on the wire.
 */
export function pathOf(url: string, params: Readonly<Record<string, string | number>> | undefined): string {
  return url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined) throw new Error(`${url}: missing path parameter ${name}`);
    return encodeURIComponent(String(v));
  });
}
