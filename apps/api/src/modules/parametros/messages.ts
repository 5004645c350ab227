import { defineMessages } from '../../plugins/lang';

export const MESSAGES = defineMessages({
  configuracaoAusente: {
    pt: 'Configuração da instituição ausente.',
    en: 'Institution settings are missing.',
    es: 'Falta la configuración de la institución.',
  },
  atividadeInvalida: { pt: 'Código de atividade inválido.', en: 'Invalid activity code.', es: 'Código de actividad no válido.' },
  atividadeNaoEncontrada: { pt: 'Atividade não encontrada.', en: 'Activity not found.', es: 'Actividad no encontrada.' },
});
