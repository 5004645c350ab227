import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One message of the development outbox (a file `<time>-<login>-<random>.json` in MAIL_OUTBOX). */
export interface OutboxMessage {
  to: string[];
  subject: string;
  text: string;
  /** The user code the message is about: what an e2e test looks for. */
  login: string;
  /** The verification code, also in `text`. */
  codigo: string;
  /**
   * The file the message carries, when it has one: a basket export's text is the message's text; a
   * binary file (the clearance declaration's PDF) is kept here whole, base64, so a reader of the
   * outbox gets the very file an SMTP delivery would attach.
   */
  anexo?: { nome: string; tipo: string; base64?: string };
  /** ISO date-time the message was written. */
  date: string;
}

/** What a caller hands over: the outbox fields, and the attachment's content when there is one. */
export interface MailMessage extends Omit<OutboxMessage, 'date' | 'anexo'> {
  anexo?: { nome: string; tipo: string; conteudo: string | Uint8Array };
}

/** Real e-mail: SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS from the start) and the sender. */
export interface SmtpOptions {
  url: string;
  /** MAIL_FROM: `Name <address>` or an address. */
  from: string;
}

/** Where mail goes: through SMTP when `smtp` is set, else one JSON file per message in `outbox`. */
export interface MailSettings {
  outbox: string;
  smtp?: SmtpOptions | undefined;
}

/** Sender when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Estante <no-reply@estante.invalid>';

/** An e-mail address anywhere in a text (masked in what is logged). */
const ADDRESS = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;

/**
 * The SMTP server did not take the message, or could not be reached. Its message is nodemailer's
 * (the SMTP step and the server's reply, e.g. "Invalid login: 535 …") with e-mail addresses masked:
 * never the body, the verification code or the attachment.
 */
export class MailDeliveryError extends Error {
  readonly code: string | undefined;
  readonly responseCode: number | undefined;
  constructor(cause: unknown) {
    const e = (cause ?? {}) as { message?: unknown; code?: unknown; responseCode?: unknown };
    const reason = typeof e.message === 'string' ? e.message.split('\n')[0]?.replace(ADDRESS, '[address]').slice(0, 300) : undefined;
    super(`SMTP delivery failed${reason ? `: ${reason}` : ''}`);
    this.name = 'MailDeliveryError';
    this.code = typeof e.code === 'string' ? e.code : undefined;
    this.responseCode = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  }
}

const safe = (s: string) => s.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 60) || '_';

/**
 * Delivers mail by writing it to a folder, one JSON file per message; nothing leaves the machine.
 * Written under a temporary name and renamed, so a reader never sees half a file. Names start with
 * the time (sortable), so the newest file for a user code is the last one of the sorted names.
 */
export async function deliverToOutbox(dir: string, message: MailMessage | Omit<OutboxMessage, 'date'>, now: Date): Promise<string> {
  await mkdir(dir, { recursive: true });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const name = `${stamp}-${safe(message.login)}-${randomBytes(4).toString('hex')}.json`;
  const file = path.join(dir, name);
  const tmp = path.join(dir, `.${name}.tmp`);
  const { anexo, ...rest } = message;
  const binary = anexo && 'conteudo' in anexo && typeof anexo.conteudo !== 'string' ? Buffer.from(anexo.conteudo).toString('base64') : undefined;
  const record: OutboxMessage = {
    ...rest,
    ...(anexo ? { anexo: { nome: anexo.nome, tipo: anexo.tipo, ...(binary === undefined ? {} : { base64: binary }) } } : {}),
    date: now.toISOString(),
  };
  await writeFile(tmp, `${JSON.stringify(record, null, 2)}\n`, 'utf8');
  await rename(tmp, file);
  return file;
}

/** Limits of one SMTP delivery, so a request never hangs on a mail server for minutes (nodemailer's defaults). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Sends one message through the SMTP server of `smtp`; throws MailDeliveryError when it is not accepted. */
export async function deliverBySmtp(smtp: SmtpOptions, message: MailMessage, now: Date): Promise<void> {
  const transport = nodemailer.createTransport({ url: smtp.url, ...SMTP_TIMEOUTS, logger: false, debug: false });
  try {
    await transport.sendMail({
      from: smtp.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      date: now,
      ...(message.anexo
        ? {
            attachments: [
              {
                filename: message.anexo.nome,
                contentType: message.anexo.tipo,
                content: typeof message.anexo.conteudo === 'string' ? message.anexo.conteudo : Buffer.from(message.anexo.conteudo),
                contentTransferEncoding: 'base64' as const,
              },
            ],
          }
        : {}),
    });
  } catch (e) {
    throw new MailDeliveryError(e);
  } finally {
    transport.close();
  }
}

/**
 * The one way the routes send mail (recovery codes, basket exports): SMTP when SMTP_URL is set,
 * else the outbox folder. Throws MailDeliveryError when the SMTP server refuses or cannot be reached.
 */
export async function deliverMail(mail: MailSettings, message: MailMessage, now: Date): Promise<void> {
  if (mail.smtp) await deliverBySmtp(mail.smtp, message, now);
  else await deliverToOutbox(mail.outbox, message, now);
}

/** SMTP_URL and MAIL_FROM of the environment (README "Environment"); unset SMTP_URL: the outbox. */
export function smtpOptionsFromEnv(env: NodeJS.ProcessEnv): SmtpOptions | undefined {
  const url = env.SMTP_URL?.trim();
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('SMTP_URL is not a URL (expected smtp://user:password@host:587 or smtps://…)');
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') throw new Error(`SMTP_URL must start with smtp:// or smtps:// (got ${parsed.protocol})`);
  return { url, from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM };
}
