import { isDataField, type DataField, type MarcRecord } from './read';
import { joinIsbd, normalise, trimIsbd } from './text';

/** An author (A) or subject (S) heading of a bibliographic record. */
export interface Heading {
  papel: 'A' | 'S';
  tag: string;
  /** Index of the field in record.fields. */
  campo: number;
  texto: string;
  norm: string;
  /** Subfield codes that make up the heading (they carry the authority code in the display). */
  codigos: string[];
}

export interface TitleRow {
  numero_controle: string;
  controle_001: string | null;
  cod_tipo_obra: number;
  obra: string;
  responsabilidade: string | null;
  descricao: string;
  ano_publicacao: string | null;
  idioma: string | null;
  local_publicacao: string | null;
  editora: string | null;
  edicao: string | null;
  isbn: string[];
  issn: string[];
  classificacao: string | null;
  descricao_fisica: string | null;
  series: string[];
  notas: string[];
  links: { url: string; texto: string | null }[];
  autores_txt: string;
  assuntos_txt: string;
  outros_txt: string;
  ordem_obra: string;
  ordem_autor: string | null;
  registro: MarcRecord;
  headings: Heading[];
}

export interface AuthorityRow {
  numero_controle: string;
  tipo: 'A' | 'S' | 'T';
  tag: string;
  cabecalho: string;
  cabecalho_norm: string;
  remissivas_ver: string[];
  remissivas_ver_tambem: string[];
  registro: MarcRecord;
}

const dataFields = (r: MarcRecord, re: RegExp): { f: DataField; i: number }[] =>
  r.fields.flatMap((f, i) => (isDataField(f) && re.test(f.tag) ? [{ f, i }] : []));

const control = (r: MarcRecord, tag: string): string[] =>
  r.fields.flatMap((f) => (!isDataField(f) && f.tag === tag ? [f.value] : []));

const sub = (f: DataField | undefined, codes: string): string[] =>
  f ? f.subfields.filter((s) => codes.includes(s.code) && s.value.trim()).map((s) => s.value.trim()) : [];

const first = (f: DataField | undefined, code: string): string | null => sub(f, code)[0] ?? null;

const cleanOrNull = (s: string | null | undefined): string | null => {
  const t = s ? trimIsbd(s) : '';
  return t || null;
};

/** Record key for upserts: 001 (prefixed by its 003 agency when present), else file#position. */
export function recordKey(r: MarcRecord, fallback: string): { key: string; cn: string | null } {
  const cn = control(r, '001')[0]?.trim() || null;
  const agency = control(r, '003')[0]?.trim();
  if (!cn) return { key: fallback, cn: null };
  return { key: agency ? `${agency}:${cn}` : cn, cn };
}

/** Type of work from leader/06-07 (code used by `tipos_obra`). */
export function tipoObra(leader: string): number {
  const type = leader.charAt(6);
  const level = leader.charAt(7);
  switch (type) {
    case 'a':
      return 'bis'.includes(level) ? 2 : 1;
    case 't':
      return 1;
    case 'c':
    case 'd':
      return 3;
    case 'e':
    case 'f':
      return 4;
    case 'g':
      return 5;
    case 'i':
    case 'j':
      return 6;
    case 'm':
      return 7;
    case 'k':
      return 8;
    case 'r':
      return 9;
    case 'o':
      return 10;
    case 'p':
      return 11;
    default:
      return 99;
  }
}

const NAME_CODES: Record<string, string> = {
  '100': 'abcdq',
  '110': 'abcdn',
  '111': 'andcq',
  '130': 'adfklmnoprs',
  '600': 'abcdq',
  '610': 'abcdn',
  '611': 'andcq',
  '630': 'adfklmnoprs',
  '650': 'ab',
  '651': 'a',
  '150': 'ab',
  '151': 'a',
  '155': 'a',
};
const SUBDIVISIONS = 'vxyz';

/**
 * Builds a heading from a 1xx/4xx/5xx/6xx/7xx field: name (or topic) parts joined by spaces,
 * subject subdivisions by " -- ". Returns the text and the subfield codes used.
 */
export function headingOf(f: DataField): { texto: string; codigos: string[] } {
  const mainCodes = (f.tag.startsWith('6') ? NAME_CODES[f.tag] : NAME_CODES[`1${f.tag.slice(1)}`]) ?? 'a';
  // Subdivisions belong to subject and authority headings, never to 7xx added entries.
  const subject = !f.tag.startsWith('7');
  const main: string[] = [];
  const subs: string[] = [];
  const codigos: string[] = [];
  for (const s of f.subfields) {
    const v = s.value.trim();
    if (!v) continue;
    if (mainCodes.includes(s.code) && subs.length === 0) {
      main.push(v);
      codigos.push(s.code);
    } else if (subject && SUBDIVISIONS.includes(s.code)) {
      subs.push(trimIsbd(v));
      codigos.push(s.code);
    }
  }
  let name = '';
  for (const part of main) {
    if (!name) name = part;
    else name += /[,.;:(-]$/.test(name) || /^[(]/.test(part) ? ` ${part}` : /^\d/.test(part) ? `, ${part}` : ` ${part}`;
  }
  const texto = [trimIsbd(name), ...subs].filter(Boolean).join(' -- ');
  return { texto, codigos };
}

const LANG_RE = /^[a-z]{3}$/;

function pick008(r: MarcRecord): string | null {
  const all = control(r, '008');
  return all.find((v) => v.length >= 38 && /^[0-9]{6}/.test(v)) ?? all.at(-1) ?? null;
}

function publication(r: MarcRecord): DataField | undefined {
  const f264 = dataFields(r, /^264$/).map((x) => x.f);
  return dataFields(r, /^260$/)[0]?.f ?? f264.find((f) => f.ind2 === '1') ?? f264[0];
}

export function mapBibliographic(r: MarcRecord, fallbackKey: string): TitleRow {
  const { key, cn } = recordKey(r, fallbackKey);
  const f245 = dataFields(r, /^245$/)[0]?.f;
  const titleParts = sub(f245, 'abnp');
  if (!f245 || titleParts.length === 0) throw new Error('no title (245 $a)');
  const obra = titleParts.map(trimIsbd).filter(Boolean).reduce((acc, part, i) => {
    if (i === 0) return part;
    const code = f245.subfields.filter((s) => 'abnp'.includes(s.code) && s.value.trim())[i]?.code;
    return code === 'b' ? `${acc}: ${part}` : `${acc}. ${part}`;
  }, '');
  const responsabilidade = cleanOrNull(sub(f245, 'c').join(' '));

  const f008 = pick008(r);
  const lang008 = f008?.slice(35, 38) ?? '';
  const idioma = LANG_RE.test(lang008) ? lang008 : (first(dataFields(r, /^041$/)[0]?.f, 'a')?.slice(0, 3).toLowerCase() ?? null);

  const pub = publication(r);
  const pubDate = first(pub, 'c');
  const y008 = f008?.slice(7, 11) ?? '';
  const ano_publicacao = /^[0-9]{4}$/.test(y008) && y008 !== '0000' && y008 !== '9999' ? y008 : (pubDate?.match(/[0-9]{4}/)?.[0] ?? null);
  const local_publicacao = cleanOrNull(sub(pub, 'a').map(trimIsbd).join(' ; '));
  const editora = cleanOrNull(sub(pub, 'b').map(trimIsbd).join(' ; '));
  const edicao = cleanOrNull(sub(dataFields(r, /^250$/)[0]?.f, 'ab').join(' '));

  const isbn = dataFields(r, /^020$/).flatMap(({ f }) => sub(f, 'a').map((v) => v.match(/[0-9Xx-]{10,17}/)?.[0]?.replace(/-/g, '') ?? '').filter(Boolean));
  const issn = dataFields(r, /^022$/).flatMap(({ f }) => sub(f, 'a').map((v) => v.match(/[0-9]{4}-?[0-9]{3}[0-9Xx]/)?.[0] ?? '').filter(Boolean));
  const callField = ['090', '092', '050', '082'].map((t) => dataFields(r, new RegExp(`^${t}$`))[0]?.f).find((f) => f && sub(f, 'a').length);
  const classificacao = callField ? sub(callField, 'ab').join(' ') : null;
  const descricao_fisica = cleanOrNull(sub(dataFields(r, /^300$/)[0]?.f, 'abce').join(' '));
  const series = dataFields(r, /^(440|490|800|810|811|830)$/).map(({ f }) => trimIsbd(sub(f, 'anpv').join(' '))).filter(Boolean);
  const notas = dataFields(r, /^5..$/).map(({ f }) => f.subfields.map((s) => s.value.trim()).filter(Boolean).join(' ')).filter(Boolean);
  const links = dataFields(r, /^856$/).flatMap(({ f }) =>
    sub(f, 'u').map((url) => ({ url, texto: first(f, 'y') ?? first(f, '3') ?? first(f, 'z') })),
  );

  const headings: Heading[] = [];
  for (const { f, i } of dataFields(r, /^(100|110|111|700|710|711|600|610|611|630|650|651)$/)) {
    const { texto, codigos } = headingOf(f);
    const norm = normalise(texto);
    if (!norm) continue;
    const papel = f.tag[0] === '6' ? 'S' : 'A';
    if (headings.some((h) => h.papel === papel && h.norm === norm)) continue;
    headings.push({ papel, tag: f.tag, campo: i, texto, norm, codigos });
  }
  const authors = headings.filter((h) => h.papel === 'A');
  const variants = dataFields(r, /^(246|240|130)$/).map(({ f }) => sub(f, 'abnp').join(' '));

  const nonfiling = Number(f245.ind2);
  const sortable = Number.isInteger(nonfiling) && nonfiling > 0 && nonfiling < 10 ? obra.slice(nonfiling) : obra;

  const descricao = joinIsbd([
    responsabilidade ? `${obra} / ${responsabilidade}` : obra,
    edicao,
    [[local_publicacao, editora].filter(Boolean).join(' : '), trimIsbd(pubDate ?? '') || ano_publicacao].filter(Boolean).join(', '),
  ]);

  return {
    numero_controle: key,
    controle_001: cn,
    cod_tipo_obra: tipoObra(r.leader),
    obra,
    responsabilidade,
    descricao,
    ano_publicacao,
    idioma,
    local_publicacao,
    editora,
    edicao,
    isbn,
    issn,
    classificacao,
    descricao_fisica,
    series,
    notas,
    links,
    autores_txt: authors.map((h) => h.texto).join(' ; '),
    assuntos_txt: headings.filter((h) => h.papel === 'S').map((h) => h.texto).join(' ; '),
    outros_txt: [responsabilidade, ...variants, edicao, local_publicacao, editora, ...series, ...notas, ...isbn, ...issn].filter(Boolean).join(' ; '),
    ordem_obra: normalise(sortable) || normalise(obra),
    ordem_autor: authors[0]?.norm ?? null,
    registro: r,
    headings,
  };
}

export const isAuthorityRecord = (r: MarcRecord): boolean => r.leader.charAt(6) === 'z';

export function mapAuthority(r: MarcRecord, fallbackKey: string): AuthorityRow {
  const { key } = recordKey(r, fallbackKey);
  const main = dataFields(r, /^1[0-9][0-9]$/)[0]?.f;
  if (!main) throw new Error('authority record has no heading (1xx)');
  const { texto } = headingOf(main);
  if (!texto) throw new Error(`authority heading ${main.tag} is empty`);
  const tipo = /^1[01][01]$/.test(main.tag) ? 'A' : main.tag === '130' ? 'T' : 'S';
  return {
    numero_controle: key,
    tipo,
    tag: main.tag,
    cabecalho: texto,
    cabecalho_norm: normalise(texto),
    remissivas_ver: dataFields(r, /^4[0-9][0-9]$/).map(({ f }) => headingOf(f).texto).filter(Boolean),
    remissivas_ver_tambem: dataFields(r, /^5[0-9][0-9]$/).map(({ f }) => headingOf(f).texto).filter(Boolean),
    registro: r,
  };
}
