import type { Db } from '../../db/db';
import { deliverMail, type MailSettings } from '../../lib/outbox';
import { say, type Lang } from '../../plugins/lang';
import { MESSAGES } from './messages';
import { profileMatches, recordNotice } from './repository';

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

/**
 * After an import has committed (cli/import.ts): tells each patron whose interest profile matches some
 * of the titles it added — ONE alert in the personal area listing them and, when the patron accepts
 * e-mails (recebe_email) and has an address, ONE e-mail listing them, in the patron's language
 * (pessoas.idioma: the last sign-in, personal-data save or profile edit; pt until then). Each (patron, title) is told once ever (perfil_interesse_avisos):
 * the same file imported again, or two imports at once, tell nobody anew. The seed's own import does
 * not come here (it builds the catalogue nobody has a profile of yet).
 */
export async function notifyProfileMatches(db: Db, codAcervos: readonly number[], options: NotifyOptions): Promise<NotifyReport> {
  const report: NotifyReport = { alertas: 0, emails: 0, falhas: 0 };
  if (codAcervos.length === 0) return report;
  const matches = await profileMatches(db, [...new Set(codAcervos)]);
  const byPatron = new Map<number, number[]>();
  for (const m of matches) byPatron.set(m.cod_pessoa, [...(byPatron.get(m.cod_pessoa) ?? []), m.cod_acervo]);

  for (const [codPessoa, titles] of byPatron) {
    const at = options.now();
    const told = await db.transaction((tx) => recordNotice(tx, codPessoa, titles, at.toISOString()));
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
