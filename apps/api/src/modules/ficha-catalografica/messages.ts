import { defineMessages, type Lang } from '../../plugins/lang';

export const MESSAGES = defineMessages({
  buscaCurta: {
    pt: 'Digite ao menos {min} caracteres do título.',
    en: 'Type at least {min} characters of the title.',
    es: 'Escriba al menos {min} caracteres del título.',
  },
});

/** The card's own words, in the request's language (the record's text stays as catalogued). */
export const CARD_WORDS: Readonly<Record<Lang, { titulo: string; serie: string; ficha: string }>> = {
  pt: { titulo: 'Título', serie: 'Série', ficha: 'Ficha catalográfica' },
  en: { titulo: 'Title', serie: 'Series', ficha: 'Catalogue card' },
  es: { titulo: 'Título', serie: 'Serie', ficha: 'Ficha catalográfica' },
};
