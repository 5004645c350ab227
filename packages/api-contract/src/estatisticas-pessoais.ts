/**
 * The patron's personal statistics (issue 26 item 6): their loans per year and per month (the loan
 * history and the loans still open) and the subjects of the titles they borrowed most.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, Nullable } from './common';

/** How many subjects the "read most" list shows. */
export const ASSUNTOS_MAIS_LIDOS = 10;

/** `GET /api/pessoas/estatisticas`. */
export const EstatisticasPessoais = Type.Object({
  /** Every loan of the patron (returned or open). */
  total: Type.Integer({ minimum: 0 }),
  /** Years with at least one loan, newest first, each with its 12 months (1..12, 0 included). */
  anos: Type.Array(
    Type.Object({
      ano: Type.Integer(),
      total: Type.Integer({ minimum: 1 }),
      meses: Type.Array(Type.Object({ mes: Type.Integer({ minimum: 1, maximum: 12 }), emprestimos: Type.Integer({ minimum: 0 }) }), { minItems: 12, maxItems: 12 }),
    }),
  ),
  /** The subjects of the titles borrowed, most borrowed first (ties by name), at most ASSUNTOS_MAIS_LIDOS. */
  assuntos: Type.Array(Type.Object({ cod_autoridade: Type.Integer(), assunto: Type.String(), emprestimos: Type.Integer({ minimum: 1 }) })),
  /** yyyy-mm-dd of the first loan (null: none). */
  desde: Nullable(Type.String()),
});
export type EstatisticasPessoais = Static<typeof EstatisticasPessoais>;

export const estatisticasPessoaisEndpoints = {
  myStatistics: {
    tags: ['pessoas'],
    summary: "The signed-in patron's loans per year and month and the subjects they borrowed most (private token)",
    description: '403 for a category without the page (module 571, activity 5732).',
    response: { 200: EstatisticasPessoais, 401: ErrorResponse, 403: Type.Object({ message: Type.String(), codigo: Type.Optional(Type.String()) }) },
  },
} as const;
