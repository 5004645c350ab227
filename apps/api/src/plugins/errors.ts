import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerErrorCode } from '@estante/api-contract/constants';
import { isDatabaseUnavailable } from '../db/unavailable';
import { defineMessages, say, type Lang, type Text } from './lang';

/** Retry-After (seconds) of a 503 answered while the database is out of reach. */
export const RETRY_AFTER_UNAVAILABLE_S = 5;

/** Messages every module may answer with. */
export const COMMON = defineMessages({
  naoEncontrado: { pt: 'Recurso não encontrado.', en: 'Resource not found.', es: 'Recurso no encontrado.' },
  corpoInvalido: { pt: 'Corpo da requisição inválido.', en: 'Invalid request body.', es: 'Cuerpo de la solicitud no válido.' },
  tipoConteudo: { pt: 'Tipo de conteúdo não suportado.', en: 'Unsupported content type.', es: 'Tipo de contenido no admitido.' },
  requisicaoInvalida: { pt: 'Requisição inválida.', en: 'Invalid request.', es: 'Solicitud no válida.' },
  erroInesperado: {
    pt: 'Erro inesperado. Tente novamente mais tarde.',
    en: 'Unexpected error. Please try again later.',
    es: 'Error inesperado. Inténtelo de nuevo más tarde.',
  },
  muitasTentativas: {
    pt: 'Muitas tentativas seguidas. Tente novamente em {segundos} segundos.',
    en: 'Too many attempts in a row. Try again in {segundos} seconds.',
    es: 'Demasiados intentos seguidos. Inténtelo de nuevo en {segundos} segundos.',
  },
  emailIndisponivel: {
    pt: 'Não foi possível enviar o e-mail agora. Tente novamente mais tarde.',
    en: 'The e-mail could not be sent right now. Please try again later.',
    es: 'No fue posible enviar el correo electrónico ahora. Inténtelo de nuevo más tarde.',
  },
  servicoIndisponivel: {
    pt: 'O serviço está temporariamente indisponível. Tente novamente em alguns instantes.',
    en: 'The service is temporarily unavailable. Please try again in a moment.',
    es: 'El servicio no está disponible temporalmente. Inténtelo de nuevo en unos instantes.',
  },
  termoCurto: { pt: 'Informe ao menos 3 caracteres.', en: 'Enter at least 3 characters.', es: 'Introduzca al menos 3 caracteres.' },
});

export interface ProblemOptions {
  /** The request field the message is about (a form shows it under that field). */
  readonly campo?: string;
  /** A machine-readable code the client maps (SPEC.md §8): one of the contract's SERVER_ERROR_CODES. */
  readonly codigo?: ServerErrorCode;
  /** Values of the message's `{name}` placeholders. */
  readonly params?: Readonly<Record<string, string | number>>;
  readonly headers?: Readonly<Record<string, string>>;
  /** Further members of the answer the contract declares for this status (e.g. `detalhe`, `error`). */
  readonly extra?: Readonly<Record<string, unknown>>;
}

/**
 * The one error a handler throws for an answer other than success: a status and a message in every
 * language; the error handler answers `{ message }` in the request's language, with `campo` and
 * `codigo` when given.
 */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly text: Text,
    readonly options: ProblemOptions = {},
  ) {
    super(text.en);
    this.name = 'ApiProblem';
  }

  body(lang: Lang): Record<string, unknown> {
    const { campo, codigo, params, extra } = this.options;
    return { message: say(this.text, lang, params), ...(campo ? { campo } : {}), ...(codigo ? { codigo } : {}), ...extra };
  }
}

export const problem = (status: number, text: Text, options?: ProblemOptions) => new ApiProblem(status, text, options);

/** 429 with Retry-After (whole seconds, at least 1). */
export function tooManyAttempts(ttlMs: number): ApiProblem {
  const segundos = Math.max(1, Math.ceil(ttlMs / 1000));
  return problem(429, COMMON.muitasTentativas, { params: { segundos }, headers: { 'retry-after': String(segundos) }, extra: { error: 'slow_down' } });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The message of a 400 for path parameters that fail their schema (e.g. "Código de título inválido."). */
    invalidParams?: Text;
  }
}

/** Readable, translated text for a schema validation error (first error only). */
export function validationMessage(
  lang: Lang,
  e: { keyword: string; instancePath: string; params: Record<string, unknown> },
  context: string | undefined,
): string {
  const field =
    (typeof e.params.missingProperty === 'string' ? e.params.missingProperty : e.instancePath.replace(/^\//, '').replace(/\//g, '.')) ||
    (context === 'body' ? { pt: 'corpo', en: 'body', es: 'cuerpo' }[lang] : (context ?? ''));
  const n = e.params.limit;
  switch (e.keyword) {
    case 'required':
      return { pt: `Parâmetro obrigatório ausente: ${field}.`, en: `Missing required parameter: ${field}.`, es: `Falta el parámetro obligatorio: ${field}.` }[lang];
    case 'minimum':
      return { pt: `${field} deve ser no mínimo ${n}.`, en: `${field} must be at least ${n}.`, es: `${field} debe ser como mínimo ${n}.` }[lang];
    case 'maximum':
      return { pt: `${field} deve ser no máximo ${n}.`, en: `${field} must be at most ${n}.`, es: `${field} debe ser como máximo ${n}.` }[lang];
    case 'maxLength':
      return { pt: `${field} deve ter no máximo ${n} caracteres.`, en: `${field} must have at most ${n} characters.`, es: `${field} debe tener como máximo ${n} caracteres.` }[lang];
    case 'minLength':
      return { pt: `${field} deve ter no mínimo ${n} caracteres.`, en: `${field} must have at least ${n} characters.`, es: `${field} debe tener como mínimo ${n} caracteres.` }[lang];
    default:
      return { pt: `Valor inválido para ${field}.`, en: `Invalid value for ${field}.`, es: `Valor no válido para ${field}.` }[lang];
  }
}

/**
 * The one error handler and not-found handler: an ApiProblem as its status and message; a schema
 * failure as 400 with the field named; @fastify/rate-limit's 429 with Retry-After; anything
 * unexpected logged and answered 500 without details.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | ApiProblem, request, reply) => {
      const lang = request.lang;
      if (error instanceof ApiProblem) {
        if (error.options.headers) reply.headers(error.options.headers);
        return reply.code(error.status).send(error.body(lang));
      }
      const first = error.validation?.[0];
      if (first) {
        const invalidParams = request.routeOptions.config.invalidParams;
        if (error.validationContext === 'params' && invalidParams) return reply.code(400).send({ message: say(invalidParams, lang) });
        return reply.code(400).send({ message: validationMessage(lang, first, error.validationContext) });
      }
      const status = error.statusCode ?? 500;
      const ttl = (error as { ttl?: unknown }).ttl;
      if (status === 429 && typeof ttl === 'number') {
        const tooMany = tooManyAttempts(ttl);
        return reply.code(429).headers(tooMany.options.headers ?? {}).send(tooMany.body(lang));
      }
      // The database out of reach for now (PostgreSQL restarting, down): 503 with Retry-After, not an unexpected error.
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'request failed: the database does not answer');
        return reply.code(503).header('retry-after', String(RETRY_AFTER_UNAVAILABLE_S)).send({ message: say(COMMON.servicoIndisponivel, lang) });
      }
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(500).send({ message: say(COMMON.erroInesperado, lang) });
      }
      const text =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? COMMON.tipoConteudo : error.code?.startsWith('FST_ERR_CTP') ? COMMON.corpoInvalido : COMMON.requisicaoInvalida;
      return reply.code(status).send({ message: say(text, lang) });
    });
    app.setNotFoundHandler((request, reply) => reply.code(404).send({ message: say(COMMON.naoEncontrado, request.lang) }));
  },
  { name: 'estante-errors', dependencies: ['estante-lang'] },
);
