import { defineMessages } from '../../plugins/lang';

/** Messages of the external content bases and of the links' calls (SPEC.md §8). */
export const MESSAGES = defineMessages({
  /** 404 BASE_EXTERNA_NAO_CONFIGURADA: SPEC.md §8 "external services inaccessible (contact support)". */
  naoConfigurada: {
    pt: 'Serviços externos inacessíveis: esta base de conteúdo não está configurada. Entre em contato com o suporte.',
    en: 'External services inaccessible: this content base is not configured. Please contact support.',
    es: 'Servicios externos inaccesibles: esta base de contenido no está configurada. Póngase en contacto con el soporte.',
  },
  /** 502 BASE_EXTERNA_INACESSIVEL. */
  inacessivel: {
    pt: 'Serviços externos inacessíveis. Entre em contato com o suporte.',
    en: 'External services inaccessible. Please contact support.',
    es: 'Servicios externos inaccesibles. Póngase en contacto con el soporte.',
  },
  vinculoNaoEncontrado: {
    pt: 'Este título não tem esse link.',
    en: 'This title has no such link.',
    es: 'Este título no tiene ese enlace.',
  },
  acervosInvalidos: {
    pt: 'Informe de 1 a 100 códigos de título separados por vírgula.',
    en: 'Give 1 to 100 title codes separated by commas.',
    es: 'Indique de 1 a 100 códigos de título separados por comas.',
  },
  urlInvalida: {
    pt: 'Endereço de link inválido.',
    en: 'Invalid link address.',
    es: 'Dirección de enlace no válida.',
  },
  tituloNaoEncontrado: {
    pt: 'Título não encontrado.',
    en: 'Title not found.',
    es: 'Título no encontrado.',
  },
  // the text alternatives of a link's image
  tipoBase: { pt: 'Base de conteúdo externa: {base}', en: 'External content base: {base}', es: 'Base de contenido externa: {base}' },
  tipoPdf: { pt: 'Documento PDF', en: 'PDF document', es: 'Documento PDF' },
  tipoVideo: { pt: 'Vídeo', en: 'Video', es: 'Vídeo' },
  tipoAudio: { pt: 'Áudio', en: 'Audio', es: 'Audio' },
  tipoImagem: { pt: 'Imagem', en: 'Image', es: 'Imagen' },
  tipoPagina: { pt: 'Página da web', en: 'Web page', es: 'Página web' },
});
