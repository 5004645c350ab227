import type { AcervoResponse, Campo } from '@estante/api-contract';
import type { Db } from './db/db';
import type { Lang } from './i18n';
import { headingOf } from './marc/map';
import { isDataField, type MarcRecord } from './marc/read';

/** Tags shown in the title view, in this order of tags (occurrences keep the record's order). */
const DISPLAYED = /^(020|022|041|050|082|090|092|100|110|111|245|246|250|260|264|300|440|490|5[0-9]{2}|6[0-9]{2}|7[0-9]{2}|800|810|811|830|856)$/;
const TYPE_COLUMN: Record<Lang, string> = { pt: 'descricao_pt', en: 'descricao_en', es: 'descricao_es' };

export async function getTitle(db: Db, id: number, lang: Lang): Promise<AcervoResponse | null> {
  const [row] = await db.query<{ cod_acervo: number; obra: string; ano_publicacao: string | null; desc_tipo_obra: string; registro: MarcRecord }>(
    `SELECT t.cod_acervo, t.obra, t.ano_publicacao, tp.${TYPE_COLUMN[lang]} AS desc_tipo_obra, t.registro
     FROM titulos t JOIN tipos_obra tp ON tp.cod_tipo_obra = t.cod_tipo_obra WHERE t.cod_acervo = $1`,
    [id],
  );
  if (!row) return null;
  const links = await db.query<{ campo: number; cod_autoridade: number }>(
    'SELECT campo, cod_autoridade FROM titulo_autoridade WHERE cod_acervo = $1',
    [id],
  );
  const authorityOf = new Map(links.map((l) => [l.campo, l.cod_autoridade]));
  const byTag = new Map<string, Campo>();
  row.registro.fields.forEach((f, i) => {
    if (!isDataField(f) || !DISPLAYED.test(f.tag)) return;
    const code = authorityOf.get(i) ?? null;
    const headingCodes = code === null ? [] : headingOf(f).codigos;
    const campo = byTag.get(f.tag) ?? { ordem: f.tag, detalhes: [] };
    campo.detalhes.push({
      _secao: f.subfields.map((s) => s.code),
      descricao: f.subfields.map((s) => s.value),
      cod_autoridade: f.subfields.map((s) => (headingCodes.includes(s.code) ? code : null)),
    });
    byTag.set(f.tag, campo);
  });
  return {
    cod_acervo: row.cod_acervo,
    obra: row.obra,
    ano_publicacao: row.ano_publicacao,
    desc_tipo_obra: row.desc_tipo_obra,
    campos: [...byTag.values()].sort((a, b) => a.ordem.localeCompare(b.ordem)),
  };
}
