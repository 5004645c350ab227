import type { Queryable } from '../db/db';
import type { MarcRecord } from '../marc/record';
import { contentsNote } from '../modules/acervo/dados/contents';

/** A book's contents note is worth linking as chapters when it lists this many entries or more… */
const MIN_CHAPTERS = 4;
/** …and no more than this (a long machine-generated list of sections is not a chapter list). */
const MAX_CHAPTERS = 30;

/**
 * The chapters of a book whose record has a complete contents note (505) listing chapters in
 * Portuguese or English: the note's own entries (title and authors, in order), as a library links
 * a book's table of contents. Empty when the record has none worth linking.
 */
export function chaptersOf(registro: MarcRecord): { titulo: string; autores: string | null }[] {
  const note = contentsNote(registro);
  if (note.parcial || note.itens.length < MIN_CHAPTERS || note.itens.length > MAX_CHAPTERS) return [];
  // A note of volumes ("v. 1. …", "t. 2 …") lists the parts of a set, not a book's chapters.
  if (note.itens.some((i) => i.grupo !== null || /^(v|t|pt|book|vol)\.?\s*\d/i.test(i.titulo))) return [];
  return note.itens.map(({ titulo, autores }) => ({ titulo, autores }));
}

/**
 * Linked chapter contents for the books (work type 1) in Portuguese or English that have none yet and
 * whose contents note lists chapters. A second run adds nothing.
 */
export async function seedBookContents(tx: Queryable): Promise<number> {
  const books = await tx.query<{ cod_acervo: number; registro: MarcRecord }>(
    `SELECT t.cod_acervo, t.registro FROM titulos t
     WHERE t.cod_tipo_obra = 1 AND t.idioma IN ('por', 'eng')
       AND jsonb_path_exists(t.registro, '$.fields[*] ? (@.tag == "505")')
       AND NOT EXISTS (SELECT 1 FROM sumarios s WHERE s.cod_acervo = t.cod_acervo)
     ORDER BY t.cod_acervo`,
  );
  const rows = books.flatMap((b) => chaptersOf(b.registro).map((c, i) => ({ cod_acervo: b.cod_acervo, ordem: i + 1, ...c })));
  for (let i = 0; i < rows.length; i += 2000) {
    await tx.query(
      `INSERT INTO sumarios (cod_acervo, ordem, titulo, autores)
       SELECT cod_acervo, ordem, titulo, autores FROM jsonb_to_recordset($1::jsonb) AS x(cod_acervo int, ordem int, titulo text, autores text)`,
      [JSON.stringify(rows.slice(i, i + 2000))],
    );
  }
  return rows.length;
}
