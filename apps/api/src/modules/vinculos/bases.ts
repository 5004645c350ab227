import type { BASES_EXTERNAS, TipoVinculo } from '@estante/api-contract';
import type { Text } from '../../plugins/lang';
import { baseEntry, BASE_NAME } from '../pessoas/external-bases';
import type { BaseExterna } from '../pessoas/repository';

/**
 * The external content bases SPEC.md §7 names, with the publisher's name (shown when the
 * installation's configuration gives none) and what each holds, in every language.
 */
export const CATALOGO_BASES: Readonly<Record<(typeof BASES_EXTERNAS)[number], { nome: string; resumo: Text }>> = {
  pearson: {
    nome: 'Biblioteca Virtual Pearson',
    resumo: {
      pt: 'Livros digitais da Pearson e editoras parceiras, para ler no navegador.',
      en: 'E-books from Pearson and partner publishers, read in the browser.',
      es: 'Libros digitales de Pearson y editoriales asociadas, para leer en el navegador.',
    },
  },
  cengage: {
    nome: 'Cengage',
    resumo: { pt: 'Livros-texto digitais da Cengage Learning.', en: 'Cengage Learning digital textbooks.', es: 'Libros de texto digitales de Cengage Learning.' },
  },
  editora_forum: {
    nome: 'Editora Fórum',
    resumo: {
      pt: 'Livros e periódicos jurídicos da Editora Fórum.',
      en: 'Law books and journals from Editora Fórum.',
      es: 'Libros y revistas jurídicas de Editora Fórum.',
    },
  },
  minhabiblioteca: {
    nome: 'Minha Biblioteca',
    resumo: {
      pt: 'Livros técnicos e acadêmicos de várias editoras brasileiras.',
      en: 'Technical and academic books from several Brazilian publishers.',
      es: 'Libros técnicos y académicos de varias editoriales brasileñas.',
    },
  },
  ebrary: {
    nome: 'Ebook Central (ebrary)',
    resumo: { pt: 'Livros eletrônicos acadêmicos da ProQuest.', en: 'Academic e-books from ProQuest.', es: 'Libros electrónicos académicos de ProQuest.' },
  },
  rtonline: {
    nome: 'Revista dos Tribunais Online',
    resumo: {
      pt: 'Doutrina, jurisprudência e legislação da Thomson Reuters.',
      en: 'Legal doctrine, case law and legislation from Thomson Reuters.',
      es: 'Doctrina, jurisprudencia y legislación de Thomson Reuters.',
    },
  },
  lectio: {
    nome: 'Lectio',
    resumo: { pt: 'Livros digitais da plataforma Lectio.', en: 'E-books of the Lectio platform.', es: 'Libros digitales de la plataforma Lectio.' },
  },
  gale: {
    nome: 'Gale',
    resumo: { pt: 'Bases de periódicos e referência da Gale.', en: "Gale's journal and reference databases.", es: 'Bases de revistas y de referencia de Gale.' },
  },
  gale_book: {
    nome: 'Gale eBooks',
    resumo: { pt: 'Obras de referência digitais da Gale.', en: 'Gale digital reference books.', es: 'Obras de referencia digitales de Gale.' },
  },
  oxford: {
    nome: 'Oxford',
    resumo: {
      pt: 'Livros e periódicos da Oxford University Press.',
      en: 'Books and journals from Oxford University Press.',
      es: 'Libros y revistas de Oxford University Press.',
    },
  },
  proquest: {
    nome: 'ProQuest',
    resumo: { pt: 'Teses, periódicos e jornais da ProQuest.', en: 'Theses, journals and newspapers from ProQuest.', es: 'Tesis, revistas y periódicos de ProQuest.' },
  },
  uptodate: {
    nome: 'UpToDate',
    resumo: {
      pt: 'Apoio à decisão clínica baseado em evidências.',
      en: 'Evidence-based clinical decision support.',
      es: 'Apoyo a la decisión clínica basado en evidencias.',
    },
  },
  lexicomp: {
    nome: 'Lexicomp',
    resumo: { pt: 'Informações sobre medicamentos e interações.', en: 'Drug information and interactions.', es: 'Información sobre medicamentos e interacciones.' },
  },
  solucto: {
    nome: 'Solucto',
    resumo: { pt: 'Livros digitais da plataforma Solucto.', en: 'E-books of the Solucto platform.', es: 'Libros digitales de la plataforma Solucto.' },
  },
  jornalderesenhas: {
    nome: 'Jornal de Resenhas',
    resumo: {
      pt: 'Resenhas de livros publicadas pelo Jornal de Resenhas.',
      en: 'Book reviews published by Jornal de Resenhas.',
      es: 'Reseñas de libros publicadas por Jornal de Resenhas.',
    },
  },
};

/** A configured base's display name: the installation's `descricao`, else the publisher's. */
export function displayName(bases: Record<string, BaseExterna> | null, base: string): string {
  const entry = bases && Object.hasOwn(bases, base) ? bases[base] : undefined;
  if (typeof entry?.descricao === 'string' && entry.descricao.trim() !== '') return entry.descricao.trim();
  return Object.hasOwn(CATALOGO_BASES, base) ? CATALOGO_BASES[base as keyof typeof CATALOGO_BASES].nome : base;
}

/**
 * The address the patron is sent to: the configured one, or, when EXTERNAL_BASES_URL is set (a local
 * stand-in in development and e2e), `<it>/<base>` with the configured query kept.
 */
export function effectiveEntry(entry: { link: string; parametro: string }, base: string, override: string | undefined): { link: string; parametro: string } {
  if (!override) return entry;
  const url = new URL(`${override.replace(/\/+$/, '')}/${encodeURIComponent(base)}`);
  url.search = new URL(entry.link).search;
  return { link: url.href, parametro: entry.parametro };
}

/**
 * The configured base a link points at: the base whose address has the link's origin and whose
 * folder (its path up to the last `/`) starts the link's path; the longest folder wins. null: none.
 */
export function baseOfUrl(bases: Record<string, BaseExterna> | null, url: string): string | null {
  if (!bases) return null;
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return null;
  }
  let best: { base: string; folder: number } | null = null;
  for (const base of Object.keys(bases)) {
    const entry = BASE_NAME.test(base) ? baseEntry(bases, base) : null;
    if (!entry) continue;
    const link = new URL(entry.link);
    const folder = link.pathname.slice(0, link.pathname.lastIndexOf('/') + 1);
    if (link.origin !== target.origin || !target.pathname.startsWith(folder)) continue;
    if (!best || folder.length > best.folder) best = { base, folder: folder.length };
  }
  return best?.base ?? null;
}

/** What a link leads to, from the base it points at or its file extension. */
export function kindOfUrl(url: string, base: string | null): TipoVinculo {
  if (base) return 'base';
  const path = pathOf(url).toLowerCase();
  if (/\.pdf$/.test(path)) return 'pdf';
  if (/\.(mp4|webm|ogv|mov|avi|mkv)$/.test(path) || /(^|\.)(youtube\.com|youtu\.be|vimeo\.com)$/.test(hostOf(url))) return 'video';
  if (/\.(mp3|ogg|oga|wav|flac|m4a)$/.test(path)) return 'audio';
  if (/\.(png|jpe?g|gif|webp|svg|tiff?)$/.test(path)) return 'imagem';
  return 'pagina';
}

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
};

/** A status of the probe that means the base is down (5xx), apart from 501 (HEAD not implemented: a server answered). */
const DOWN = (status: number) => status >= 500 && status !== 501;

/**
 * Whether the base's address answers: any HTTP answer below 500 (a HEAD request, redirects not
 * followed) is reachable; no connection, a timeout or a 5xx is not (SPEC.md §8 "external services
 * inaccessible").
 */
export async function reachable(link: string, timeoutMs: number): Promise<boolean> {
  try {
    const res = await fetch(link, { method: 'HEAD', redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel();
    return !DOWN(res.status);
  } catch {
    return false;
  }
}
