/**
 * Removing titles from the patron's permanent basket (issue 25; SPEC.md §1 "permanent basket", §4
 * "remove by acervo, clear"). Adding and listing are in ./acervo-pagina.ts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponse, IdParams } from './common';
import { CESTA_PERMANENTE_SEM_TITULO } from './constants';
import type { EndpointSchemas } from './endpoints';

/** `200` of both removals. */
export const CestaPermanenteRemocao = Type.Object({
  /** Titles this request took out. */
  removidos: Type.Array(Type.Integer()),
  /** How many titles the basket holds now. */
  total: Type.Integer({ minimum: 0 }),
  /** What to tell the patron, in the request's language. */
  message: Type.String(),
});
export type CestaPermanenteRemocao = Static<typeof CestaPermanenteRemocao>;

const Erro = Type.Object({ message: Type.String(), codigo: Type.Optional(Type.String()) });

export const cestaPermanenteEndpoints = {
  permanentBasketRemove: {
    tags: ['acervo'],
    summary: "Takes one title out of the signed-in patron's permanent basket (private token)",
    description: `404 ${CESTA_PERMANENTE_SEM_TITULO} when the patron's basket does not hold it (another patron's entries are never touched); 403 without activity 5723 of module 571.`,
    params: IdParams,
    response: { 200: CestaPermanenteRemocao, 400: ErrorResponse, 401: ErrorResponse, 403: Erro, 404: Erro },
  },
  permanentBasketClear: {
    tags: ['acervo'],
    summary: "Empties the signed-in patron's permanent basket (private token); an empty basket stays empty (200)",
    response: { 200: CestaPermanenteRemocao, 401: ErrorResponse, 403: Erro },
  },
} as const satisfies EndpointSchemas;
