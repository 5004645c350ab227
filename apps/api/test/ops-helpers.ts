import { Writable } from 'node:stream';
import { openPglite, type Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { seedSettings } from '../src/seed';
import { seedAuth } from '../src/seed/auth';
import { seedPeople } from '../src/seed/people';
import { TEST_ARGON2 } from './auth-helpers';
import { SEED_DATE, WEB_CLIENT_SECRET } from './helpers';

/** An in-memory database with the settings, the web client and the people (no catalogue). */
export async function lightDb(): Promise<Db> {
  const db = await openPglite();
  await migrate(db);
  await seedSettings(db, SEED_DATE);
  await seedAuth(db, WEB_CLIENT_SECRET, TEST_ARGON2);
  await db.transaction((tx) => seedPeople(tx, SEED_DATE));
  return db;
}

/** Every line a pino logger writes to it, kept as text and parsed. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    for (const line of String(chunk).split('\n')) if (line.trim() !== '') this.lines.push(line);
    done();
  }
  records(): Record<string, unknown>[] {
    return this.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  }
}
