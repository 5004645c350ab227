import { defineMessages } from '../../../plugins/lang';

/** Messages of /api/emprestimo/token. */
export const MESSAGES = defineMessages({
  somenteBalcao: {
    pt: 'Somente o balcão de empréstimo da biblioteca pode validar um token de empréstimo.',
    en: "Only the library's loan desk can validate a loan token.",
    es: 'Solo el mostrador de préstamo de la biblioteca puede validar un token de préstamo.',
  },
  tokenInvalido: {
    pt: 'Token de empréstimo inválido, expirado ou já utilizado. Peça ao usuário para gerar um novo token.',
    en: 'Loan token invalid, expired or already used. Ask the patron to generate a new one.',
    es: 'Token de préstamo no válido, caducado o ya utilizado. Pida al usuario que genere uno nuevo.',
  },
});
