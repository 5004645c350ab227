import { defineMessages } from '../../../plugins/lang';

/** SPEC.md §8 "authentication permissions denied". */
export const MESSAGES = defineMessages({
  permissaoNegada: {
    pt: 'Permissões de autenticação negadas: seu vínculo não dá acesso a esta função do Meu Pergamum.',
    en: 'Authentication permissions denied: your category has no access to this part of the personal area.',
    es: 'Permisos de autenticación denegados: su vínculo no da acceso a esta función de Mi Pergamum.',
  },
});
