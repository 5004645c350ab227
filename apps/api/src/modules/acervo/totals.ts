import type { AcervoTotaisGerais, TotalAcervoLinha } from '@estante/api-contract';
import type { Db } from '../../db/db';
import { say, type Lang, type Text } from '../../plugins/lang';
import { totalsRepository } from './totals.repository';

/** The ten main classes of the Dewey Decimal Classification (UDC numbers are named by the same first digit). */
const DEWEY: Readonly<Record<string, Text>> = {
  '0': { pt: 'Ciência da computação, informação e obras gerais', en: 'Computer science, information and general works', es: 'Informática, información y obras generales' },
  '1': { pt: 'Filosofia e psicologia', en: 'Philosophy and psychology', es: 'Filosofía y psicología' },
  '2': { pt: 'Religião', en: 'Religion', es: 'Religión' },
  '3': { pt: 'Ciências sociais', en: 'Social sciences', es: 'Ciencias sociales' },
  '4': { pt: 'Linguagem', en: 'Language', es: 'Lenguas' },
  '5': { pt: 'Ciências', en: 'Science', es: 'Ciencias' },
  '6': { pt: 'Tecnologia', en: 'Technology', es: 'Tecnología' },
  '7': { pt: 'Artes e recreação', en: 'Arts and recreation', es: 'Artes y recreación' },
  '8': { pt: 'Literatura', en: 'Literature', es: 'Literatura' },
  '9': { pt: 'História e geografia', en: 'History and geography', es: 'Historia y geografía' },
};

/** The main classes of the Library of Congress Classification. */
const LC: Readonly<Record<string, Text>> = {
  A: { pt: 'Obras gerais', en: 'General works', es: 'Obras generales' },
  B: { pt: 'Filosofia, psicologia e religião', en: 'Philosophy, psychology and religion', es: 'Filosofía, psicología y religión' },
  C: { pt: 'Ciências auxiliares da história', en: 'Auxiliary sciences of history', es: 'Ciencias auxiliares de la historia' },
  D: { pt: 'História mundial', en: 'World history', es: 'Historia universal' },
  E: { pt: 'História das Américas', en: 'History of the Americas', es: 'Historia de las Américas' },
  F: { pt: 'História das Américas (local)', en: 'History of the Americas (local)', es: 'Historia de las Américas (local)' },
  G: { pt: 'Geografia, antropologia e recreação', en: 'Geography, anthropology and recreation', es: 'Geografía, antropología y recreación' },
  H: { pt: 'Ciências sociais', en: 'Social sciences', es: 'Ciencias sociales' },
  J: { pt: 'Ciência política', en: 'Political science', es: 'Ciencia política' },
  K: { pt: 'Direito', en: 'Law', es: 'Derecho' },
  L: { pt: 'Educação', en: 'Education', es: 'Educación' },
  M: { pt: 'Música', en: 'Music', es: 'Música' },
  N: { pt: 'Belas-artes', en: 'Fine arts', es: 'Bellas artes' },
  P: { pt: 'Língua e literatura', en: 'Language and literature', es: 'Lengua y literatura' },
  Q: { pt: 'Ciências', en: 'Science', es: 'Ciencias' },
  R: { pt: 'Medicina', en: 'Medicine', es: 'Medicina' },
  S: { pt: 'Agricultura', en: 'Agriculture', es: 'Agricultura' },
  T: { pt: 'Tecnologia', en: 'Technology', es: 'Tecnología' },
  U: { pt: 'Ciência militar', en: 'Military science', es: 'Ciencia militar' },
  V: { pt: 'Ciência naval', en: 'Naval science', es: 'Ciencia naval' },
  Z: { pt: 'Bibliografia e biblioteconomia', en: 'Bibliography and library science', es: 'Bibliografía y bibliotecología' },
};

const SCHEME: Readonly<Record<'cdd' | 'lcc', Text>> = {
  cdd: { pt: 'CDD/CDU {classe}', en: 'DDC/UDC {classe}', es: 'CDD/CDU {classe}' },
  lcc: { pt: 'LC {classe}', en: 'LC {classe}', es: 'LC {classe}' },
};
const OTHER: Text = { pt: 'Outra classificação', en: 'Other classification', es: 'Otra clasificación' };
const NONE: Text = { pt: 'Sem classificação', en: 'Not classified', es: 'Sin clasificación' };

/** An area's label: the scheme and class, then the class's name (`CDD/CDU 5 — Ciências`). */
export function areaLabel(codigo: string, lang: Lang): string {
  if (codigo === 'sem') return say(NONE, lang);
  const [scheme, classe = ''] = codigo.split(':');
  const name = scheme === 'cdd' ? DEWEY[classe] : scheme === 'lcc' ? LC[classe] : undefined;
  if (!name || (scheme !== 'cdd' && scheme !== 'lcc')) return say(OTHER, lang);
  return `${say(SCHEME[scheme], lang, { classe: scheme === 'cdd' ? `${classe}00` : classe })} — ${say(name, lang)}`;
}

/** Areas in the order of their scheme and class (Dewey/UDC, then LC); other classifications, then the unclassified, last. */
const areaRank = (codigo: string) => (codigo === 'sem' ? 2 : codigo === 'outra' ? 1 : 0);

/** The collection totals of GET /api/acervo/totais, in the request's language. */
export async function collectionTotals(db: Db, lang: Lang): Promise<AcervoTotaisGerais> {
  const repo = totalsRepository(db);
  const [libraries, grouped] = await Promise.all([repo.byLibrary(), repo.byTypeAndArea(lang)]);
  const porTipoObra: TotalAcervoLinha[] = [];
  const porArea: TotalAcervoLinha[] = [];
  let titulos = 0;
  let exemplares = 0;
  for (const r of grouped) {
    if (r.tipo !== null) porTipoObra.push({ codigo: String(r.tipo), descricao: r.desc_tipo ?? '', titulos: r.titulos, exemplares: r.exemplares });
    else if (r.area !== null) porArea.push({ codigo: r.area, descricao: areaLabel(r.area, lang), titulos: r.titulos, exemplares: r.exemplares });
    else ({ titulos, exemplares } = r);
  }
  porTipoObra.sort((a, b) => b.titulos - a.titulos || a.descricao.localeCompare(b.descricao, lang));
  porArea.sort((a, b) => areaRank(a.codigo) - areaRank(b.codigo) || (a.codigo < b.codigo ? -1 : a.codigo > b.codigo ? 1 : 0));
  return { titulos, exemplares, porBiblioteca: libraries, porTipoObra, porArea };
}
