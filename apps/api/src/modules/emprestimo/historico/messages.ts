import { defineMessages } from '../../../plugins/lang';

/** Messages of the loan history and debts (SPEC.md §5 start date not after end date), and the CSV header. */
export const MESSAGES = defineMessages({
  dataInvalida: {
    pt: 'Data inválida: use o formato dd/mm/aaaa.',
    en: 'Invalid date: use the format dd/mm/yyyy.',
    es: 'Fecha no válida: use el formato dd/mm/aaaa.',
  },
  inicioAposFim: {
    pt: 'A data inicial não pode ser posterior à data final.',
    en: 'The start date cannot be after the end date.',
    es: 'La fecha inicial no puede ser posterior a la fecha final.',
  },
});

/** The CSV's header, in the request's language (one column per field of a history row). */
export const CSV_HEADER = defineMessages({
  codEmprestimo: { pt: 'Empréstimo', en: 'Loan', es: 'Préstamo' },
  titulo: { pt: 'Título', en: 'Title', es: 'Título' },
  autor: { pt: 'Autor', en: 'Author', es: 'Autor' },
  biblioteca: { pt: 'Biblioteca', en: 'Library', es: 'Biblioteca' },
  dataEmprestimo: { pt: 'Data do empréstimo', en: 'Loan date', es: 'Fecha del préstamo' },
  dataDevolucaoPrevista: { pt: 'Devolução prevista', en: 'Due date', es: 'Devolución prevista' },
  dataDevolucao: { pt: 'Data de devolução', en: 'Returned on', es: 'Fecha de devolución' },
  qtdeRenovacoes: { pt: 'Renovações', en: 'Renewals', es: 'Renovaciones' },
  atraso: { pt: 'Dias de atraso', en: 'Days late', es: 'Días de retraso' },
});
