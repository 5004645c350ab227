import { defineMessages, type Text } from '../../plugins/lang';

/** Messages of the footer's calls (general comment, acquisition suggestion); `{name}` is a parameter. */
export const MESSAGES = defineMessages({
  bibliotecaObrigatoria: { pt: 'Escolha a biblioteca.', en: 'Choose the library.', es: 'Elija la biblioteca.' },
  bibliotecaInvalida: { pt: 'Código de biblioteca inválido.', en: 'Invalid library code.', es: 'Código de biblioteca no válido.' },
  bibliotecaNaoEncontrada: { pt: 'Biblioteca não encontrada.', en: 'Library not found.', es: 'Biblioteca no encontrada.' },
  bibliotecaForaDoCampus: {
    pt: 'A biblioteca escolhida não pertence ao campus informado.',
    en: 'The library chosen does not belong to the campus given.',
    es: 'La biblioteca elegida no pertenece al campus indicado.',
  },
  comentarioVazio: { pt: 'Escreva o comentário.', en: 'Write your comment.', es: 'Escriba el comentario.' },
  comentarioLongo: {
    pt: 'O comentário deve ter no máximo {max} caracteres.',
    en: 'The comment must have at most {max} characters.',
    es: 'El comentario debe tener como máximo {max} caracteres.',
  },
  limiteComentarios: {
    pt: 'Você já tem {n} comentário(s) aguardando a aprovação da biblioteca. Envie outro depois que forem avaliados.',
    en: 'You already have {n} comment(s) awaiting the library’s approval. Send another once they have been reviewed.',
    es: 'Ya tiene {n} comentario(s) a la espera de la aprobación de la biblioteca. Envíe otro cuando hayan sido evaluados.',
  },
  comentarioEnviado: {
    pt: 'Comentário enviado. Ele será publicado depois de aprovado pela biblioteca.',
    en: 'Comment sent. It will be published once the library approves it.',
    es: 'Comentario enviado. Se publicará cuando la biblioteca lo apruebe.',
  },
  tituloObrigatorio: { pt: 'Informe o título.', en: 'Enter the title.', es: 'Indique el título.' },
  editorObrigatorio: { pt: 'Informe a editora.', en: 'Enter the publisher.', es: 'Indique la editorial.' },
  campoLongo: {
    pt: 'O campo {campo} deve ter no máximo {max} caracteres.',
    en: 'The field {campo} must have at most {max} characters.',
    es: 'El campo {campo} debe tener como máximo {max} caracteres.',
  },
  isbnInvalido: {
    pt: 'ISBN ou ISSN inválido: informe 10 ou 13 dígitos (ISBN) ou 8 (ISSN); hífens e espaços são aceitos.',
    en: 'Invalid ISBN or ISSN: enter 10 or 13 digits (ISBN) or 8 (ISSN); hyphens and spaces are accepted.',
    es: 'ISBN o ISSN no válido: indique 10 o 13 dígitos (ISBN) u 8 (ISSN); se aceptan guiones y espacios.',
  },
  sugestaoEnviada: {
    pt: 'Sugestão enviada. A biblioteca vai avaliá-la.',
    en: 'Suggestion sent. The library will review it.',
    es: 'Sugerencia enviada. La biblioteca la evaluará.',
  },
  somenteProfessor: {
    pt: 'Somente professores podem enviar uma sugestão de professor.',
    en: 'Only teachers may send a teacher’s suggestion.',
    es: 'Solo los profesores pueden enviar una sugerencia de profesor.',
  },
  cursoSoProfessor: {
    pt: 'Curso e disciplina só podem ser informados numa sugestão de professor.',
    en: 'A course or discipline may only be named in a teacher’s suggestion.',
    es: 'Curso y asignatura solo pueden indicarse en una sugerencia de profesor.',
  },
  cursoNaoEncontrado: { pt: 'Curso não encontrado.', en: 'Course not found.', es: 'Curso no encontrado.' },
  disciplinaNaoEncontrada: { pt: 'Disciplina não encontrada.', en: 'Discipline not found.', es: 'Asignatura no encontrada.' },
  disciplinaForaDoCurso: {
    pt: 'A disciplina escolhida não faz parte do curso informado.',
    en: 'The discipline chosen is not part of the course given.',
    es: 'La asignatura elegida no forma parte del curso indicado.',
  },
  sugestaoRepetida: {
    pt: 'Você acabou de enviar esta mesma sugestão; ela já foi registrada.',
    en: 'You have just sent this same suggestion; it is already recorded.',
    es: 'Acaba de enviar esta misma sugerencia; ya está registrada.',
  },
  permissaoNegada: {
    pt: 'Você não tem permissão para esta operação.',
    en: 'You are not allowed to do this.',
    es: 'No tiene permiso para esta operación.',
  },
});

/** Field names of a suggestion as a patron reads them, for the "too long" message. */
export const CAMPOS: Readonly<Record<'autor' | 'titulo' | 'edicao' | 'editor' | 'isbn_issn' | 'outras_inf', Text>> = {
  autor: { pt: 'autor', en: 'author', es: 'autor' },
  titulo: { pt: 'título', en: 'title', es: 'título' },
  edicao: { pt: 'edição', en: 'edition', es: 'edición' },
  editor: { pt: 'editora', en: 'publisher', es: 'editorial' },
  isbn_issn: { pt: 'ISBN/ISSN', en: 'ISBN/ISSN', es: 'ISBN/ISSN' },
  outras_inf: { pt: 'outras informações', en: 'other information', es: 'otras informaciones' },
};
