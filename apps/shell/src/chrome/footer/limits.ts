/**
 * The server's limits (packages/api-contract COMENTARIO_MAX, SUGESTAO_MAX; schemas.test.ts keeps
 * them equal), copied so the shell does not bundle the contract's schemas.
 */
export const COMMENT_MAX = 2000;
export const SUGGESTION_MAX = { author: 300, title: 500, edition: 100, publisher: 300, isbn: 40, other: 2000 } as const;

/** The limit a field's "too long" message names. */
export const maxOf: Record<string, number> = {
  text: COMMENT_MAX,
  ...SUGGESTION_MAX,
};

export interface CommentValues {
  /** cod_biblioteca as the select's value; '' = not chosen */
  library: string;
  text: string;
}

export interface SuggestionValues {
  /** cod_campus as the select's value; '' = any campus */
  campus: string;
  library: string;
  author: string;
  title: string;
  edition: string;
  publisher: string;
  isbn: string;
  periodical: boolean;
  other: string;
}
