import { defineMessages } from '../../../plugins/lang';

/** Messages of the title page's calls; `{name}` is a parameter. */
export const MESSAGES = defineMessages({
  idInvalido: { pt: 'Código de título inválido.', en: 'Invalid title code.', es: 'Código de título no válido.' },
  tituloNaoEncontrado: { pt: 'Título não encontrado.', en: 'Title not found.', es: 'Título no encontrado.' },
  nenhumTitulo: {
    pt: 'Nenhum dos títulos informados foi encontrado no catálogo.',
    en: 'None of the titles given was found in the catalogue.',
    es: 'Ninguno de los títulos indicados se encontró en el catálogo.',
  },
  incluido: {
    pt: 'Título incluído na sua cesta permanente.',
    en: 'Title added to your permanent basket.',
    es: 'Título incluido en su cesta permanente.',
  },
  incluidos: {
    pt: '{n} título(s) incluído(s) na sua cesta permanente.',
    en: '{n} title(s) added to your permanent basket.',
    es: '{n} título(s) incluido(s) en su cesta permanente.',
  },
  jaIncluido: {
    pt: 'Este título já está na sua cesta permanente.',
    en: 'This title is already in your permanent basket.',
    es: 'Este título ya está en su cesta permanente.',
  },
  jaIncluidos: {
    pt: 'Os títulos já estão na sua cesta permanente.',
    en: 'The titles are already in your permanent basket.',
    es: 'Los títulos ya están en su cesta permanente.',
  },
  removido: {
    pt: 'Título retirado da sua cesta permanente.',
    en: 'Title removed from your permanent basket.',
    es: 'Título retirado de su cesta permanente.',
  },
  naoEstaNaCesta: {
    pt: 'Este título não está na sua cesta permanente.',
    en: 'This title is not in your permanent basket.',
    es: 'Este título no está en su cesta permanente.',
  },
  esvaziada: {
    pt: 'Sua cesta permanente foi esvaziada: {n} título(s) retirado(s).',
    en: 'Your permanent basket was emptied: {n} title(s) removed.',
    es: 'Su cesta permanente fue vaciada: {n} título(s) retirado(s).',
  },
  jaVazia: {
    pt: 'Sua cesta permanente já estava vazia.',
    en: 'Your permanent basket was already empty.',
    es: 'Su cesta permanente ya estaba vacía.',
  },
});
