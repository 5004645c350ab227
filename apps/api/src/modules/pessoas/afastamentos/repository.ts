import type { Db } from '../../../db/db';
import type { Lang } from '../../../plugins/lang';

const NAME_COLUMN: Readonly<Record<Lang, string>> = { pt: 'descricao_pt', en: 'descricao_en', es: 'descricao_es' };

export interface RemovalRow {
  cod_afastamento: number;
  tipo: string;
  tipo_descricao: string;
  motivo: string | null;
  data_inicio: string;
  data_fim: string | null;
}

/** The SQL of the patron's removals. */
export function afastamentosRepository(db: Db) {
  return {
    /** One patron's removals, latest start first, the kind by name in `lang`. */
    list: (codPessoa: number, lang: Lang) =>
      db.query<RemovalRow>(
        `SELECT a.cod_afastamento, a.cod_tipo AS tipo, t.${NAME_COLUMN[lang]} AS tipo_descricao, a.motivo,
                to_char(a.data_inicio, 'YYYY-MM-DD') AS data_inicio, to_char(a.data_fim, 'YYYY-MM-DD') AS data_fim
           FROM afastamentos a JOIN tipos_afastamento t ON t.cod_tipo = a.cod_tipo
          WHERE a.cod_pessoa = $1
          ORDER BY a.data_inicio DESC, a.cod_afastamento DESC`,
        [codPessoa],
      ),
  };
}
