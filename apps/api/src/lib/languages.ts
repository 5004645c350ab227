import type { Lang } from '../plugins/lang';

/** MARC language codes (008/35-37) of the seed data and the usual ones, in pt / en / es. */
const LANGUAGES: Record<string, [string, string, string]> = {
  por: ['Português', 'Portuguese', 'Portugués'],
  eng: ['Inglês', 'English', 'Inglés'],
  spa: ['Espanhol', 'Spanish', 'Español'],
  fre: ['Francês', 'French', 'Francés'],
  ger: ['Alemão', 'German', 'Alemán'],
  ita: ['Italiano', 'Italian', 'Italiano'],
  lat: ['Latim', 'Latin', 'Latín'],
  rus: ['Russo', 'Russian', 'Ruso'],
  arm: ['Armênio', 'Armenian', 'Armenio'],
  heb: ['Hebraico', 'Hebrew', 'Hebreo'],
  nep: ['Nepalês', 'Nepali', 'Nepalí'],
  chi: ['Chinês', 'Chinese', 'Chino'],
  jpn: ['Japonês', 'Japanese', 'Japonés'],
  kor: ['Coreano', 'Korean', 'Coreano'],
  cze: ['Tcheco', 'Czech', 'Checo'],
  pol: ['Polonês', 'Polish', 'Polaco'],
  dut: ['Holandês', 'Dutch', 'Neerlandés'],
  ara: ['Árabe', 'Arabic', 'Árabe'],
  gre: ['Grego', 'Greek', 'Griego'],
  grc: ['Grego antigo', 'Ancient Greek', 'Griego antiguo'],
  hin: ['Híndi', 'Hindi', 'Hindi'],
  san: ['Sânscrito', 'Sanskrit', 'Sánscrito'],
  yid: ['Iídiche', 'Yiddish', 'Ídish'],
  swe: ['Sueco', 'Swedish', 'Sueco'],
  dan: ['Dinamarquês', 'Danish', 'Danés'],
  nor: ['Norueguês', 'Norwegian', 'Noruego'],
  fin: ['Finlandês', 'Finnish', 'Finés'],
  hun: ['Húngaro', 'Hungarian', 'Húngaro'],
  cat: ['Catalão', 'Catalan', 'Catalán'],
  glg: ['Galego', 'Galician', 'Gallego'],
  ukr: ['Ucraniano', 'Ukrainian', 'Ucraniano'],
  tur: ['Turco', 'Turkish', 'Turco'],
  per: ['Persa', 'Persian', 'Persa'],
  mul: ['Vários idiomas', 'Multiple languages', 'Varios idiomas'],
  zxx: ['Sem conteúdo linguístico', 'No linguistic content', 'Sin contenido lingüístico'],
  und: ['Indeterminado', 'Undetermined', 'Indeterminado'],
};

export function languageName(code: string | null, lang: Lang): string | null {
  if (!code) return null;
  const names = LANGUAGES[code];
  if (!names) return code;
  return names[lang === 'pt' ? 0 : lang === 'en' ? 1 : 2];
}
