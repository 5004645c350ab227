import type { MotivoRenovacao } from '@estante/api-contract';
import { defineMessages, type Text } from '../../plugins/lang';

/** /api/emprestimo (pending loans, renewals, the due-date feed): every message in pt, en and es. */
export const MESSAGES = defineMessages({
  nenhumItem: {
    pt: 'Selecione um item para renovar.',
    en: 'Pick an item to renew.',
    es: 'Seleccione un ítem para renovar.',
  },
  itensDemais: {
    pt: 'Renove no máximo {max} itens de cada vez.',
    en: 'Renew at most {max} items at a time.',
    es: 'Renueve como máximo {max} ítems a la vez.',
  },
  resumo: {
    pt: '{renovados} de {total} renovados.',
    en: '{renovados} of {total} renewed.',
    es: '{renovados} de {total} renovados.',
  },
  calendarioNaoEncontrado: {
    pt: 'Calendário não encontrado: o endereço não existe ou foi revogado.',
    en: 'Calendar not found: the address does not exist or was revoked.',
    es: 'Calendario no encontrado: la dirección no existe o fue revocada.',
  },
});

/** Why a renewal is refused, as the patron reads it. */
export const MOTIVOS: Readonly<Record<MotivoRenovacao, Text>> = {
  USUARIO_BLOQUEADO: {
    pt: 'Usuário bloqueado: procure a biblioteca (bloqueio ou débito em aberto há mais de 30 dias).',
    en: 'Patron blocked: please contact the library (a block, or a debt unpaid for more than 30 days).',
    es: 'Usuario bloqueado: diríjase a la biblioteca (bloqueo o deuda pendiente hace más de 30 días).',
  },
  DEBITOS_PENDENTES: {
    pt: 'Há débitos pendentes: quite-os antes de renovar.',
    en: 'You have unpaid debts: pay them before renewing.',
    es: 'Hay deudas pendientes: páguelas antes de renovar.',
  },
  EMPRESTIMO_ATRASADO: {
    pt: 'Empréstimo em atraso: devolva o item na biblioteca.',
    en: 'Overdue loan: please return the item to the library.',
    es: 'Préstamo atrasado: devuelva el ítem en la biblioteca.',
  },
  RESERVADO: {
    pt: 'Título reservado por outro usuário: não pode ser renovado.',
    en: 'Another patron has reserved this title: it cannot be renewed.',
    es: 'Título reservado por otro usuario: no se puede renovar.',
  },
  LIMITE_RENOVACOES: {
    pt: 'Limite de renovações atingido ({limite}).',
    en: 'Renewal limit reached ({limite}).',
    es: 'Límite de renovaciones alcanzado ({limite}).',
  },
  EMPRESTIMO_NAO_ENCONTRADO: {
    pt: 'Empréstimo não encontrado entre os seus.',
    en: 'Loan not found among yours.',
    es: 'Préstamo no encontrado entre los suyos.',
  },
};

/** Texts of the .ics feed. */
export const FEED = defineMessages({
  resumo: { pt: 'Devolver: {titulo}', en: 'Return: {titulo}', es: 'Devolver: {titulo}' },
  descricao: {
    pt: 'Biblioteca: {biblioteca}. Renovações: {qtde} de {limite}.',
    en: 'Library: {biblioteca}. Renewals: {qtde} of {limite}.',
    es: 'Biblioteca: {biblioteca}. Renovaciones: {qtde} de {limite}.',
  },
  lembrete: { pt: 'Devolver amanhã: {titulo}', en: 'Return tomorrow: {titulo}', es: 'Devolver mañana: {titulo}' },
  nome: { pt: 'Devoluções da biblioteca', en: 'Library due dates', es: 'Devoluciones de la biblioteca' },
});
