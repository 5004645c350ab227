import { defineMessages, type Text } from '../../plugins/lang';

/** Messages of /api/reserva (SPEC.md §8 hold errors); `{name}` is a parameter. */
export const MESSAGES = defineMessages({
  acervoInvalido: { pt: 'Código de título inválido.', en: 'Invalid title code.', es: 'Código de título no válido.' },
  acervoObrigatorio: { pt: 'Informe o título a reservar.', en: 'Say which title to hold.', es: 'Indique el título que desea reservar.' },
  acervoNaoEncontrado: { pt: 'Título não encontrado.', en: 'Title not found.', es: 'Título no encontrado.' },
  reservaInvalida: { pt: 'Código de reserva inválido.', en: 'Invalid hold code.', es: 'Código de reserva no válido.' },
  reservaNaoEncontrada: { pt: 'Reserva não encontrada.', en: 'Hold not found.', es: 'Reserva no encontrada.' },
  exemplaresDisponiveis: {
    pt: 'Reserva indisponível: há exemplares deste título disponíveis na estante. Retire um deles no balcão de empréstimo.',
    en: 'Hold unavailable: copies of this title are available on the shelf. Borrow one at the loan desk.',
    es: 'Reserva no disponible: hay ejemplares de este título disponibles en el estante. Retire uno en el mostrador de préstamo.',
  },
  semExemplares: {
    pt: 'Reserva indisponível: não há exemplares deste título no acervo.',
    en: 'Hold unavailable: the library has no copies of this title.',
    es: 'Reserva no disponible: no hay ejemplares de este título en el acervo.',
  },
  nenhumReservavel: {
    pt: 'Reserva indisponível: os exemplares deste título são somente para consulta local e não podem ser reservados.',
    en: 'Hold unavailable: the copies of this title are for reading in the library only and cannot be held.',
    es: 'Reserva no disponible: los ejemplares de este título son solo para consulta en sala y no pueden reservarse.',
  },
  reservaDuplicada: {
    pt: 'Solicitação duplicada: você já tem uma reserva deste título.',
    en: 'Duplicate request: you already have a hold on this title.',
    es: 'Solicitud duplicada: ya tiene una reserva de este título.',
  },
  emprestimoAtivo: {
    pt: 'Reserva indisponível: você já está com um exemplar deste título emprestado.',
    en: 'Hold unavailable: you already have a copy of this title on loan.',
    es: 'Reserva no disponible: ya tiene un ejemplar de este título en préstamo.',
  },
  limiteReservas: {
    pt: 'Limite de reservas atingido: sua categoria permite {n} reserva(s) em aberto. Cancele uma delas para reservar este título.',
    en: 'Hold limit reached: your category allows {n} open hold(s). Cancel one of them to hold this title.',
    es: 'Límite de reservas alcanzado: su categoría permite {n} reserva(s) abierta(s). Cancele una de ellas para reservar este título.',
  },
  categoriaSemReserva: {
    pt: 'Sua categoria de usuário não permite reservas. Procure o balcão de atendimento da biblioteca.',
    en: 'Your patron category does not allow holds. Please contact the library desk.',
    es: 'Su categoría de usuario no permite reservas. Diríjase al mostrador de la biblioteca.',
  },
  usuarioBloqueado: {
    pt: 'Você não pode fazer reservas: há bloqueio ou débito vencido em seu cadastro. Procure o balcão de atendimento da biblioteca.',
    en: 'You cannot place holds: your record is blocked or has an overdue debt. Please contact the library desk.',
    es: 'No puede hacer reservas: su registro está bloqueado o tiene una deuda vencida. Diríjase al mostrador de la biblioteca.',
  },
  volumeObrigatorio: { pt: 'Escolha o volume.', en: 'Choose the volume.', es: 'Elija el volumen.' },
  tomoObrigatorio: { pt: 'Escolha o tomo.', en: 'Choose the tome.', es: 'Elija el tomo.' },
  parteObrigatoria: { pt: 'Escolha a parte.', en: 'Choose the part.', es: 'Elija la parte.' },
  materialObrigatorio: { pt: 'Escolha o material.', en: 'Choose the material.', es: 'Elija el material.' },
  escolhaIndisponivel: {
    pt: 'Nenhum exemplar que permite reserva corresponde a esta escolha.',
    en: 'No copy that allows holds matches this choice.',
    es: 'Ningún ejemplar que permita reservas corresponde a esta elección.',
  },
  bibliotecaObrigatoria: { pt: 'Escolha a biblioteca de retirada.', en: 'Choose the library to collect it from.', es: 'Elija la biblioteca de retiro.' },
  bibliotecaInvalida: {
    pt: 'Escolha uma das bibliotecas que têm exemplares deste título.',
    en: 'Choose one of the libraries that have copies of this title.',
    es: 'Elija una de las bibliotecas que tienen ejemplares de este título.',
  },
  chaveInvalida: {
    pt: 'Cabeçalho Idempotency-Key inválido (de 1 a 200 caracteres).',
    en: 'Invalid Idempotency-Key header (1 to 200 characters).',
    es: 'Cabecera Idempotency-Key no válida (de 1 a 200 caracteres).',
  },
  chaveReutilizada: {
    pt: 'Esta Idempotency-Key já foi usada em uma reserva de outro título.',
    en: 'This Idempotency-Key was already used for a hold on another title.',
    es: 'Esta Idempotency-Key ya se usó en una reserva de otro título.',
  },
  reservaFeita: {
    pt: 'Reserva feita: você é o número {posicao} da fila.',
    en: 'Hold placed: you are number {posicao} in the queue.',
    es: 'Reserva hecha: usted es el número {posicao} de la fila.',
  },
  reservaCancelada: { pt: 'Reserva cancelada.', en: 'Hold cancelled.', es: 'Reserva cancelada.' },
  reservaAtendida: {
    pt: 'Esta reserva já foi atendida (virou empréstimo) e não pode ser cancelada.',
    en: 'This hold has already been fulfilled (it became a loan) and cannot be cancelled.',
    es: 'Esta reserva ya fue atendida (se convirtió en préstamo) y no puede cancelarse.',
  },
});

/** How a patron reads a hold's situation. */
export const SITUACOES: Readonly<Record<'fila' | 'liberada' | 'cancelada' | 'atendida', Text>> = {
  fila: { pt: 'Na fila', en: 'In the queue', es: 'En la fila' },
  liberada: { pt: 'Disponível para retirada', en: 'Ready to collect', es: 'Disponible para retirar' },
  cancelada: { pt: 'Cancelada', en: 'Cancelled', es: 'Cancelada' },
  atendida: { pt: 'Atendida', en: 'Fulfilled', es: 'Atendida' },
};

/** The label of "none" for a choice the copies do not have (a single volume, no tome, no part). */
export const NENHUM: Readonly<Record<'volume' | 'tomo' | 'parte' | 'material', Text>> = {
  volume: { pt: 'Volume único', en: 'Single volume', es: 'Volumen único' },
  tomo: { pt: 'Sem tomo', en: 'No tome', es: 'Sin tomo' },
  parte: { pt: 'Sem parte', en: 'No part', es: 'Sin parte' },
  material: { pt: 'Não informado', en: 'Not given', es: 'No indicado' },
};

/** Stored as the reason of a hold the patron cancelled (in the library's language, like the seed's). */
export const MOTIVO_CANCELADA_PELO_USUARIO = 'Cancelada pelo usuário.';

/**
 * The cancellation reasons the library records (stored as written, in Portuguese), as a patron reads
 * them in each language; a reason not listed here is shown as stored.
 */
export const MOTIVOS_CANCELAMENTO: Readonly<Record<string, Text>> = {
  [MOTIVO_CANCELADA_PELO_USUARIO]: { pt: 'Cancelada pelo usuário.', en: 'Cancelled by the patron.', es: 'Cancelada por el usuario.' },
  'Prazo de retirada expirado.': { pt: 'Prazo de retirada expirado.', en: 'Collection deadline expired.', es: 'Plazo de retiro vencido.' },
  'Cancelada pela biblioteca: exemplar em restauração.': {
    pt: 'Cancelada pela biblioteca: exemplar em restauração.',
    en: 'Cancelled by the library: copy under restoration.',
    es: 'Cancelada por la biblioteca: ejemplar en restauración.',
  },
};
