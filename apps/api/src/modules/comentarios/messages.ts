import { defineMessages } from '../../plugins/lang';

/** Messages of /api/comentarios; `{name}` is a parameter. */
export const MESSAGES = defineMessages({
  idInvalido: { pt: 'Código inválido.', en: 'Invalid code.', es: 'Código no válido.' },
  tituloNaoEncontrado: { pt: 'Título não encontrado.', en: 'Title not found.', es: 'Título no encontrado.' },
  comentarioNaoEncontrado: { pt: 'Comentário não encontrado.', en: 'Comment not found.', es: 'Comentario no encontrado.' },
  comentarioVazio: { pt: 'Escreva o comentário.', en: 'Write your comment.', es: 'Escriba el comentario.' },
  comentarioLongo: {
    pt: 'O comentário deve ter no máximo {max} caracteres.',
    en: 'The comment must have at most {max} characters.',
    es: 'El comentario debe tener como máximo {max} caracteres.',
  },
  /** SPEC.md §8 "comment limit exceeded". */
  limiteComentarios: {
    pt: 'Limite de comentários excedido: você já enviou {n} comentário(s) nas últimas 24 horas. Tente novamente amanhã.',
    en: 'Comment limit exceeded: you have already sent {n} comment(s) in the last 24 hours. Please try again tomorrow.',
    es: 'Límite de comentarios excedido: ya envió {n} comentario(s) en las últimas 24 horas. Inténtelo de nuevo mañana.',
  },
  /** SPEC.md §8 "comment sent". */
  comentarioEnviado: {
    pt: 'Comentário enviado. Ele será publicado depois de aprovado pela biblioteca.',
    en: 'Comment sent. It will be published once the library approves it.',
    es: 'Comentario enviado. Se publicará cuando la biblioteca lo apruebe.',
  },
  permissaoNegada: {
    pt: 'Você não tem permissão para comentar.',
    en: 'You are not allowed to comment.',
    es: 'No tiene permiso para comentar.',
  },
  comentarioExcluido: { pt: 'Comentário excluído.', en: 'Comment deleted.', es: 'Comentario eliminado.' },
  somenteEquipe: {
    pt: 'Somente a equipe da biblioteca pode moderar comentários.',
    en: 'Only the library staff may moderate comments.',
    es: 'Solo el personal de la biblioteca puede moderar comentarios.',
  },
  comentarioAprovado: { pt: 'Comentário aprovado.', en: 'Comment approved.', es: 'Comentario aprobado.' },
  comentarioRejeitado: { pt: 'Comentário rejeitado.', en: 'Comment rejected.', es: 'Comentario rechazado.' },
});
