import { defineMessages } from '../../../plugins/lang';

/** Messages of POST /api/unidade-informacao/gru; `{valor}` is an amount written "R$ 5,00". */
export const MESSAGES = defineMessages({
  /** SPEC.md §8 "user without CPF must contact the unit" (422 USUARIO_SEM_CPF). */
  semCpf: {
    pt: 'Usuário sem CPF cadastrado: procure a unidade de informação para emitir a guia de pagamento.',
    en: 'User without a CPF on record: please contact the library to issue the payment slip.',
    es: 'Usuario sin CPF registrado: diríjase a la unidad de información para emitir la guía de pago.',
  },
  bibliotecaInvalida: { pt: 'Biblioteca inválida.', en: 'Invalid library.', es: 'Biblioteca no válida.' },
  semDebitos: {
    pt: 'Você não tem débitos em aberto nesta biblioteca.',
    en: 'You have no open debts at this library.',
    es: 'No tiene deudas pendientes en esta biblioteca.',
  },
  valorInvalido: { pt: 'Informe o valor em reais, por exemplo 5,00.', en: 'Give the amount in reais, e.g. 5.00.', es: 'Indique el importe en reales, por ejemplo 5,00.' },
  valorDiferente: {
    pt: 'O valor da GRU deve ser o saldo em aberto nesta biblioteca: {valor}.',
    en: 'The slip must be for the open balance at this library: {valor}.',
    es: 'El valor de la GRU debe ser el saldo pendiente en esta biblioteca: {valor}.',
  },
});
