import { defineMessages } from '../../plugins/lang';

export const MESSAGES = defineMessages({
  termoObrigatorio: { pt: 'Informe um termo de pesquisa.', en: 'Enter a search term.', es: 'Introduzca un término de búsqueda.' },
  idInvalido: { pt: 'Código de título inválido.', en: 'Invalid title code.', es: 'Código de título no válido.' },
  instituicaoDesconhecida: {
    pt: 'Instituição desconhecida: {codigo}.',
    en: 'Unknown institution: {codigo}.',
    es: 'Institución desconocida: {codigo}.',
  },
  naoNaRede: {
    pt: 'Título não encontrado na rede.',
    en: 'Title not found in the network.',
    es: 'Título no encontrado en la red.',
  },
});
