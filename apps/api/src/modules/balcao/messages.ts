import { defineMessages } from '../../plugins/lang';

/** Messages of /api/balcao (the library desk). */
export const MESSAGES = defineMessages({
  somenteBalcao: {
    pt: 'Somente o balcão de empréstimo da biblioteca pode fazer esta operação.',
    en: "Only the library's loan desk can do this.",
    es: 'Solo el mostrador de préstamo de la biblioteca puede realizar esta operación.',
  },
  tokenInvalido: {
    pt: 'Token de empréstimo inválido, expirado ou já utilizado. Peça ao usuário para gerar um novo token.',
    en: 'Loan token invalid, expired or already used. Ask the patron to generate a new one.',
    es: 'Token de préstamo no válido, caducado o ya utilizado. Pida al usuario que genere uno nuevo.',
  },
  exemplarNaoEncontrado: {
    pt: 'Exemplar {exemplar} não encontrado. Confira o código de barras.',
    en: 'Copy {exemplar} not found. Check the barcode.',
    es: 'Ejemplar {exemplar} no encontrado. Verifique el código de barras.',
  },
  usuarioBloqueado: {
    pt: 'Usuário bloqueado: nenhum empréstimo até a regularização junto à biblioteca.',
    en: 'Patron blocked: no loans until the matter is settled with the library.',
    es: 'Usuario bloqueado: ningún préstamo hasta regularizar la situación con la biblioteca.',
  },
  exemplarEmprestado: {
    pt: 'O exemplar {exemplar} já está emprestado.',
    en: 'Copy {exemplar} is already on loan.',
    es: 'El ejemplar {exemplar} ya está prestado.',
  },
  consultaLocal: {
    pt: 'O exemplar {exemplar} é de consulta local e não pode ser emprestado.',
    en: 'Copy {exemplar} is for use in the library only and cannot be lent.',
    es: 'El ejemplar {exemplar} es de consulta local y no se puede prestar.',
  },
  reservadoOutro: {
    pt: 'O exemplar {exemplar} está separado para a reserva de outro usuário.',
    en: "Copy {exemplar} is set aside for another patron's hold.",
    es: 'El ejemplar {exemplar} está apartado para la reserva de otro usuario.',
  },
  exemplarIndisponivel: {
    pt: 'O exemplar {exemplar} não está disponível para empréstimo (em trânsito).',
    en: 'Copy {exemplar} is not available for loan (in transit).',
    es: 'El ejemplar {exemplar} no está disponible para préstamo (en tránsito).',
  },
  naoEmprestado: {
    pt: 'O exemplar {exemplar} não está emprestado.',
    en: 'Copy {exemplar} is not on loan.',
    es: 'El ejemplar {exemplar} no está prestado.',
  },
  naoNaEstante: {
    pt: 'O exemplar {exemplar} não está na estante: não pode ser liberado para uma reserva.',
    en: 'Copy {exemplar} is not on the shelf: it cannot be released to a hold.',
    es: 'El ejemplar {exemplar} no está en el estante: no se puede liberar para una reserva.',
  },
  filaVazia: {
    pt: 'Nenhuma reserva aguarda na fila deste título para o exemplar {exemplar}.',
    en: "No hold waits in this title's queue for copy {exemplar}.",
    es: 'Ninguna reserva espera en la cola de este título para el ejemplar {exemplar}.',
  },
  solicitacaoNaoEncontrada: {
    pt: 'Solicitação {id} não encontrada.',
    en: 'Request {id} not found.',
    es: 'Solicitud {id} no encontrada.',
  },
  solicitacaoJaDisponivel: {
    pt: 'A solicitação {id} já está disponível para retirada.',
    en: 'Request {id} is already ready to collect.',
    es: 'La solicitud {id} ya está disponible para retiro.',
  },
  solicitacaoEncerrada: {
    pt: 'A solicitação {id} já foi finalizada ou cancelada.',
    en: 'Request {id} was already finished or cancelled.',
    es: 'La solicitud {id} ya fue finalizada o cancelada.',
  },
  solicitacaoInvalida: { pt: 'Código de solicitação inválido.', en: 'Invalid request code.', es: 'Código de solicitud no válido.' },
});
