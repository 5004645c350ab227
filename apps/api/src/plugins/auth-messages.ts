import { defineMessages } from './lang';

/** Answers of the access check (plugins/auth.ts). */
export const COMMON_AUTH = defineMessages({
  tokenAusente: { pt: 'Autenticação necessária.', en: 'Authentication required.', es: 'Autenticación requerida.' },
  tokenInvalido: {
    pt: 'Token de acesso inválido ou expirado.',
    en: 'Invalid or expired access token.',
    es: 'Token de acceso no válido o caducado.',
  },
});
