import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Db } from '../db/db';
import { deliverMail, type MailSettings } from '../lib/outbox';
import { dayOf } from '../modules/emprestimo/rules';
import { linkOf, textOf } from '../modules/solicitacoes/alertas/rules';
import { say } from '../plugins/lang';
import { ASSUNTOS, EMAIL } from './messages';
import { candidates, claim, markFailed, markSent, stuck, type Candidate } from './repository';

/** The job queues (pg-boss): the periodic sweep, and one send per notice. */
export const SWEEP_QUEUE = 'avisos-varredura';
export const SEND_QUEUE = 'avisos-envio';

/** A notice claimed and not finished for this long is reported by the sweep (the crash window, README). */
const STUCK_AFTER_MS = 60 * 60_000;

/** What is logged (pino's shape; the app's logger). */
export interface NoticeLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface NoticeRunnerOptions {
  db: Db;
  mail: MailSettings;
  /** The clock (tests move it). */
  now: () => Date;
  log: NoticeLog;
  /** NOTICES_SWEEP_SECONDS: how often a sweep is asked for (one per period across every replica). */
  sweepSeconds: number;
  /** The site's address (PUBLIC_URL) for the e-mail's link to the personal area; none: no address. */
  publicUrl?: string | undefined;
  /** Retries of a failed send (pg-boss retryLimit) and the first wait before one (seconds; doubles each time). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How often an idle worker looks for jobs (seconds, at least 0.5). */
  pollingSeconds?: number;
  /** Send workers in this process; default 2. Each fetches up to `batchSize` jobs at a time (default 10) and sends them one by one. */
  sendWorkers?: number;
  batchSize?: number;
  /** Ask for a sweep at start and every `sweepSeconds` (default true); false: only `sweep()` (the tests). */
  autoSweep?: boolean;
  /** pg-boss's schema; default `pgboss`, or `<schema>_pgboss` when the API's tables are not in public (the tests). */
  schema?: string;
}

/** A job's id from the notice's key: the same notice is the same job (the insert of a second one does nothing). */
export function jobIdOf(chave: string): string {
  const h = createHash('sha256').update(`estante-aviso:${chave}`).digest('hex');
  // A version-5-shaped UUID (variant bits set), so PostgreSQL's uuid type takes it.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** pg-boss's schema next to the API's tables: `pgboss` beside public, `<schema>_pgboss` beside any other. */
async function defaultSchema(db: Db): Promise<string> {
  const [row] = await db.query<{ s: string }>('SELECT current_schema() AS s');
  const current = row?.s ?? 'public';
  return current === 'public' ? 'pgboss' : `${current}_pgboss`.slice(0, 50);
}

/**
 * The courtesy notices' job runner (README "Courtesy notices"): pg-boss keeps its jobs in the API's
 * own database — PGlite (one process) or PostgreSQL (any number of replicas) — through the Db's
 * `sql` (on PGlite: the same queue as every query).
 *
 * - Every `sweepSeconds` each replica asks for a sweep job with one singleton key per period: the
 *   database keeps one per period, whichever replica asked first; one worker runs it.
 * - The sweep finds what needs a notice (repository.ts, CANDIDATES) and sends one job per notice
 *   with an id drawn from the notice's key (kind, loan / hold / request, day): a second sweep, or a
 *   sweep of another replica, inserts nothing new while that job exists.
 * - The send job claims the notice's row (avisos_cortesia, UNIQUE key; repository.ts `claim`),
 *   raises its alert, delivers the e-mail, and records `enviado`. A delivery the SMTP server refused
 *   or could not take records `falhou` and throws: pg-boss retries the job (retryLimit, backoff), the
 *   retry claims the row again. A row `enviado`, `sem_email` or `enviando` is never claimed again.
 * - The crash window: a process that dies after the claim and before recording the outcome leaves
 *   the row `enviando`; it is NOT sent again — the patron may have got the e-mail already (the SMTP
 *   server may have taken it just before), and "never twice" wins over "always": the alert is there
 *   anyway, and the sweep logs such rows (older than an hour) for an operator.
 */
type Settings = Required<Omit<NoticeRunnerOptions, 'publicUrl' | 'schema'>> & Pick<NoticeRunnerOptions, 'publicUrl'>;

export class NoticeRunner {
  readonly #boss: PgBoss;
  readonly #opts: Settings;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;

  private constructor(boss: PgBoss, opts: Settings) {
    this.#boss = boss;
    this.#opts = opts;
  }

  /** Installs (or migrates) pg-boss's tables, creates the queues, starts the workers and the periodic sweep. */
  static async start(options: NoticeRunnerOptions): Promise<NoticeRunner> {
    const { db } = options;
    const schema = options.schema ?? (await defaultSchema(db));
    const boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => db.sql(text, values) },
      schema,
      // No cron schedules (the sweep is asked for by each replica's timer, throttled by its singleton key).
      schedule: false,
      supervise: true,
      migrate: true,
    });
    boss.on('error', (err: unknown) => options.log.error({ err }, 'notices: job runner error'));
    await boss.start();
    const opts = {
      retryLimit: 5,
      retryDelaySeconds: 60,
      pollingSeconds: 2,
      sendWorkers: 2,
      batchSize: 10,
      autoSweep: true,
      ...options,
    };
    for (const name of [SWEEP_QUEUE, SEND_QUEUE]) {
      if (!(await boss.getQueue(name))) {
        await boss.createQueue(name).catch(async (e: unknown) => {
          // Another replica created it at the same moment.
          if (!(await boss.getQueue(name))) throw e;
        });
      }
    }
    const runner = new NoticeRunner(boss, opts);
    await boss.work(SWEEP_QUEUE, { pollingIntervalSeconds: opts.pollingSeconds, batchSize: 1 }, async () => {
      await runner.sweep();
    });
    // A batch is sent one job after the other; a job whose e-mail failed is failed on its own (pg-boss
    // retries it), and the others of the batch complete when the handler returns (pg-boss completes only
    // jobs still active).
    for (let i = 0; i < opts.sendWorkers; i += 1) {
      await boss.work<Candidate>(SEND_QUEUE, { pollingIntervalSeconds: opts.pollingSeconds, batchSize: opts.batchSize }, async (jobs) => {
        for (const job of jobs) {
          try {
            await runner.#send(job);
          } catch (e) {
            await boss.fail(SEND_QUEUE, job.id, { message: e instanceof Error ? e.message : String(e) });
          }
        }
      });
    }
    if (opts.autoSweep) runner.#schedule();
    return runner;
  }

  /** Asks for a sweep of this period now and every `sweepSeconds` (one per period across the replicas). */
  #schedule(): void {
    const ask = () => {
      if (this.#stopped) return;
      void this.#boss
        .send(SWEEP_QUEUE, {}, { singletonKey: 'varredura', singletonSeconds: this.#opts.sweepSeconds, retryLimit: 0 })
        .catch((err: unknown) => this.#opts.log.error({ err }, 'notices: could not ask for a sweep'));
    };
    ask();
    this.#timer = setInterval(ask, this.#opts.sweepSeconds * 1000);
    this.#timer.unref();
  }

  /**
   * One sweep, now, in this process: finds the notices due and sends one job per notice (none for a
   * notice that has its job already). Resolves how many jobs were added. The tests call it on demand.
   */
  async sweep(): Promise<number> {
    const now = this.#opts.now();
    const found = await candidates(this.#opts.db, dayOf(now), now);
    let added = 0;
    for (const c of found) {
      const id = await this.#boss.send(SEND_QUEUE, c, {
        id: jobIdOf(c.chave),
        singletonKey: c.chave,
        retryLimit: this.#opts.retryLimit,
        retryDelay: this.#opts.retryDelaySeconds,
        retryBackoff: true,
      });
      if (id) added += 1;
    }
    const stale = await stuck(this.#opts.db, new Date(now.getTime() - STUCK_AFTER_MS));
    if (stale > 0) this.#opts.log.warn({ stale }, `notices: ${stale} notice(s) left 'enviando' by a process that stopped mid-send; not sent again (README "Courtesy notices")`);
    if (found.length > 0) this.#opts.log.info({ found: found.length, added }, 'notices: sweep');
    return added;
  }

  /** One notice: still current? claim, alert, e-mail, outcome (see the class's comment). */
  async #send(job: PgBoss.Job<Candidate>): Promise<void> {
    const { db, mail, log } = this.#opts;
    const c = job.data;
    const now = this.#opts.now();
    // Still current (the loan may have been returned, the hold collected, since the sweep)?
    const current = (await candidates(db, dayOf(now), now, c.cod_pessoa)).some((x) => x.chave === c.chave);
    if (!current) return;
    const claimed = await claim(db, c, now);
    if (!claimed.claimed || !claimed.email) return;
    const { recipient } = claimed;
    const lang = recipient.idioma;
    const titulo = recipient.titulo ?? '';
    const link = this.#opts.publicUrl ? `${this.#opts.publicUrl}${linkOf({ tipo: c.tipo, cod_acervo: c.cod_acervo })}` : null;
    const nome = recipient.nome_pessoa.split(/\s+/)[0] ?? recipient.nome_pessoa;
    const text = [
      say(EMAIL.saudacao, lang, { nome }),
      '',
      textOf({ tipo: c.tipo, cod_acervo: c.cod_acervo, titulo, dados: c.dados, disponivel: false }, lang),
      '',
      link ? say(EMAIL.veja, lang, { link }) : say(EMAIL.vejaSemLink, lang),
      '',
      say(EMAIL.assinatura, lang),
    ].join('\n');
    try {
      await deliverMail(
        mail,
        {
          to: recipient.emails.filter((e) => e.trim() !== ''),
          subject: say(ASSUNTOS[c.tipo], lang, { titulo }),
          text,
          login: recipient.login ?? String(c.cod_pessoa),
          codigo: '',
        },
        now,
      );
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      await markFailed(db, claimed.codAviso, message, this.#opts.now());
      log.warn({ chave: c.chave, tentativa: claimed.tentativas, err: message }, 'notices: e-mail not sent; the job will be retried');
      throw e;
    }
    await markSent(db, claimed.codAviso, this.#opts.now());
  }

  /** Send jobs not finished yet (waiting, waiting for a retry, or running). */
  pending(): Promise<number> {
    return this.#boss.getQueueSize(SEND_QUEUE, { before: 'completed' });
  }

  /** Stops asking for sweeps and the workers (a job in progress finishes first, up to `timeoutMs`). */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    clearInterval(this.#timer);
    await this.#boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
  }
}
