/**
 * The catalogue card (AACR2/ISBD layout) built from a title's MARC record: each area from its
 * fields, ISBD punctuation rebuilt from the subfields (records come with it, without it or with
 * stray marks such as "Москва :."), a field's vernacular twin (880, linked by $6) in its own
 * script and direction, and the tracings numbered as cards print them (subjects 1, 2…; added
 * entries and the title I, II…). Pure: the record in, the card out.
 */
import type { AreaFicha, FichaCatalografica, ParagrafoFicha, PistaFicha, TrechoVernaculo } from '@estante/api-contract';
import { headingOf } from '../../marc/map';
import { isDataField, type DataField, type MarcRecord } from '../../marc/read';
import { joinIsbd } from '../../marc/text';
import type { Lang } from '../../plugins/lang';
import { CARD_WORDS } from './messages';

/** What the card needs of a title besides its record. */
export interface CardTitle {
  cod_acervo: number;
  obra: string;
  /** MARC language code (008/35-37). */
  idioma: string | null;
  /** The call number the title page shows (titulos.classificacao). */
  classificacao: string | null;
  registro: MarcRecord;
}

/** MARC language codes → BCP 47 (the languages of the catalogue's records; others: none). */
const BCP47: Readonly<Record<string, string>> = {
  por: 'pt', eng: 'en', spa: 'es', fre: 'fr', ger: 'de', ita: 'it', lat: 'la', rus: 'ru', ukr: 'uk', bel: 'be',
  arm: 'hy', heb: 'he', yid: 'yi', lad: 'lad', ara: 'ar', per: 'fa', urd: 'ur', chi: 'zh', jpn: 'ja', kor: 'ko',
  nep: 'ne', hin: 'hi', san: 'sa', cze: 'cs', gre: 'el', pol: 'pl', dut: 'nl', swe: 'sv', dan: 'da', nor: 'no',
  fin: 'fi', hun: 'hu', tur: 'tr', geo: 'ka', srp: 'sr', bul: 'bg', mac: 'mk',
};
export const bcp47 = (marc: string | null | undefined): string | null => (marc ? (BCP47[marc.toLowerCase()] ?? null) : null);

/** The language a script is written in when the record's language does not say (880 $6 script codes). */
const SCRIPT_LANG: Readonly<Record<string, string>> = { '(2': 'he', '(3': 'ar', '(N': 'ru', '(S': 'el', $1: 'zh' };
/** Scripts whose language codes fit them (a Hebrew-script 880 in a Yiddish record is Yiddish, not Hebrew). */
const SCRIPT_LANGS: Readonly<Record<string, readonly string[]>> = {
  '(2': ['he', 'yi', 'lad', 'arc'],
  '(3': ['ar', 'fa', 'ur'],
  '(N': ['ru', 'uk', 'be', 'bg', 'sr', 'mk'],
  '(S': ['el'],
  $1: ['zh', 'ja', 'ko'],
};
const RTL_CHARS = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

const ROMAN: readonly [number, string][] = [
  [1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'], [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I'],
];
/** 1 → I, 4 → IV, 14 → XIV. */
export function roman(n: number): string {
  let out = '';
  let rest = n;
  for (const [value, letters] of ROMAN) {
    while (rest >= value) {
      out += letters;
      rest -= value;
    }
  }
  return out;
}

/** Ends a paragraph with a period unless it already ends with one (or "!", "?", an open date "1950-"). */
export function closed(s: string): string {
  const t = s.trim();
  return /[.!?-]$/.test(t) ? t : `${t}.`;
}

/**
 * A subfield's value without the ISBD mark that ends it (" /", " :", " ;", " =", ","), and a
 * stray period after one ("Москва :."): the card puts the marks back between the parts it joins.
 * A period that ends an abbreviation ("462 с.", "ил.", "9a. ed.") or the area stays: the card
 * prints the record's words as catalogued.
 */
export function trimMarks(s: string): string {
  let t = s.replace(/\s+/g, ' ').trim();
  for (;;) {
    const before = t;
    t = t.replace(/\s*[/:;=,]\s*\.?$/, '').trim();
    if (t === before) return t;
  }
}

const values = (f: DataField, codes: string): { code: string; value: string }[] =>
  f.subfields.filter((s) => codes.includes(s.code) && s.value.trim()).map((s) => ({ code: s.code, value: trimMarks(s.value) })).filter((s) => s.value);

/** Joins subfields, each after the ISBD mark of its code (`marks[code]`, or a space). */
function punctuated(f: DataField, codes: string, marks: Readonly<Record<string, string>>, firstOf?: (code: string) => string | undefined): string {
  let out = '';
  for (const { code, value } of values(f, codes)) {
    if (!out) out = value;
    else out += (firstOf?.(code) ?? marks[code] ?? ' ') + value;
  }
  return out;
}

/** 245: title proper : other title information. Part number, Part name / statement of responsibility. */
function titleOf(f: DataField): string {
  const raw = f.subfields.filter((s) => s.value.trim());
  let out = '';
  raw.forEach((s, i) => {
    if (!'abnpc'.includes(s.code)) return;
    const value = trimMarks(s.value);
    if (!value) return;
    if (!out) {
      out = value;
      return;
    }
    // The mark before $b is the one the cataloguer typed (" = " parallel title, " ; " second title), else " : ".
    const before = raw[i - 1]?.value.trim() ?? '';
    if (s.code === 'b') out += /=$/.test(before) ? ' = ' : /;$/.test(before) ? ' ; ' : ' : ';
    else if (s.code === 'c') out += ' / ';
    else if (s.code === 'p' && raw[i - 1]?.code === 'n') out += ', ';
    else out += '. ';
    out += value;
  });
  return out;
}

/** 250: edition / statement of responsibility relating to the edition. */
const editionOf = (f: DataField) => punctuated(f, 'ab', { b: ' / ' });

/** 260/264: place ; place : publisher, date (a place after a publisher opens a new pair with " ; "). */
function publicationOf(fields: readonly DataField[]): string {
  let out = '';
  for (const f of fields) {
    for (const { code, value } of values(f, 'abc')) {
      if (!out) out = value;
      else out += (code === 'a' ? ' ; ' : code === 'b' ? ' : ' : ', ') + value;
    }
  }
  return out;
}

/** 300: extent : other physical details ; dimensions + accompanying material. */
const physicalOf = (f: DataField) => punctuated(f, 'abcefg', { b: ' : ', c: ' ; ', e: ' + ' });

/** 440/490: (title ; numbering). */
const seriesOf = (f: DataField) => {
  const t = punctuated(f, 'anpvx', { v: ' ; ', x: ', ', n: '. ', p: '. ' });
  return t ? `(${t})` : '';
};

/** A note (5XX): its subfields' text in order (not the linking and source codes). */
const noteOf = (f: DataField) =>
  f.subfields
    .filter((s) => /^[a-z]$/.test(s.code) && s.value.trim())
    .map((s) => s.value.trim())
    .join(' ');

/** The 880 fields of a record by the linked field they render ("245-01" → 880). */
function vernacularLinks(r: MarcRecord): Map<string, DataField> {
  const out = new Map<string, DataField>();
  for (const f of r.fields) {
    if (!isDataField(f) || f.tag !== '880') continue;
    const link = f.subfields.find((s) => s.code === '6')?.value ?? '';
    const m = /^(\d{3})-(\d{2})/.exec(link);
    if (m && m[2] !== '00') out.set(`${m[1]}-${m[2]}`, f);
  }
  return out;
}

export function buildCard(t: CardTitle, lang: Lang): FichaCatalografica {
  const r = t.registro;
  const idioma = bcp47(t.idioma);
  const data = r.fields.filter(isDataField);
  const tagged = (re: RegExp) => data.filter((f) => re.test(f.tag));
  const links = vernacularLinks(r);
  const words = CARD_WORDS[lang];

  /** The field's 880 twin, given the tag it stands for (so the same builder reads it). */
  const twinOf = (f: DataField): DataField | null => {
    const link = f.subfields.find((s) => s.code === '6')?.value ?? '';
    const m = /^880-(\d{2})/.exec(link);
    const v = m ? links.get(`${f.tag}-${m[1]}`) : undefined;
    return v ? { ...v, tag: f.tag } : null;
  };
  const vernacular = (f: DataField, text: (f: DataField) => string): TrechoVernaculo | null => {
    const twin = twinOf(f);
    if (!twin) return null;
    const texto = text(twin);
    if (!texto) return null;
    const code = twin.subfields.find((s) => s.code === '6')?.value ?? '';
    const script = /\/(\(2|\(3|\(N|\(S|\$1)/.exec(code)?.[1] ?? '';
    const fits = script && SCRIPT_LANGS[script];
    const language = fits ? (idioma && fits.includes(idioma) ? idioma : (SCRIPT_LANG[script] ?? null)) : idioma;
    const direcao = /\/r\s*$/.test(code) || RTL_CHARS.test(texto) ? 'rtl' : 'ltr';
    return { texto, idioma: language, direcao };
  };
  const area = (f: DataField | undefined, text: (f: DataField) => string): AreaFicha | null => {
    if (!f) return null;
    const texto = text(f);
    return texto ? { texto, vernaculo: vernacular(f, text) } : null;
  };

  const main = tagged(/^1(00|10|11|30)$/)[0];
  const headingText = (f: DataField) => headingOf(f).texto;
  const entrada_principal = area(main, headingText);
  const f245 = tagged(/^245$/)[0];
  const titulo = area(f245, titleOf) ?? { texto: t.obra, vernaculo: null };
  const edicao = area(tagged(/^250$/)[0], editionOf);
  const f260 = tagged(/^260$/).filter((f) => f.ind1 !== '2' && f.ind1 !== '3');
  const f264 = tagged(/^264$/);
  const pubFields = f260.length ? f260 : [f264.find((f) => f.ind2 === '1') ?? f264[0]].filter((f): f is DataField => !!f);
  const publicacao = pubFields.length
    ? (() => {
        const texto = publicationOf(pubFields);
        if (!texto) return null;
        const twins = pubFields.map(twinOf).filter((f): f is DataField => !!f);
        const v = twins.length ? vernacular(pubFields.find((f) => twinOf(f))!, () => publicationOf(twins)) : null;
        return { texto, vernaculo: v };
      })()
    : null;
  const f300 = tagged(/^300$/)[0];
  const descricao_fisica = f300 ? physicalOf(f300) || null : null;
  const series = tagged(/^(440|490)$/).map((f) => area(f, seriesOf)).filter((a): a is AreaFicha => !!a);
  const notas = tagged(/^5\d\d$/).map((f) => area(f, noteOf)).filter((a): a is AreaFicha => !!a);
  const isbn = tagged(/^020$/).flatMap((f) => {
    const a = f.subfields.find((s) => s.code === 'a')?.value.trim();
    if (!a) return [];
    const q = f.subfields.filter((s) => s.code === 'q' && s.value.trim()).map((s) => `(${trimMarks(s.value.replace(/^\(|\)$/g, ''))})`);
    return [[`ISBN ${trimMarks(a)}`, ...q].join(' ')];
  });

  // Tracings: subjects in arabic numerals, then added entries (names, titles, series) in roman.
  const pistas: PistaFicha[] = [];
  for (const f of tagged(/^6\d\d$/)) {
    const a = area(f, headingText);
    if (a && !pistas.some((p) => p.texto === a.texto)) pistas.push({ tipo: 'assunto', numero: String(pistas.length + 1), texto: a.texto, campo: f.tag, vernaculo: a.vernaculo });
  }
  const added: Omit<PistaFicha, 'numero'>[] = [];
  for (const f of tagged(/^7(00|10|11|30)$/)) {
    const a = area(f, headingText);
    if (a) added.push({ tipo: 'secundaria', texto: a.texto, campo: f.tag, vernaculo: a.vernaculo });
  }
  // The title is traced when the record asks (245 first indicator 1) and it is not the main entry already.
  if (f245 && main && f245.ind1 === '1') added.push({ tipo: 'titulo', texto: words.titulo, campo: '245', vernaculo: null });
  for (const f of tagged(/^246$/).filter((f) => f.ind1 === '1' || f.ind1 === '3')) {
    const a = area(f, (x) => punctuated(x, 'abnp', { b: ' : ', n: '. ', p: '. ' }));
    if (a) added.push({ tipo: 'titulo', texto: `${words.titulo}: ${a.texto}`, campo: '246', vernaculo: a.vernaculo });
  }
  for (const f of data.filter((x) => x.tag === '440' || /^8(00|10|11|30)$/.test(x.tag))) {
    const a = f.tag === '440' ? { texto: words.serie, vernaculo: null } : area(f, (x) => punctuated(x, 'abcdnpqt', { t: '. ', n: '. ', p: '. ' }));
    if (a) added.push({ tipo: 'serie', texto: a.texto, campo: f.tag, vernaculo: a.vernaculo });
  }
  added.forEach((p, i) => pistas.push({ ...p, numero: roman(i + 1) }));
  const pistas_texto = pistas.map((p) => `${p.numero}. ${closed(p.texto)}`).join(' ');

  const vernacularJoin = (parts: (AreaFicha | null)[]): TrechoVernaculo | null => {
    const v = parts.map((p) => p?.vernaculo).filter((x): x is TrechoVernaculo => !!x);
    return v[0] ? { ...v[0], texto: closed(joinIsbd(v.map((x) => x.texto))) } : null;
  };
  const closedTrecho = (v: TrechoVernaculo | null) => (v ? { ...v, texto: closed(v.texto) } : null);
  const paragrafos: ParagrafoFicha[] = [];
  if (entrada_principal) paragrafos.push({ tipo: 'entrada', texto: closed(entrada_principal.texto), vernaculo: closedTrecho(entrada_principal.vernaculo) });
  paragrafos.push({ tipo: 'descricao', texto: closed(joinIsbd([titulo.texto, edicao?.texto, publicacao?.texto])), vernaculo: vernacularJoin([titulo, edicao, publicacao]) });
  const fisica = [descricao_fisica, ...series.map((s) => s.texto)].filter((x): x is string => !!x);
  if (fisica.length) {
    // ISBD: "555 p. — (Series)"; the series' parentheses end the paragraph.
    const texto = fisica.map((x, i) => (i < fisica.length - 1 || !series.length ? closed(x) : x)).join(' — ');
    paragrafos.push({ tipo: 'fisica', texto, vernaculo: vernacularJoin(series) });
  }
  for (const n of notas) paragrafos.push({ tipo: 'nota', texto: closed(n.texto), vernaculo: closedTrecho(n.vernaculo) });
  if (isbn.length) paragrafos.push({ tipo: 'isbn', texto: isbn.join(' '), vernaculo: null });
  if (pistas.length) paragrafos.push({ tipo: 'pistas', texto: pistas_texto, vernaculo: null });

  const callField = ['090', '092', '050', '082'].map((tag) => data.find((f) => f.tag === tag && f.subfields.some((s) => s.code === 'a' && s.value.trim()))).find(Boolean);
  const chamada_linhas = callField ? callField.subfields.filter((s) => 'ab'.includes(s.code) && s.value.trim()).map((s) => s.value.trim()) : [];

  return {
    cod_acervo: t.cod_acervo,
    obra: t.obra,
    idioma,
    numero_chamada: t.classificacao,
    chamada_linhas: t.classificacao ? chamada_linhas : [],
    entrada_principal,
    titulo,
    edicao,
    publicacao,
    descricao_fisica,
    series,
    notas,
    isbn,
    pistas,
    pistas_texto,
    paragrafos,
  };
}
