// MARCXML through saxes (a streaming, namespace-aware XML 1.0 parser): text goes in chunk by chunk,
// records and failures come out in file order. MARC elements are matched by local name in the
// MARC21/slim namespace or in no namespace, so default-namespaced, prefixed and plain records all read;
// anything else outside a record (an OAI-PMH envelope, say) is skipped.
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { AmpersandGuard, type BareAmpersand } from './ampersand';
import { describeInvalid, type InvalidBytes } from './decode';
import { addText, closeElement, finishRecord, MARC_ELEMENTS, newRecord, openElement, type Building, type Open } from './building';
import { MARC_NS, type ReadItem } from './record';

/** The marks (of `list`, in text order) before `upTo`, taken out of it. */
function takeBefore<T extends { char: number }>(list: T[], upTo: number): T[] {
  if (list.length === 0 || (list[0]?.char ?? Infinity) >= upTo) return [];
  const at = list.findIndex((m) => m.char >= upTo);
  return list.splice(0, at === -1 ? list.length : at);
}

export class MarcXmlReader {
  readonly #parser = new SaxesParser({ xmlns: true });
  #out: ReadItem[] = [];
  readonly #guard = new AmpersandGuard();
  /** Not yet parsed: invalid bytes and bare "&", by offset in the text. */
  #marks: InvalidBytes[] = [];
  #ampersands: BareAmpersand[] = [];
  #record: Building | null = null;
  /** Errors and line of a <record> start tag whose attributes are still being read. */
  #starting: { line: number; errors: string[] } | null = null;
  #depth = 0;
  #count = 0;
  #lastClosed: Open | null = null;
  #strayReported = false;
  #stopped = false;
  /** Errors saxes reports when the input ends (unclosed tags): collected, reported as one. */
  #ending: string[] | null = null;

  constructor(readonly file: string) {
    const p = this.#parser;
    p.on('opentagstart', (tag) => {
      this.#drain();
      if (!this.#record && tag.name.split(':').pop() === 'record') {
        // The terminator of the name was read: a newline there moved the parser to the next line.
        this.#starting = { line: p.column === 0 ? p.line - 1 : p.line, errors: [] };
      }
    });
    p.on('opentag', (tag) => this.#openTag(tag));
    p.on('closetag', () => this.#closeTag());
    p.on('text', (t) => this.#text(t));
    p.on('cdata', (t) => this.#text(t));
    p.on('comment', () => this.#drain());
    p.on('processinginstruction', () => this.#drain());
    p.on('error', (e) => this.#error(e));
  }

  /** True once an XML error outside any record stopped the reading. */
  get stopped(): boolean {
    return this.#stopped;
  }

  /** Reads more text; `invalid`: byte runs of this text that did not decode. Returns what it completed. */
  write(text: string, invalid: InvalidBytes[] = []): ReadItem[] {
    if (!this.#stopped) {
      this.#marks.push(...invalid);
      this.#feed(text, false);
    }
    return this.#take();
  }

  /** End of the file: a record still open is truncated. */
  end(): ReadItem[] {
    if (!this.#stopped) this.#feed('', true);
    if (!this.#stopped) {
      const line = this.#parser.line;
      this.#ending = [];
      this.#parser.close();
      this.#drain(Infinity);
      const r = this.#record;
      if (r) this.#fail(r, 'the file ends before </record> (truncated?)');
      else if (this.#ending.length > 0) {
        this.#fileFailure(
          `the file ends inside the XML document (${this.#ending.join('; ')}): truncated, or an unclosed comment, CDATA section or tag swallowed the rest? Records after #${this.#count} (if any) were not read`,
          line,
        );
      }
    }
    return this.#take();
  }

  #feed(text: string, final: boolean): void {
    const safe = this.#guard.push(text, final);
    this.#ampersands.push(...safe.bare);
    this.#parser.write(safe.text);
  }

  #take(): ReadItem[] {
    const out = this.#out;
    this.#out = [];
    return out;
  }

  /** Invalid bytes read so far belong to the record being read, else they are reported on their own. */
  #drain(upTo = this.#parser.position): void {
    const invalid = takeBefore(this.#marks, upTo);
    const amps = takeBefore(this.#ampersands, upTo);
    const r = this.#record;
    const amp = amps[0] && `unescaped "&" near "${amps[0].near}"${amps.length > 1 ? ` (and ${amps.length - 1} more)` : ''} (write it as &amp;)`;
    if (r) {
      r.invalid.push(...invalid);
      if (amp) r.error ??= amp;
      return;
    }
    if (invalid.length > 0) this.#fileFailure(describeInvalid(invalid, ' outside any record'));
    if (amp) this.#fileFailure(`${amp} outside any record`);
  }

  #fileFailure(reason: string, line = this.#parser.line): void {
    this.#out.push({ failure: { file: this.file, position: 0, line, reason } });
  }

  #openTag(tag: SaxesTagNS): void {
    this.#depth++;
    const marc = tag.uri === MARC_NS || tag.uri === '';
    const starting = this.#starting;
    this.#starting = null;
    if (marc && tag.local === 'record') {
      const line = starting?.line ?? this.#parser.line;
      // Bytes before "<record" were drained at its opentagstart: what is left is in its attributes.
      if (this.#record) this.#fail(this.#record, `<record> is not closed: another record starts at line ${line}`);
      this.#startRecord(line, starting?.errors ?? []);
      this.#drain();
      return;
    }
    this.#drain();
    if (starting) for (const e of starting.errors) this.#stop(e);
    const r = this.#record;
    if (!r) {
      if (marc && MARC_ELEMENTS.has(tag.local) && !this.#strayReported) {
        this.#strayReported = true;
        this.#fileFailure(`<${tag.name}> outside any <record> at line ${this.#parser.line} (a record's start tag lost?)`);
      }
      return;
    }
    openElement(r, marc ? tag.local : null, tag.name, (name) => tag.attributes[name]?.value, this.#parser.line);
  }

  #startRecord(line: number, errors: string[]): void {
    this.#strayReported = false;
    this.#record = newRecord(++this.#count, line, this.#depth, errors[0] ?? null);
  }

  #text(t: string): void {
    this.#drain();
    if (this.#record) addText(this.#record, t);
  }

  #closeTag(): void {
    this.#drain();
    const closing = this.#depth--;
    const r = this.#record;
    if (!r) return;
    if (closing > r.depth) {
      this.#lastClosed = closeElement(r) ?? null;
      return;
    }
    const record = finishRecord(r);
    if (!record) return this.#fail(r, '');
    this.#record = null;
    this.#lastClosed = null;
    this.#out.push({ position: r.position, line: r.line, record });
  }

  /** `r` fails: for its invalid bytes if any, else for its first error, else for `reason`. */
  #fail(r: Building, reason: string): void {
    this.#record = null;
    this.#lastClosed = null;
    const why = describeInvalid(r.invalid) || (r.error ?? reason);
    this.#out.push({ failure: { file: this.file, position: r.position, line: r.line, reason: why } });
  }

  #error(e: Error): void {
    if (this.#stopped) return;
    const p = this.#parser;
    let message = e.message.replace(/^\d+:\d+: /, '');
    if (message === 'unexpected close tag.' && this.#record && this.#lastClosed) {
      message = `<${this.#lastClosed.local}> (line ${this.#lastClosed.line}) is not closed`;
    }
    if (this.#ending) {
      // Unclosed tags of a record are what end() reports for it.
      if (!this.#record) this.#ending.push(message.replace(/\.$/, ''));
      return;
    }
    const reason = `XML error at line ${p.line}, column ${p.column + 1}: ${message}`;
    if (this.#starting) this.#starting.errors.push(reason);
    else if (this.#record) this.#record.error ??= reason;
    else this.#stop(reason);
  }

  /** An XML error outside any record: the structure around the records is lost, so reading stops here. */
  #stop(reason: string): void {
    if (this.#stopped) return;
    this.#stopped = true;
    this.#starting = null;
    // saxes goes on with the chunk it is reading: nothing after this point is taken.
    for (const name of ['opentagstart', 'opentag', 'closetag', 'text', 'cdata', 'comment', 'processinginstruction'] as const) this.#parser.off(name);
    this.#fileFailure(`${reason}; reading stopped there: records after #${this.#count} (if any) were not read`);
  }
}
