import { defineMessages } from '../../plugins/lang';

/** A campus code sent by a client (path, query or form): used by /api/bibliotecas, /api/parametros and /api/unidade-informacao. */
export const CAMPUS_MESSAGES = defineMessages({
  campusInvalido: { pt: 'Código de campus inválido.', en: 'Invalid campus code.', es: 'Código de campus no válido.' },
  campusNaoEncontrado: { pt: 'Campus não encontrado.', en: 'Campus not found.', es: 'Campus no encontrado.' },
});
