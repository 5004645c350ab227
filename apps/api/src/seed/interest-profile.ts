import type { Queryable } from '../db/db';
import { DEMO } from './people';

/**
 * The demo interest profile (issue 26 item 1): Bruno (20240002) follows the subject and the author
 * most present among the month's new acquisitions (copies acquired in the 30 days before the
 * reference date), the class of one of them, a serial (new issues and tables of contents), scores as a
 * type of work and a few title words, so his "new for you" lists titles from the first start. Runs once:
 * a second seed finds his profile and adds nothing; nobody else gets one (the seed's own import never
 * alerts anyone: only imports run by the import command do).
 */
export async function seedInterestProfile(tx: Queryable, referenceDate: string): Promise<void> {
  const [has] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM perfil_interesse WHERE cod_pessoa = $1', [DEMO.bruno]);
  const [exists] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM pessoas WHERE cod_pessoa = $1', [DEMO.bruno]);
  if ((has?.n ?? 0) > 0 || (exists?.n ?? 0) === 0) return;
  const recent = `SELECT DISTINCT cod_acervo FROM exemplares WHERE data_aquisicao BETWEEN $1::date - 30 AND $1::date`;
  const heading = (papel: 'A' | 'S') =>
    tx.query<{ cod_autoridade: number }>(
      `SELECT ta.cod_autoridade FROM titulo_autoridade ta JOIN autoridades a ON a.cod_autoridade = ta.cod_autoridade
        WHERE ta.papel = $2 AND ta.cod_acervo IN (${recent})
        GROUP BY ta.cod_autoridade ORDER BY count(DISTINCT ta.cod_acervo) DESC, ta.cod_autoridade LIMIT 1`,
      [referenceDate, papel],
    );
  const [subject] = await heading('S');
  const [author] = await heading('A');
  const [area] = await tx.query<{ c: string }>(
    `SELECT estante_classe(classificacao) AS c FROM titulos WHERE cod_acervo IN (${recent}) AND estante_classe(classificacao) ~ '^[A-Z]'
      GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
    [referenceDate],
  );
  const [serial] = await tx.query<{ cod_acervo: number }>('SELECT cod_acervo FROM titulos WHERE cod_tipo_obra = 2 ORDER BY cod_acervo LIMIT 1');
  const rows: { lista: string; tipo?: string; cod_autoridade?: number; area?: string; cod_acervo?: number; tipos?: string[]; cod_tipo_obra?: number; palavras?: string; chave: string }[] = [];
  if (subject) rows.push({ lista: 'area_autor_assunto', tipo: 'assunto', cod_autoridade: subject.cod_autoridade, chave: `S:${subject.cod_autoridade}` });
  if (author) rows.push({ lista: 'area_autor_assunto', tipo: 'autor', cod_autoridade: author.cod_autoridade, chave: `A:${author.cod_autoridade}` });
  if (area) rows.push({ lista: 'area_autor_assunto', tipo: 'area', area: area.c, chave: `K:${area.c}` });
  if (serial) rows.push({ lista: 'periodicos', cod_acervo: serial.cod_acervo, tipos: ['fasciculos', 'sumarios'], chave: `P:${serial.cod_acervo}` });
  rows.push({ lista: 'tipo_obra', cod_tipo_obra: 3, chave: 'T:3' });
  rows.push({ lista: 'titulos', palavras: 'Software livre', chave: 'livre software' });
  for (const r of rows) {
    await tx.query(
      `INSERT INTO perfil_interesse (cod_pessoa, lista, tipo, cod_autoridade, area, cod_acervo, tipos_periodico, cod_tipo_obra, palavras, chave, criado_em)
       VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8, $9, $10, $11::date) ON CONFLICT DO NOTHING`,
      [DEMO.bruno, r.lista, r.tipo ?? null, r.cod_autoridade ?? null, r.area ?? null, r.cod_acervo ?? null, r.tipos ?? null, r.cod_tipo_obra ?? null, r.palavras ?? null, r.chave, referenceDate],
    );
  }
}
