import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** One message of the development outbox (a file `<time>-<login>-<random>.json` in MAIL_OUTBOX). */
export interface OutboxMessage {
  to: string[];
  subject: string;
  text: string;
  /** The user code the message is about: what an e2e test looks for. */
  login: string;
  /** The verification code, also in `text`. */
  codigo: string;
  /** The file the message carries (a basket export), when it has one: its text is the message's text. */
  anexo?: { nome: string; tipo: string };
  /** ISO date-time the message was written. */
  date: string;
}

const safe = (s: string) => s.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 60) || '_';

/**
 * Delivers mail by writing it to a folder, one JSON file per message; nothing leaves the machine.
 * Written under a temporary name and renamed, so a reader never sees half a file. Names start with
 * the time (sortable), so the newest file for a user code is the last one of the sorted names.
 */
export async function deliverToOutbox(dir: string, message: Omit<OutboxMessage, 'date'>, now: Date): Promise<string> {
  await mkdir(dir, { recursive: true });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const name = `${stamp}-${safe(message.login)}-${randomBytes(4).toString('hex')}.json`;
  const file = path.join(dir, name);
  const tmp = path.join(dir, `.${name}.tmp`);
  await writeFile(tmp, `${JSON.stringify({ ...message, date: now.toISOString() }, null, 2)}\n`, 'utf8');
  await rename(tmp, file);
  return file;
}
