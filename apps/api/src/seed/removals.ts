import type { Queryable } from '../db/db';
import { addDays } from './date';
import { DEMO } from './people';

/**
 * The demo patron with removals (issue 25): Bruno Carvalho Lima (20240002, graduate) was on an
 * exchange last year and is on health leave now; every other patron has none. Dates count from the
 * reference date. Only while he has none: a later seed never adds them twice.
 */
export const REMOVALS_DEMO = DEMO.bruno;

export const REMOVALS_SEED = [
  { cod_tipo: 'intercambio', motivo: 'Intercâmbio acadêmico na Universidade de Coimbra (Portugal), convênio de dupla titulação.', inicio: -420, fim: -240 },
  { cod_tipo: 'licenca_saude', motivo: 'Licença médica homologada pela coordenação do programa.', inicio: -20, fim: 40 },
] as const;

/**
 * The institutional repository where patrons post theses and coursework (`configuracoes.postagem_trabalho`):
 * the demo's address, carrying nothing of the patron (no `parametro`). An administrator may change it.
 */
export const POSTAGEM_TRABALHO = { descricao: 'Repositório Institucional da UFE', link: 'https://example.org/repositorio/submissao' };

export async function seedRemovalsAndPosting(tx: Queryable, referenceDate: string): Promise<void> {
  const [has] = await tx.query('SELECT 1 FROM afastamentos WHERE cod_pessoa = $1 LIMIT 1', [REMOVALS_DEMO]);
  const [person] = await tx.query('SELECT 1 FROM pessoas WHERE cod_pessoa = $1', [REMOVALS_DEMO]);
  if (!has && person) {
    for (const r of REMOVALS_SEED) {
      await tx.query('INSERT INTO afastamentos (cod_pessoa, cod_tipo, motivo, data_inicio, data_fim) VALUES ($1, $2, $3, $4::date, $5::date)', [
        REMOVALS_DEMO,
        r.cod_tipo,
        r.motivo,
        addDays(referenceDate, r.inicio),
        addDays(referenceDate, r.fim),
      ]);
    }
  }
  await tx.query(`INSERT INTO configuracoes (chave, valor) VALUES ('postagem_trabalho', $1::jsonb) ON CONFLICT (chave) DO NOTHING`, [JSON.stringify(POSTAGEM_TRABALHO)]);
}
