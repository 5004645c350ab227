import { COMENTARIO_MAX, SUGESTAO_MAX } from '@estante/api-contract/constants';

/** The server's limits, by the form's field names (the constants entry: no schema in the shell's bundle). */
export const COMMENT_MAX = COMENTARIO_MAX;
export const SUGGESTION_MAX = {
  author: SUGESTAO_MAX.autor,
  title: SUGESTAO_MAX.titulo,
  edition: SUGESTAO_MAX.edicao,
  publisher: SUGESTAO_MAX.editor,
  isbn: SUGESTAO_MAX.isbn_issn,
  other: SUGESTAO_MAX.outras_inf,
} as const;

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
