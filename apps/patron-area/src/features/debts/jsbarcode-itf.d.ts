/**
 * jsbarcode's Interleaved 2 of 5 encoder, imported on its own: jsbarcode 3.12.0's published
 * barcodes/index.js registers CODE39 only (lindell/JsBarcode#470), so `JsBarcode(svg, …, { format: 'ITF' })`
 * throws; the encoder module itself is complete.
 */
declare module 'jsbarcode/bin/barcodes/ITF/ITF' {
  export default class ITF {
    constructor(data: string, options: Record<string, unknown>);
    valid(): boolean;
    /** `data`: one character per module, '1' a bar and '0' a space (start and stop patterns included). */
    encode(): { data: string; text: string };
  }
}
