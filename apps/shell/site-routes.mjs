// @ts-check
/**
 * The site's route table as the shell's server knows it (SPEC.md §2): the paths the federation's
 * route refs and the remotes' route tables render a page for. An address outside it is answered
 * with the not-found page and HTTP 404; every address in it with 200 (an unknown title or
 * authority id is only known once its remote asks the API: the same not-found page, status 200
 * until the page is rendered on the server). site-routes.test.mjs checks each list against the
 * remote's own table, so a page added there and forgotten here fails a test.
 */

/** The catalogue's guides, `/{guia}` (catalogue routes.tsx). */
export const catalogueGuides = ['avancada', 'especializada', 'rede', 'indices', 'bibliotecas', 'cesta', 'totais-acervo'];
/** The catalogue's public clearance check (catalogue routes.tsx): the form `/nada-consta` and a code's answer `/nada-consta/{codigo}`. */
export const clearanceCheck = 'nada-consta';
/** The title's sub-views, `/acervo/{codAcervo}/{view}` (title-detail views.ts). */
export const titleViews = ['referencia', 'marc', 'exemplares', 'dublin-core', 'reserva', 'solicitacao-emprestimo', 'colecao-kardex', 'sumarios', 'sumarios-livros', 'dados-estatisticos', 'acervo-fechado'];
/** The personal area's pages, `/meupergamum/{page}` (patron-area routes.tsx; `app` is the summary too). */
export const patronPages = ['app', 'emprestimos', 'historico', 'debitos', 'reservas', 'solicitacoes', 'alertas', 'cesta-permanente', 'sugestoes', 'nada-consta', 'plano-ensino', 'bases-externas', 'postagem-trabalho', 'afastamentos', 'dados-pessoais', 'senha', 'troca-usuario', 'token-emprestimo', 'perfil-interesse', 'novidades', 'ficha-catalografica', 'levantamento-bibliografico', 'permuta', 'estatisticas', 'totais-acervo'];
/** The auth remote's exact paths (auth routes.tsx; @estante/federation redirectPaths). */
export const authPaths = ['/login', '/sair', '/pergamum_redireciona', '/oauth-response', '/saml-response', '/grupoa', '/pearson'];

/** One path segment: anything but a slash, at least one character. */
const SEGMENT = '[^/]+';
const oneOf = (/** @type {string[]} */ names) => `(?:${names.map((n) => n.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|')})`;

/** Matched as the shell's router matches (react-router: case-insensitive, an optional trailing slash). */
const PATTERNS = [
  '',
  `/${oneOf(catalogueGuides)}`,
  `/autoridade/${SEGMENT}(?:/marc)?`,
  `/acervo/${SEGMENT}(?:/${oneOf(titleViews)})?`,
  `/meupergamum(?:/${oneOf(patronPages)})?`,
  `/${oneOf([clearanceCheck])}(?:/${SEGMENT})?`,
  oneOf(authPaths),
].map((body) => new RegExp(`^${body}/?$`, 'i'));

/**
 * Whether `pathname` (no query) is a page of the site.
 * @param {string} pathname
 */
export function isSiteRoute(pathname) {
  let decoded;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return false;
  }
  return PATTERNS.some((pattern) => pattern.test(decoded));
}
