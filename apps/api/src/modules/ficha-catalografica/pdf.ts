import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import PDFDocument from 'pdfkit';
import type { FichaCatalografica, TrechoVernaculo } from '@estante/api-contract';
import { say, type Lang } from '../../plugins/lang';
import { CARD_WORDS } from './messages';

const require = createRequire(import.meta.url);
/**
 * DejaVu Sans (dejavu-fonts-ttf, a kept open font): Latin with diacritics, Cyrillic, Hebrew,
 * Armenian, Greek. pdfkit's standard Helvetica covers Latin-1 only, so a Russian or Hebrew card
 * would print as empty boxes. Embedded (subset) in every PDF: the card prints the same anywhere.
 */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** A catalogue card is 125 × 75 mm (the international standard card), in points. */
const MM = 72 / 25.4;
export const CARD_WIDTH = 125 * MM;
export const CARD_HEIGHT = 75 * MM;

const bidi = bidiFactory();

/**
 * A line of mixed direction in the order its characters are drawn left to right (the Unicode
 * bidirectional algorithm, bidi-js), mirrored characters (brackets) swapped. Hebrew needs no
 * contextual shaping (its final forms are their own characters); Arabic would, and is not handled.
 */
export function visualOrder(line: string, direction: 'ltr' | 'rtl'): string {
  const levels = bidi.getEmbeddingLevels(line, direction);
  // bidi-js indexes UTF-16 code units; a line with astral characters stays as it is (none in these scripts).
  if ([...line].length !== line.length) return line;
  const chars = line.split('');
  for (const [i, mirror] of bidi.getMirroredCharactersMap(line, levels.levels)) chars[i] = mirror;
  for (const [start = 0, end = -1] of bidi.getReorderSegments(line, levels)) {
    const part = chars.slice(start, end + 1).reverse();
    chars.splice(start, part.length, ...part);
  }
  return chars.join('');
}

const RTL_SCRIPT = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}]/u;
const OWN_SCRIPT = /[^\p{Script=Common}\p{Script=Inherited}]/u;

/**
 * A line in visual order cut into the strings to hand pdfkit, left to right, so that each prints
 * as given. pdfkit's layout engine (fontkit) reverses a string whose first letter is of a
 * right-to-left script: a run of Hebrew (with the spaces, digits and marks inside it) goes in
 * reversed, to come out in visual order; a run of any other script goes in as it is. (Word by
 * word, as pdfkit lays out plain text, each Hebrew word would be reversed with its space and the
 * words would run together.)
 */
export function pdfkitRuns(visual: string): string[] {
  const runs: { rtl: boolean; text: string }[] = [];
  for (const ch of visual) {
    const own = OWN_SCRIPT.test(ch);
    const rtl = own && RTL_SCRIPT.test(ch);
    const last = runs.at(-1);
    if (last && (!own || last.rtl === rtl)) last.text += ch;
    else runs.push({ rtl, text: ch });
  }
  return runs.map((r) => (r.rtl ? [...r.text].reverse().join('') : r.text));
}

/** Words of `text` in lines no wider than `width` (logical order, so a right-to-left paragraph wraps at its own end). */
function wrap(doc: PDFKit.PDFDocument, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && doc.widthOfString(next) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The card as a PDF, one card a page (a long record runs on to a second card, as libraries do):
 * the call number in the left margin, the main entry at the first indention, the description at
 * the second with its lines running back to the first (hanging the AACR2 way), then the physical
 * description, notes, ISBN and tracings; a vernacular line (880) under its area, right-aligned
 * when it is written right to left.
 */
export function cardPdf(card: FichaCatalografica, lang: Lang): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [CARD_WIDTH, CARD_HEIGHT],
    margins: { top: 16, bottom: 12, left: 12, right: 14 },
    info: { Title: `${say(CARD_WORDS_TITLE, lang)} — ${card.obra}`, Subject: card.numero_chamada ?? '' },
    lang: card.idioma ?? (lang === 'pt' ? 'pt-BR' : lang),
    displayTitle: true,
  });
  doc.registerFont('card', FONT);
  doc.registerFont('card-bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  /** First and second indentions (the card's typewriter stops). */
  const first = left + 62;
  const second = first + 10;
  const right = doc.page.width - doc.page.margins.right;
  const size = 7.5;
  const gap = 1;

  // The call number, one part a line, in the left margin beside the heading.
  const top = doc.y;
  doc.font('card').fontSize(size).fillColor('#000000');
  for (const line of card.chamada_linhas) doc.text(line, left, doc.y, { width: first - left - 6, lineGap: gap });
  const afterCall = doc.y;
  doc.y = top;

  const vernacular = (v: TrechoVernaculo | null, x: number) => {
    if (!v) return;
    doc.font('card').fontSize(size);
    if (v.direcao === 'rtl') {
      // Each line cut by the card's width in reading order, then drawn right-aligned in visual order, run by run.
      for (const line of wrap(doc, v.texto, right - x)) {
        const runs = pdfkitRuns(visualOrder(line, 'rtl'));
        const widths = runs.map((r) => doc.widthOfString(r, { features: [] }));
        const y = doc.y;
        let cx = right - widths.reduce((sum, w) => sum + w, 0);
        runs.forEach((r, i) => {
          doc.text(r, cx, y, { lineBreak: false, features: [] });
          cx += widths[i] ?? 0;
        });
        doc.x = x;
        doc.y = y + doc.currentLineHeight(true) + gap;
      }
    } else doc.text(v.texto, x, doc.y, { width: right - x, lineGap: gap });
  };

  for (const p of card.paragrafos) {
    if (p.tipo === 'entrada') {
      doc.font('card-bold').fontSize(size).text(p.texto, first, doc.y, { width: right - first, lineGap: gap });
      vernacular(p.vernaculo, first);
      continue;
    }
    if (p.tipo === 'pistas' || p.tipo === 'isbn') doc.moveDown(0.5);
    // Hanging the card's way: the first line at the second indention, the others back at the first.
    doc.font('card').fontSize(size).text(p.texto, first, doc.y, { width: right - first, indent: second - first, lineGap: gap });
    vernacular(p.vernaculo, second);
  }
  if (doc.y < afterCall) doc.y = afterCall;
  doc.end();
  return done;
}

const CARD_WORDS_TITLE = { pt: CARD_WORDS.pt.ficha, en: CARD_WORDS.en.ficha, es: CARD_WORDS.es.ficha };
