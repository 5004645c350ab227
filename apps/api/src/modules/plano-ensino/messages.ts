import type { RegraPlano } from '@estante/api-contract';
import { defineMessages, type Text } from '../../plugins/lang';

/** Messages of /api/plano-ensino (SPEC.md §5, §8); `{name}` is a parameter. */
export const MESSAGES = defineMessages({
  planoInvalido: { pt: 'Código inválido.', en: 'Invalid code.', es: 'Código no válido.' },
  disciplinaNaoEncontrada: { pt: 'Disciplina não encontrada.', en: 'Discipline not found.', es: 'Asignatura no encontrada.' },
  planoNaoEncontrado: { pt: 'Plano de ensino não encontrado.', en: 'Teaching plan not found.', es: 'Plan de enseñanza no encontrado.' },
  naoLeciona: {
    pt: 'Só o professor que leciona esta disciplina pode alterar o plano de ensino dela.',
    en: 'Only the professor who teaches this discipline can change its teaching plan.',
    es: 'Solo el profesor que imparte esta asignatura puede modificar su plan de enseñanza.',
  },
  versaoDesatualizada: {
    pt: 'Este plano foi alterado em outra janela depois que você o abriu; recarregue para ver a versão atual. Nada foi salvo.',
    en: 'This plan was changed in another window after you opened it; reload to see the current version. Nothing was saved.',
    es: 'Este plan se modificó en otra ventana después de que lo abriera; recargue para ver la versión actual. No se guardó nada.',
  },
  tituloNaoEncontrado: {
    pt: 'Título não encontrado no acervo.',
    en: 'Title not found in the catalogue.',
    es: 'Título no encontrado en el acervo.',
  },
  planoRemovido: { pt: 'Plano de ensino removido.', en: 'Teaching plan removed.', es: 'Plan de enseñanza eliminado.' },
});

/** The message of each rule of the plan (SPEC.md §5), by plano-ensino-regras.ts's names. */
export const REGRAS: Readonly<Record<RegraPlano, Text>> = {
  planoVazio: {
    pt: 'Preencha ao menos um campo do plano: ementa, objetivos, conteúdo, metodologia ou avaliação.',
    en: 'Fill in at least one field of the plan: summary, objectives, content, methodology or assessment.',
    es: 'Complete al menos un campo del plan: resumen, objetivos, contenido, metodología o evaluación.',
  },
  textoLongo: { pt: 'Use no máximo {max} caracteres.', en: 'Use at most {max} characters.', es: 'Use como máximo {max} caracteres.' },
  capituloLongo: { pt: 'Use no máximo {max} caracteres no capítulo.', en: 'Use at most {max} characters for the chapter.', es: 'Use como máximo {max} caracteres en el capítulo.' },
  notaLonga: { pt: 'Use no máximo {max} caracteres na observação.', en: 'Use at most {max} characters for the note.', es: 'Use como máximo {max} caracteres en la observación.' },
  paginaInvalida: {
    pt: 'Informe a página como um número de 1 a {max}.',
    en: 'Enter the page as a number from 1 to {max}.',
    es: 'Indique la página como un número de 1 a {max}.',
  },
  paginasInvertidas: {
    pt: 'A página inicial não pode ser maior que a página final.',
    en: 'The start page cannot be greater than the end page.',
    es: 'La página inicial no puede ser mayor que la página final.',
  },
  tituloRepetido: {
    pt: 'Este título já está na bibliografia do plano.',
    en: 'This title is already in the plan’s bibliography.',
    es: 'Este título ya está en la bibliografía del plan.',
  },
  bibliografiaLonga: {
    pt: 'A bibliografia pode ter no máximo {max} títulos.',
    en: 'The bibliography can have at most {max} titles.',
    es: 'La bibliografía puede tener como máximo {max} títulos.',
  },
};
