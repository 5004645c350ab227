import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, Nullable } from './common';

/** `GET /api/campus`: one campus of the institution. */
export const Campus = Type.Object({
  cod_campus: Type.Integer(),
  nome_campus: Type.String(),
});
export type Campus = Static<typeof Campus>;
export const CampusList = Type.Array(Campus);
export type CampusList = Static<typeof CampusList>;

/**
 * Opening hours of one weekday. `dia_semana` is ISO 8601: 1 Monday … 7 Sunday. Every weekday is
 * listed; a closed day has `abertura` and `fechamento` null. Times are "HH:MM" (24 h).
 */
export const Horario = Type.Object({
  dia_semana: Type.Integer({ minimum: 1, maximum: 7 }),
  abertura: Nullable(Type.String({ pattern: '^[0-2][0-9]:[0-5][0-9]$' })),
  fechamento: Nullable(Type.String({ pattern: '^[0-2][0-9]:[0-5][0-9]$' })),
});
export type Horario = Static<typeof Horario>;

/** `GET /api/bibliotecas`: one library (information unit) with its opening hours. */
export const Biblioteca = Type.Object({
  cod_biblioteca: Type.Integer(),
  desc_biblioteca: Type.String(),
  sigla: Type.String(),
  cod_campus: Type.Integer(),
  nome_campus: Type.String(),
  endereco: Type.String(),
  telefone: Type.String(),
  email: Type.String(),
  horarios: Type.Array(Horario),
});
export type Biblioteca = Static<typeof Biblioteca>;
export const BibliotecaList = Type.Array(Biblioteca);
export type BibliotecaList = Static<typeof BibliotecaList>;

/** Query of `GET /api/bibliotecas`: `campus` narrows to one campus (empty: all). */
export const BibliotecasQuery = Type.Object({
  campus: Type.Optional(Type.String({ maxLength: 12 })),
});
export type BibliotecasQuery = Static<typeof BibliotecasQuery>;

/** `/api/campus` and `/api/bibliotecas`. */
export const bibliotecasEndpoints = {
  campuses: {
    tags: ['bibliotecas'],
    summary: 'Campuses of the institution',
    response: { 200: CampusList, 401: ErrorResponse },
  },
  librariesWithHours: {
    tags: ['bibliotecas'],
    summary: 'Libraries with their opening hours per weekday (optionally of one campus)',
    querystring: BibliotecasQuery,
    response: { 200: BibliotecaList, 400: ErrorResponse, 401: ErrorResponse },
  },
} as const;
