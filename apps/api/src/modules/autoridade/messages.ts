import type { TipoAutoridade } from '@estante/api-contract';
import { defineMessages, type Text } from '../../plugins/lang';

export const MESSAGES = defineMessages({
  autoridadeInvalida: { pt: 'Código de autoridade inválido.', en: 'Invalid authority code.', es: 'Código de autoridad no válido.' },
  autoridadeNaoEncontrada: { pt: 'Autoridade não encontrada.', en: 'Authority not found.', es: 'Autoridad no encontrada.' },
  autoridadeSemMarc: {
    pt: 'Esta autoridade não tem registro MARC.',
    en: 'This authority has no MARC record.',
    es: 'Esta autoridad no tiene registro MARC.',
  },
});

/** The type of a heading, as the page shows it. */
export const TIPO: Record<TipoAutoridade, Text> = {
  A: { pt: 'Autor', en: 'Author', es: 'Autor' },
  S: { pt: 'Assunto', en: 'Subject', es: 'Materia' },
  T: { pt: 'Título uniforme', en: 'Uniform title', es: 'Título uniforme' },
};
