import { defineMessages } from '../../../plugins/lang';

/** Messages of work posting. */
export const MESSAGES = defineMessages({
  naoConfigurada: {
    pt: 'A biblioteca não configurou a postagem de trabalhos. Procure a biblioteca para entregar seu trabalho.',
    en: 'The library has not configured work posting. Please contact the library to hand in your work.',
    es: 'La biblioteca no configuró el envío de trabajos. Diríjase a la biblioteca para entregar su trabajo.',
  },
});
