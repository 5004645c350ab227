/** The 48-digit "linha digitável" as printed on a slip: four blocks of 11 digits, each with its check digit after a hyphen. */
export function groupLine(line: string): string {
  if (!/^[0-9]{48}$/.test(line)) return line;
  return [0, 12, 24, 36].map((i) => `${line.slice(i, i + 11)}-${line.slice(i + 11, i + 12)}`).join(' ');
}

/** The bars of a barcode's modules ('1' bar, '0' space): each run of bars as its start and width, in modules. */
export function barsOf(modules: string): { x: number; w: number }[] {
  return [...modules.matchAll(/1+/g)].map((m) => ({ x: m.index, w: m[0].length }));
}
