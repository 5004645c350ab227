import type { NivelCurso } from '@estante/api-contract';
import { defineMessages, type Text } from '../../plugins/lang';

export const MESSAGES = defineMessages({
  termoObrigatorio: { pt: 'Informe um termo de pesquisa.', en: 'Enter a search term.', es: 'Introduzca un término de búsqueda.' },
  filtroInvalido: {
    pt: 'Filtro inválido: use CÓDIGO:valor separados por vírgula (por exemplo A:12,T:1,R:cr).',
    en: 'Invalid filter: use CODE:value pairs separated by commas (e.g. A:12,T:1,R:cr).',
    es: 'Filtro no válido: use pares CÓDIGO:valor separados por comas (por ejemplo A:12,T:1,R:cr).',
  },
  campusInvalido: { pt: 'Código de campus inválido.', en: 'Invalid campus code.', es: 'Código de campus no válido.' },
  campusNaoEncontrado: { pt: 'Campus não encontrado.', en: 'Campus not found.', es: 'Campus no encontrado.' },
  bibliotecaInvalida: { pt: 'Código de biblioteca inválido.', en: 'Invalid library code.', es: 'Código de biblioteca no válido.' },
  bibliotecaNaoEncontrada: { pt: 'Biblioteca não encontrada.', en: 'Library not found.', es: 'Biblioteca no encontrada.' },
  cursoInvalido: { pt: 'Código de curso inválido.', en: 'Invalid course code.', es: 'Código de curso no válido.' },
  cursoNaoEncontrado: { pt: 'Curso não encontrado.', en: 'Course not found.', es: 'Curso no encontrado.' },
  disciplinaInvalida: { pt: 'Código de disciplina inválido.', en: 'Invalid discipline code.', es: 'Código de asignatura no válido.' },
  disciplinaNaoEncontrada: { pt: 'Disciplina não encontrada.', en: 'Discipline not found.', es: 'Asignatura no encontrada.' },
  professorInvalido: { pt: 'Código de professor inválido.', en: 'Invalid professor code.', es: 'Código de profesor no válido.' },
  professorNaoEncontrado: { pt: 'Professor não encontrado.', en: 'Professor not found.', es: 'Profesor no encontrado.' },
  dataInvalida: { pt: 'Data inválida: use AAAA-MM-DD.', en: 'Invalid date: use YYYY-MM-DD.', es: 'Fecha no válida: use AAAA-MM-DD.' },
  intervaloInvalido: {
    pt: 'A data inicial não pode ser posterior à final.',
    en: 'The start date cannot be after the end date.',
    es: 'La fecha inicial no puede ser posterior a la final.',
  },
  intervaloLongo: { pt: 'O período pode ter no máximo um ano.', en: 'The period can be one year at most.', es: 'El período puede tener como máximo un año.' },
});

/** Labels of the search screen's options. */
export const LABELS = defineMessages({
  relevancia: { pt: 'Relevância', en: 'Relevance', es: 'Relevancia' },
  obra: { pt: 'Título', en: 'Title', es: 'Título' },
  ano: { pt: 'Ano de publicação', en: 'Publication year', es: 'Año de publicación' },
  autor: { pt: 'Autor', en: 'Author', es: 'Autor' },
  crescente: { pt: 'Crescente', en: 'Ascending', es: 'Ascendente' },
  decrescente: { pt: 'Decrescente', en: 'Descending', es: 'Descendente' },
  todosOsCampos: { pt: 'Todos os campos', en: 'All fields', es: 'Todos los campos' },
  assunto: { pt: 'Assunto', en: 'Subject', es: 'Materia' },
  tituloPeriodico: { pt: 'Título do periódico', en: 'Serial title', es: 'Título de la publicación' },
});

/** The level of a course, as the lists show it. */
export const NIVEL: Readonly<Record<NivelCurso, Text>> = {
  graduacao: { pt: 'Graduação', en: 'Undergraduate', es: 'Grado' },
  pos_graduacao: { pt: 'Pós-graduação', en: 'Graduate', es: 'Posgrado' },
  tecnico: { pt: 'Técnico', en: 'Technical', es: 'Técnico' },
};
