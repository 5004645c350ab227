import type { Biblioteca, Campus, Horario } from '@estante/api-contract';
import type { Queryable } from '../db/db';

/** Hours for weekdays 1 (Monday) .. 7 (Sunday); a missing day is closed. */
type Hours = Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, readonly [string, string]>>;
const week = (hours: Hours): Horario[] =>
  ([1, 2, 3, 4, 5, 6, 7] as const).map((d) => ({ dia_semana: d, abertura: hours[d]?.[0] ?? null, fechamento: hours[d]?.[1] ?? null }));
const weekdays = (open: string, close: string): Hours => ({ 1: [open, close], 2: [open, close], 3: [open, close], 4: [open, close], 5: [open, close] });

export interface CampusSeed extends Campus {
  telefone: string;
  email: string;
  /** Service (atendimento) hours. */
  horarios: Horario[];
}

export const CAMPUS: CampusSeed[] = [
  { cod_campus: 1, nome_campus: 'Campus Central', telefone: '(00) 3000-1000', email: 'atendimento.central@estante.example', horarios: week({ ...weekdays('08:00', '21:00'), 6: ['08:00', '12:00'] }) },
  { cod_campus: 2, nome_campus: 'Campus Norte', telefone: '(00) 3000-2000', email: 'atendimento.norte@estante.example', horarios: week(weekdays('08:00', '18:00')) },
  { cod_campus: 3, nome_campus: 'Campus Litoral', telefone: '(00) 3000-3000', email: 'atendimento.litoral@estante.example', horarios: week(weekdays('13:00', '21:00')) },
];

export const BIBLIOTECAS: Omit<Biblioteca, 'nome_campus'>[] = [
  {
    cod_biblioteca: 1,
    cod_campus: 1,
    desc_biblioteca: 'Biblioteca Central',
    sigla: 'BC',
    endereco: 'Av. das Estantes, 1000 — Centro',
    telefone: '(00) 3000-1100',
    email: 'bc@estante.example',
    horarios: week({ ...weekdays('07:30', '22:00'), 6: ['08:00', '14:00'] }),
  },
  {
    cod_biblioteca: 2,
    cod_campus: 1,
    desc_biblioteca: 'Biblioteca de Ciências da Saúde',
    sigla: 'BCS',
    endereco: 'Rua dos Anatomistas, 45 — Centro',
    telefone: '(00) 3000-1200',
    email: 'bcs@estante.example',
    horarios: week(weekdays('08:00', '20:00')),
  },
  {
    cod_biblioteca: 3,
    cod_campus: 2,
    desc_biblioteca: 'Biblioteca Setorial Norte',
    sigla: 'BSN',
    endereco: 'Rodovia do Conhecimento, km 12',
    telefone: '(00) 3000-2100',
    email: 'bsn@estante.example',
    horarios: week({ ...weekdays('08:00', '21:30'), 6: ['08:00', '12:00'] }),
  },
  {
    cod_biblioteca: 4,
    cod_campus: 3,
    desc_biblioteca: 'Biblioteca do Litoral',
    sigla: 'BL',
    endereco: 'Av. Beira-Mar, 300',
    telefone: '(00) 3000-3100',
    email: 'bl@estante.example',
    horarios: week(weekdays('13:00', '22:00')),
  },
];

/** Inserts missing campuses and libraries; never overwrites rows an administrator changed. */
export async function seedLibraries(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO campus (cod_campus, nome_campus, telefone, email, horarios)
     SELECT cod_campus, nome_campus, telefone, email, horarios
     FROM jsonb_to_recordset($1::jsonb) AS x(cod_campus int, nome_campus text, telefone text, email text, horarios jsonb)
     ON CONFLICT (cod_campus) DO NOTHING`,
    [JSON.stringify(CAMPUS)],
  );
  await tx.query(
    `INSERT INTO bibliotecas (cod_biblioteca, cod_campus, desc_biblioteca, sigla, endereco, telefone, email, horarios)
     SELECT cod_biblioteca, cod_campus, desc_biblioteca, sigla, endereco, telefone, email, horarios
     FROM jsonb_to_recordset($1::jsonb)
       AS x(cod_biblioteca int, cod_campus int, desc_biblioteca text, sigla text, endereco text, telefone text, email text, horarios jsonb)
     ON CONFLICT (cod_biblioteca) DO NOTHING`,
    [JSON.stringify(BIBLIOTECAS)],
  );
}
