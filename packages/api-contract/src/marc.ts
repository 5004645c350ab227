import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

/**
 * `GET /api/acervo/{id}/marc` and `GET /api/autoridade/{id}/marc`: the whole MARC record, one row
 * per subfield, in record order, so a harvester can rebuild it.
 * - The leader comes first as `paragrafo` "000"; it and the control fields (00X) carry their value
 *   in `campo_fixo`, with `secao` null, `seq_secao` 0 and empty indicators, `descricao` and `pontuacao`.
 * - Data fields: one row per subfield; `seq_paragrafo` counts occurrences of the tag (1-based),
 *   `seq_secao` is the subfield's position in its field (1-based). The subfield value is exactly
 *   `descricao + pontuacao` (`pontuacao`: trailing ISBD punctuation, e.g. " /", " :", "."). Indicators
 *   are the record's characters (a blank indicator is " ").
 */
export const MarcRow = Type.Object({
  paragrafo: Type.String(),
  seq_paragrafo: Type.Integer(),
  secao: Nullable(Type.String()),
  seq_secao: Type.Integer(),
  descricao: Type.String(),
  pontuacao: Type.String(),
  indicador1: Type.String(),
  indicador2: Type.String(),
  campo_fixo: Nullable(Type.String()),
});
export type MarcRow = Static<typeof MarcRow>;
export const MarcRows = Type.Array(MarcRow);
export type MarcRows = Static<typeof MarcRows>;
