import type { SituacaoFasciculo } from '@estante/api-contract';
import { defineMessages, type Text } from '../../../plugins/lang';

export const MESSAGES = defineMessages({
  idInvalido: { pt: 'Código de título inválido.', en: 'Invalid title code.', es: 'Código de título no válido.' },
  anoInvalido: {
    pt: 'Código de título ou ano inválido: informe o código do título e um ano com quatro dígitos.',
    en: 'Invalid title code or year: give the title code and a four-digit year.',
    es: 'Código de título o año no válido: indique el código del título y un año de cuatro dígitos.',
  },
  tituloNaoEncontrado: { pt: 'Título não encontrado.', en: 'Title not found.', es: 'Título no encontrado.' },
});

/** The status of an issue, as the kardex shows it. */
export const SITUACAO_FASCICULO: Record<SituacaoFasciculo, Text> = {
  recebido: { pt: 'Recebido', en: 'Received', es: 'Recibido' },
  atrasado: { pt: 'Em atraso', en: 'Late', es: 'Atrasado' },
  faltante: { pt: 'Não recebido', en: 'Missing', es: 'No recibido' },
};
