import { defineMessages, type Text } from '../../plugins/lang';

/** Messages of /api/aquisicao. */
export const MESSAGES = defineMessages({
  situacaoInvalida: {
    pt: 'Situação de sugestão desconhecida.',
    en: 'Unknown suggestion status.',
    es: 'Situación de sugerencia desconocida.',
  },
  somenteEquipe: {
    pt: 'Somente a equipe da biblioteca pode consultar esta lista.',
    en: 'Only the library staff may read this list.',
    es: 'Solo el equipo de la biblioteca puede consultar esta lista.',
  },
});

/** A purchase order's status as a patron reads it. */
export const SITUACOES_PEDIDO: Readonly<Record<'aberto' | 'enviado' | 'recebido_parcial' | 'recebido' | 'cancelado', Text>> = {
  aberto: { pt: 'Pedido aberto', en: 'Order open', es: 'Pedido abierto' },
  enviado: { pt: 'Enviado ao fornecedor', en: 'Sent to the supplier', es: 'Enviado al proveedor' },
  recebido_parcial: { pt: 'Recebido em parte', en: 'Partly received', es: 'Recibido en parte' },
  recebido: { pt: 'Recebido', en: 'Received', es: 'Recibido' },
  cancelado: { pt: 'Pedido cancelado', en: 'Order cancelled', es: 'Pedido cancelado' },
};
