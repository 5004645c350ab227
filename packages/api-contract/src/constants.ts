/**
 * The contract's constants, without TypeBox: language codes, filter codes and the filter grammar,
 * limits and machine-readable error codes. The shell, the remotes and the server import this entry
 * (`@estante/api-contract/constants`) so a limit or a code is written once.
 */

/** Value of the `lang` request header: 1 Portuguese (default), 3 Spanish, 5 English (PERGAMUM-API.md). */
export const LANG_CODES = { pt: '1', es: '3', en: '5' } as const;
export type LangCode = (typeof LANG_CODES)[keyof typeof LANG_CODES];
/** The languages the API answers in. */
export type Lang = keyof typeof LANG_CODES;

/** The language a `lang` header asks for; anything else (absent, unknown) is Portuguese. */
export function langOfHeader(header: string | readonly string[] | undefined): Lang {
  const v = (typeof header === 'string' ? header : header?.[0])?.trim();
  return v === LANG_CODES.es ? 'es' : v === LANG_CODES.en ? 'en' : 'pt';
}

/** The `lang` header for a UI language (`pt-BR`, `en`, `es-AR`…); Portuguese for anything else. */
export function langHeaderOf(language: string | undefined): LangCode {
  const base = (language ?? '').slice(0, 2).toLowerCase();
  return base === 'es' ? LANG_CODES.es : base === 'en' ? LANG_CODES.en : LANG_CODES.pt;
}

/**
 * Filter codes of SPEC.md section 9, in its order. The server accepts every one of them: a code the
 * catalogue has no data for answers an empty facet (and, as a filter, no titles), never 400.
 */
export const FILTER_CODES = ['B', 'P', 'A', 'S', 'C', 'E', 'U', 'F', 'N', 'O', 'D', 'L', 'G', 'M', 'T', 'Y', 'X', 'I', 'R', 'K', 'Z'] as const;
export type FilterCode = (typeof FILTER_CODES)[number];

const CODE = /^[1-9][0-9]{0,8}$/;
/** A value must not contain the separators of the `filtros` syntax. */
const ANY = /^[^,:]{1,120}$/;

/**
 * What each code's values look like: integer codes (authorities, types, libraries, campuses,
 * courses, disciplines, professors), a MARC language code, a year, a normalised publisher, `cr`
 * (remote access). Codes whose meaning the seed has no data for take any value of the grammar.
 */
export const FILTER_VALUES: Readonly<Record<FilterCode, RegExp>> = {
  A: CODE,
  S: CODE,
  T: CODE,
  B: CODE,
  C: CODE,
  U: CODE,
  D: CODE,
  P: CODE,
  I: /^[a-z]{3}$/,
  Y: /^[0-9]{4}$/,
  E: /^[a-z0-9]+( [a-z0-9]+)*$/,
  R: /^cr$/,
  F: ANY,
  N: ANY,
  O: ANY,
  L: ANY,
  G: ANY,
  M: ANY,
  X: ANY,
  K: ANY,
  Z: ANY,
};

/** The most filters one search holds. */
export const MAX_FILTERS = 20;

export interface FilterPair {
  readonly code: FilterCode;
  readonly value: string;
}

export interface ParsedFilters {
  /** The pairs read, in order, repeats dropped, at most MAX_FILTERS. */
  readonly filters: FilterPair[];
  /** The pairs that could not be read: malformed, an unknown code, a value the code does not take, or beyond MAX_FILTERS. */
  readonly invalid: string[];
}

export const isFilterCode = (code: string): code is FilterCode => (FILTER_CODES as readonly string[]).includes(code);

/**
 * The one reader of the filter grammar (`A:12,S:9,R:cr`; codes case-insensitive, spaces around a
 * pair ignored). The server answers 400 when `invalid` is not empty; the client drops them.
 */
export function parseFilters(raw: string | null | undefined): ParsedFilters {
  const filters: FilterPair[] = [];
  const invalid: string[] = [];
  if (!raw || raw.trim() === '') return { filters, invalid };
  for (const part of raw.split(',')) {
    const i = part.indexOf(':');
    const code = (i < 0 ? '' : part.slice(0, i)).trim().toUpperCase();
    const value = i < 0 ? '' : part.slice(i + 1).trim();
    if (!isFilterCode(code) || !FILTER_VALUES[code].test(value)) {
      invalid.push(part);
      continue;
    }
    if (filters.some((f) => f.code === code && f.value === value)) continue;
    if (filters.length === MAX_FILTERS) {
      invalid.push(part);
      continue;
    }
    filters.push({ code, value });
  }
  return { filters, invalid };
}

/** Filters back to the grammar (`A:12,T:1`). */
export const formatFilters = (filters: readonly FilterPair[]): string => filters.map((f) => `${f.code}:${f.value}`).join(',');

/** Search results per page (SPEC.md §9) and the most a client may ask for. */
export const PAGE_SIZE = 20;

/** Titles one basket holds, and one export takes. */
export const MAX_ACERVOS_EXPORTACAO = 500;

/** The most addresses one e-mail export goes to (several separated by ";"). */
export const MAX_EMAILS_EXPORTACAO = 5;
/** A standard e-mail address (SPEC.md §5): something@domain.tld, no spaces, no list separators. */
export const EMAIL_PATTERN = /^[^\s@;,<>()]+@[^\s@;,<>()]+\.[^\s@;,<>()]{2,}$/;

/** Longest general comment (characters). */
export const COMENTARIO_MAX = 2000;
/** Longest value of each field of an acquisition suggestion (characters). */
export const SUGESTAO_MAX = { autor: 300, titulo: 500, edicao: 100, editor: 300, isbn_issn: 40, outras_inf: 2000 } as const;

/** `codigo` of the 503 answer of a call that sends e-mail when the mail server (SMTP_URL) did not take it. */
export const EMAIL_INDISPONIVEL = 'EMAIL_INDISPONIVEL';
/** The 430 answer's `message` and `codigo` (SPEC.md §8): the client maps it to its own text. */
export const ACESSO_BLOQUEADO = 'ACESSO_BLOQUEADO';
/** `codigo` of the captcha failures. */
export const CAPTCHA_CODES = { ausente: 'CAPTCHA_AUSENTE', expirado: 'CAPTCHA_EXPIRADO', invalido: 'CAPTCHA_INVALIDO' } as const;
/** `codigo` of a general comment refused because the patron reached the day's limit. */
export const LIMITE_COMENTARIOS_EXCEDIDO = 'limite_comentarios_excedido';

/** Who may call an endpoint: anyone; a bearer token (the public one will do); a signed-in patron's token. */
export type EndpointAuth = 'public' | 'token' | 'patron';

/** Longest phone of a loan request (SPEC.md §9); it keeps digits, hyphens, parentheses and spaces only (SPEC.md §5). */
export const TELEFONE_MAX = 16;
/** What a phone may contain (SPEC.md §5): digits, hyphens, parentheses and spaces, 1 to TELEFONE_MAX of them. */
export const TELEFONE_PATTERN = /^[0-9() -]{1,16}$/;
/** Fewest digits a phone number of a loan request has. */
export const TELEFONE_MIN_DIGITOS = 8;
/** The most e-mail addresses one loan request takes (several separated by ";"). */
export const MAX_EMAILS_SOLICITACAO = 10;
/** Longest delivery address of a loan request (characters). */
export const ENDERECO_MAX = 300;
/** `codigo` of the loan-request refusals (SPEC.md §8). */
export const SOLICITACAO_CODES = {
  limite: 'LIMITE_SOLICITACOES_EXCEDIDO',
  duplicada: 'SOLICITACAO_DUPLICADA',
  naoCancelavel: 'SOLICITACAO_NAO_CANCELAVEL',
  exemplarIndisponivel: 'EXEMPLAR_INDISPONIVEL',
  semExemplares: 'SEM_EXEMPLARES',
} as const;

/**
 * The clearance declaration's (nada consta) verification code: 28 characters of Crockford's base32
 * (140 random bits, crypto-random, never derived from the patron), shown in 7 groups of 4
 * (`7KQ2-M9XD-…`). The public verification page and the API read it forgivingly: any case, spaces
 * and hyphens ignored, O read as 0 and I/L as 1.
 */
export const NADA_CONSTA_ALFABETO = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const NADA_CONSTA_CODIGO_LENGTH = 28;
/** The most addresses one declaration is e-mailed to (several separated by ";"). */
export const MAX_EMAILS_NADA_CONSTA = 5;
/** `codigo` of the clearance declaration's refusals. */
export const NADA_CONSTA_CODES = {
  /** Something still blocks the declaration (the answer lists what). */
  pendencias: 'NADA_CONSTA_PENDENCIAS',
  /** No declaration with that code (unknown, altered, or another patron's). */
  naoEncontrada: 'NADA_CONSTA_NAO_ENCONTRADA',
  /** The verification code is not one a declaration could have. */
  codigoInvalido: 'NADA_CONSTA_CODIGO_INVALIDO',
  /** send-mail was not sent as multipart/form-data. */
  multipart: 'NADA_CONSTA_MULTIPART',
} as const;

/** The code as stored (28 characters of the alphabet), or null when what was typed cannot be one. */
export function normalizarCodigoNadaConsta(typed: string | null | undefined): string | null {
  const s = (typed ?? '').toUpperCase().replace(/[\s-]+/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (s.length !== NADA_CONSTA_CODIGO_LENGTH) return null;
  for (const c of s) if (!NADA_CONSTA_ALFABETO.includes(c)) return null;
  return s;
}

/** The stored code in groups of 4 for reading (`7KQ2-M9XD-…`). */
export const formatarCodigoNadaConsta = (codigo: string): string => codigo.match(/.{1,4}/g)?.join('-') ?? codigo;
/** `codigo` of `GET /api/pessoas/token-redireciona` and the external bases' calls: the base is not configured here (404). */
export const BASE_EXTERNA_NAO_CONFIGURADA = 'BASE_EXTERNA_NAO_CONFIGURADA';
/** `codigo` of the same calls when the configured base does not answer (502: "external services inaccessible", SPEC.md §8). */
export const BASE_EXTERNA_INACESSIVEL = 'BASE_EXTERNA_INACESSIVEL';
/** `codigo` of the payment slip refused to a patron without a CPF (422: "user without CPF must contact the unit", SPEC.md §8). */
export const USUARIO_SEM_CPF = 'USUARIO_SEM_CPF';

/**
 * Every `codigo` the server may answer an error with (and every `codigo`/`motivo` of a refused
 * renewal or hold). The server's `problem()` only takes these; the client has a translated text for
 * each (`errors.codes.<code>` in @estante/i18n, checked by api-client's test), so a server that
 * answers with the code alone still reads well. Adding a code: one line here, one per locale.
 */
export const SERVER_ERROR_CODES = [
  // sign-in, captcha, single sign-on
  'ACESSO_BLOQUEADO',
  'ESCOLHA_PESSOA',
  'CAPTCHA_AUSENTE',
  'CAPTCHA_EXPIRADO',
  'CAPTCHA_INVALIDO',
  'SSO_NAO_CONFIGURADO',
  'USUARIO_NAO_ENCONTRADO',
  'IDENTIDADE_AMBIGUA',
  'SSO_REFERENCIA_INVALIDA',
  'SSO_INCOMPLETO',
  'SSO_RECUSADO',
  'SSO_RESPOSTA_INVALIDA',
  // password (recovery and change)
  'SEM_EMAIL',
  'SENHA_ATUAL_INCORRETA',
  'senhaTamanho',
  'senhaNumeros',
  'senhaSoNumeros',
  'senhaEspecial',
  'senhaMaiusculas',
  'senhaNome',
  'senhaHistorico',
  // personal area
  'PERMISSAO_NEGADA',
  'VERSAO_OBRIGATORIA',
  'VERSAO_DESATUALIZADA',
  'USUARIO_NAO_VINCULADO',
  'ALERTA_DUPLICADO',
  'EXEMPLAR_DISPONIVEL',
  'PERFIL_DUPLICADO',
  // renewals
  'NENHUM_ITEM',
  'ITENS_DEMAIS',
  'USUARIO_BLOQUEADO',
  'DEBITOS_PENDENTES',
  'EMPRESTIMO_ATRASADO',
  'RESERVADO',
  'LIMITE_RENOVACOES',
  'EMPRESTIMO_NAO_ENCONTRADO',
  // holds
  'EXEMPLARES_DISPONIVEIS',
  'CATEGORIA_SEM_RESERVA',
  'SEM_EXEMPLARES',
  'NENHUM_EXEMPLAR_RESERVAVEL',
  'RESERVA_DUPLICADA',
  'EMPRESTIMO_ATIVO',
  'LIMITE_RESERVAS_EXCEDIDO',
  'CHAVE_IDEMPOTENCIA_REUTILIZADA',
  // loan requests
  'LIMITE_SOLICITACOES_EXCEDIDO',
  'SOLICITACAO_DUPLICADA',
  'SOLICITACAO_NAO_CANCELAVEL',
  'EXEMPLAR_INDISPONIVEL',
  // comments and e-mail
  'limite_comentarios_excedido',
  'EMAIL_INDISPONIVEL',
  // payment slip
  'SEM_DEBITOS',
  'USUARIO_SEM_CPF',
  // external content bases and links
  'BASE_EXTERNA_NAO_CONFIGURADA',
  'BASE_EXTERNA_INACESSIVEL',
  'VINCULO_NAO_ENCONTRADO',
  // clearance declaration (nada consta)
  'NADA_CONSTA_PENDENCIAS',
  'NADA_CONSTA_NAO_ENCONTRADA',
  'NADA_CONSTA_CODIGO_INVALIDO',
  'NADA_CONSTA_MULTIPART',
  // permanent basket, work posting
  'CESTA_PERMANENTE_SEM_TITULO',
  'POSTAGEM_TRABALHO_NAO_CONFIGURADA',
  // teaching plan
  'NAO_LECIONA',
  // acquisition suggestions (the library's staff list: SOMENTE_EQUIPE)
  'SOMENTE_EQUIPE',
  'SUGESTAO_BIBLIOTECA_OBRIGATORIA',
  'SUGESTAO_BIBLIOTECA_INVALIDA',
  'SUGESTAO_CAMPUS_INVALIDO',
  'SUGESTAO_TITULO_OBRIGATORIO',
  'SUGESTAO_EDITORA_OBRIGATORIA',
  'SUGESTAO_CAMPO_LONGO',
  'SUGESTAO_ISBN_INVALIDO',
  'SUGESTAO_CURSO_INVALIDO',
  'SUGESTAO_DISCIPLINA_INVALIDA',
  'SUGESTAO_SOMENTE_PROFESSOR',
  'SUGESTAO_REPETIDA',
  'SUGESTAO_SITUACAO_INVALIDA',
  // the library desk (issue 26; BALCAO_CODIGOS)
  'SOMENTE_BALCAO',
  'BALCAO_TOKEN_INVALIDO',
  'BALCAO_EXEMPLAR_NAO_ENCONTRADO',
  'BALCAO_EXEMPLAR_EMPRESTADO',
  'BALCAO_CONSULTA_LOCAL',
  'BALCAO_RESERVADO_OUTRO_USUARIO',
  'BALCAO_EXEMPLAR_NAO_EMPRESTADO',
  'BALCAO_EXEMPLAR_NAO_DISPONIVEL',
  'BALCAO_FILA_VAZIA',
  'BALCAO_SOLICITACAO_NAO_ENCONTRADA',
  'BALCAO_SOLICITACAO_JA_DISPONIVEL',
  'BALCAO_SOLICITACAO_ENCERRADA',
  // catalogue card
  'FICHA_TITULO_NAO_ENCONTRADO',
  'FICHA_BUSCA_CURTA',
  // the patron's requests to the library: bibliographic survey, exchange (issue 26 item 5)
  'PEDIDO_CAMPO_INVALIDO',
  'PEDIDO_NAO_ENCONTRADO',
  'PEDIDO_ENCERRADO',
] as const;
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/** Whether a string is one of the server's error codes. */
export const isServerErrorCode = (code: string): code is ServerErrorCode => (SERVER_ERROR_CODES as readonly string[]).includes(code);
/** `codigo` of work posting when the installation has configured no repository address (404). */
export const POSTAGEM_NAO_CONFIGURADA = 'POSTAGEM_TRABALHO_NAO_CONFIGURADA';
/** `codigo` of removing a title the patron's permanent basket does not hold (404). */
export const CESTA_PERMANENTE_SEM_TITULO = 'CESTA_PERMANENTE_SEM_TITULO';
