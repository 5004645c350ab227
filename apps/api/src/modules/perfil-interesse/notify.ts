import type { Db } from '../../db/db';
import { deliverMail, type MailSettings } from '../../lib/outbox';
import { say, type Lang } from '../../plugins/lang';
import { MESSAGES } from './messages';
import { MATCH } from './repository';

export interface NotifyOptions {
  mail: MailSettings;
  now: () => Date;
  /** The site's address, for the titles' links in the e-mail (PUBLIC_URL); none: no links. */
  publicUrl?: string | undefined;
  /** Where a delivery failure is told (never the message, nor the address). */
  warn?: (line: string) => void;
}

export interface NotifyReport {
  /** Patrons who got an alert (one each). */
  alertas: number;
  /** E-mails handed to SMTP or the outbox. */
  emails: number;
  /** E-mails that could not be sent (their alerts stand). */
  falhas: number;
}

interface Match {
  cod_pessoa: number;
  cod_acervo: number;
}

/**
 * After an import has committed (cli/import.ts): tells each patron whose interest profile matches some
 * of the titles it added — ONE alert in the personal area listing them and, when the patron accepts
 * e-mails (recebe_email) and has an address, ONE e-mail listing them, in the language the patron last
 * edited the profile in (pt until then). Each (patron, title) is told once ever (perfil_interesse_avisos):
 * the same file imported again, or two imports at once, tell nobody anew. The seed's own import does
 * not come here (it builds the catalogue nobody has a profile of yet).
 */
export async function notifyProfileMatches(db: Db, codAcervos: readonly number[], options: NotifyOptions): Promise<NotifyReport> {
  const report: NotifyReport = { alertas: 0, emails: 0, falhas: 0 };
  if (codAcervos.length === 0) return report;
  const matches = await db.query<Match>(
    `SELECT DISTINCT p.cod_pessoa, t.cod_acervo
       FROM titulos t JOIN titulo_facetas f ON f.cod_acervo = t.cod_acervo
       JOIN perfil_interesse p ON ${MATCH}
      WHERE t.cod_acervo IN (SELECT (jsonb_array_elements_text($1::jsonb))::int)
      ORDER BY p.cod_pessoa, t.cod_acervo`,
    [JSON.stringify([...new Set(codAcervos)])],
  );
  const byPatron = new Map<number, number[]>();
  for (const m of matches) byPatron.set(m.cod_pessoa, [...(byPatron.get(m.cod_pessoa) ?? []), m.cod_acervo]);

  for (const [codPessoa, titles] of byPatron) {
    const at = options.now();
    const told = await db.transaction(async (tx) => {
      const fresh = await tx.query<{ cod_acervo: number; obra: string; responsabilidade: string | null; ano_publicacao: string | null }>(
        `WITH novos AS (
           INSERT INTO perfil_interesse_avisos (cod_pessoa, cod_acervo, avisado_em)
           SELECT $1, x, $3::timestamptz FROM unnest($2::int[]) AS x
           ON CONFLICT DO NOTHING RETURNING cod_acervo)
         SELECT n.cod_acervo, t.obra, t.responsabilidade, t.ano_publicacao FROM novos n JOIN titulos t ON t.cod_acervo = n.cod_acervo
          ORDER BY t.ordem_obra, n.cod_acervo`,
        [codPessoa, titles, at.toISOString()],
      );
      if (fresh.length === 0) return null;
      const [alert] = await tx.query<{ cod_alerta: number }>(
        `INSERT INTO alertas (cod_pessoa, tipo, cod_acervo, dados, data_alerta) VALUES ($1, 'perfil_interesse', $2, $3, $4::timestamptz) RETURNING cod_alerta`,
        [codPessoa, fresh.length === 1 ? fresh[0]!.cod_acervo : null, JSON.stringify({ titulos: fresh.map((f) => f.obra), acervos: fresh.map((f) => f.cod_acervo) }), at.toISOString()],
      );
      await tx.query('UPDATE perfil_interesse_avisos SET cod_alerta = $1 WHERE cod_pessoa = $2 AND cod_acervo = ANY ($3::int[])', [
        alert!.cod_alerta,
        codPessoa,
        fresh.map((f) => f.cod_acervo),
      ]);
      const [who] = await tx.query<{ nome: string; emails: string[]; recebe_email: boolean; login: string | null; idioma: string | null }>(
        `SELECT p.nome_pessoa AS nome, p.emails, p.recebe_email, pi.idioma,
                (SELECT l.login FROM logins l WHERE l.cod_pessoa = p.cod_pessoa ORDER BY l.principal DESC, l.cod_login LIMIT 1) AS login
           FROM pessoas p LEFT JOIN perfis_interesse pi ON pi.cod_pessoa = p.cod_pessoa WHERE p.cod_pessoa = $1`,
        [codPessoa],
      );
      return { fresh, who };
    });
    if (!told) continue;
    report.alertas++;
    const { fresh, who } = told;
    if (!who || !who.recebe_email || who.emails.length === 0) continue;
    const lang: Lang = who.idioma === 'en' || who.idioma === 'es' ? who.idioma : 'pt';
    const lines = fresh.map((f) => {
      const detail = [f.responsabilidade, f.ano_publicacao].filter(Boolean).join(', ');
      const link = options.publicUrl ? `\n  ${options.publicUrl}/acervo/${f.cod_acervo}` : '';
      return `- ${f.obra}${detail ? ` (${detail})` : ''}${link}`;
    });
    const text = [say(MESSAGES.emailAbertura, lang, { nome: who.nome, n: fresh.length }), '', ...lines, '', say(MESSAGES.emailFecho, lang)].join('\n');
    try {
      await deliverMail(options.mail, { to: who.emails, subject: say(MESSAGES.emailAssunto, lang), text, login: who.login ?? String(codPessoa), codigo: '' }, at);
      report.emails++;
    } catch (e) {
      report.falhas++;
      options.warn?.(`interest profile: the e-mail to patron ${codPessoa} could not be sent (${e instanceof Error ? e.message : 'unknown error'}); the alert stands`);
    }
  }
  return report;
}
