import type { Atendimento, Atividade, EventoInstitucional, Funcionalidade } from '@estante/api-contract';
import type { Db } from '../../db/db';

/** The SQL of /api/parametros: `configuracoes`, `funcionalidades` and the campuses' service hours. */
export function parametrosRepository(db: Db) {
  return {
    /** The value of a setting; undefined when it is not stored. */
    async setting<T>(chave: string): Promise<T | undefined> {
      const [row] = await db.query<{ valor: T }>('SELECT valor FROM configuracoes WHERE chave = $1', [chave]);
      return row?.valor ?? undefined;
    },

    /** The enabled activities, in their configured order. */
    features: () =>
      db.query<Funcionalidade>('SELECT cod_atividade, descricao FROM funcionalidades WHERE ativo ORDER BY ordem, cod_atividade'),

    async activity(id: number): Promise<Atividade | undefined> {
      const [row] = await db.query<Atividade>('SELECT cod_atividade, descricao, ativo, link FROM funcionalidades WHERE cod_atividade = $1', [id]);
      return row;
    },

    /** undefined: no such activity; null: an activity without explanatory text. */
    async activityNotice(id: number): Promise<string | null | undefined> {
      const [row] = await db.query<{ informativo: string | null }>('SELECT informativo FROM funcionalidades WHERE cod_atividade = $1', [id]);
      return row ? row.informativo : undefined;
    },

    /** Service hours of every campus, or of one. */
    serviceHours: (campus: number | null) =>
      db.query<Atendimento>(
        `SELECT cod_campus, nome_campus, telefone, email, horarios FROM campus WHERE $1::int IS NULL OR cod_campus = $1::int ORDER BY cod_campus`,
        [campus],
      ),

    /** The institutional events, stored with ISO dates, answered as dd/mm/yyyy in date order. */
    events: () =>
      db.query<EventoInstitucional>(
        `SELECT codigo, titulo, descricao, to_char(data_inicio, 'DD/MM/YYYY') AS data_inicio, to_char(data_fim, 'DD/MM/YYYY') AS data_fim, horario, local, link
         FROM configuracoes, jsonb_to_recordset(valor) AS e(codigo int, titulo text, descricao text, data_inicio date, data_fim date, horario text, local text, link text)
         WHERE chave = 'eventos_institucionais' ORDER BY e.data_inicio, e.codigo`,
      ),
  };
}
