// A bare "&" (not the start of a reference such as &amp; or &#233;) is a common defect of exported
// MARCXML. saxes reads everything after one up to the next ";" as an entity name, markup included,
// which would silently swallow the records that follow into the broken one. So the text is scanned
// before saxes sees it: a bare "&" outside comments, CDATA sections and processing instructions is
// replaced by U+FFFD (one character for one: positions do not move) and reported, so the reader
// fails the record it falls in and stays in step with the file.

/** What opens a section whose "&" are not references, or a "&". */
const SPECIAL = /&|<!--|<!\[CDATA\[|<\?/g;
const TERMINATOR: Record<string, string> = { '<!--': '-->', '<![CDATA[': ']]>', '<?': '?>' };
/** A reference, as far as saxes reads it: a name or a character number, then ";". */
const REFERENCE = /&(?:#[0-9]{1,8}|#x[0-9A-Fa-f]{1,7}|[A-Za-z_:][\w.:-]{0,63});/y;
/** Longer than any REFERENCE: a "&" closer than this to the end of the text waits for more text. */
const LOOKAHEAD = 80;

export interface BareAmpersand {
  /** Offset in the whole text scanned so far. */
  char: number;
  /** The text around it, for the reason. */
  near: string;
}

export class AmpersandGuard {
  #carry = '';
  /** Offset of #carry in the whole text. */
  #base = 0;
  /** The terminator of the section being scanned (comment, CDATA, PI), or null in plain text. */
  #until: string | null = null;
  /** The end of the text already returned: context for `near`. */
  #before = '';

  /** Text safe for saxes (maybe shorter than the input: an undecided tail waits for the next call, or `final`). */
  push(text: string, final = false): { text: string; bare: BareAmpersand[] } {
    const s = this.#carry + text;
    const bare: number[] = [];
    let safe = s.length;
    let i = 0;
    while (i < s.length) {
      if (this.#until) {
        const end = s.indexOf(this.#until, i);
        if (end === -1) {
          // Keep what could be the start of the terminator.
          if (!final) safe = Math.max(i, s.length - this.#until.length + 1);
          break;
        }
        i = end + this.#until.length;
        this.#until = null;
        continue;
      }
      SPECIAL.lastIndex = i;
      const m = SPECIAL.exec(s);
      if (!m) {
        // "<!-", "<![CDA"…: an opener cut by the end of the text.
        const lt = s.lastIndexOf('<');
        if (!final && lt >= i && lt > s.length - 9) safe = lt;
        break;
      }
      if (m[0] !== '&') {
        this.#until = TERMINATOR[m[0]] ?? null;
        i = m.index + m[0].length;
        continue;
      }
      REFERENCE.lastIndex = m.index;
      if (REFERENCE.test(s)) {
        i = REFERENCE.lastIndex;
        continue;
      }
      if (!final && s.length - m.index < LOOKAHEAD) {
        safe = m.index;
        break;
      }
      bare.push(m.index);
      i = m.index + 1;
    }
    const out = s.slice(0, safe);
    const result = {
      text: bare.length > 0 ? bare.reduce((t, at) => `${t.slice(0, at)}\uFFFD${t.slice(at + 1)}`, out) : out,
      bare: bare.map((at) => ({ char: this.#base + at, near: near(this.#before + s, this.#before.length + at) })),
    };
    this.#before = (this.#before + out).slice(-20);
    this.#carry = s.slice(safe);
    this.#base += safe;
    return result;
  }
}

/** The text around `at`, within its element (no markup), at most 20 characters each side. */
function near(s: string, at: number): string {
  const from = Math.max(at - 20, s.lastIndexOf('>', at) + 1);
  const next = s.indexOf('<', at);
  const to = Math.min(at + 20, next === -1 ? s.length : next);
  return s.slice(from, to).replace(/\s+/g, ' ').trim();
}
