import type { ItemSumario } from '@estante/api-contract';

export interface ContentsGroup {
  /** The part the entries belong to ("v. 2"), or null for entries outside any. */
  readonly grupo: string | null;
  readonly itens: readonly ItemSumario[];
}

/** Consecutive entries of the same part together, in order (a note without parts is one group). */
export function groupContents(itens: readonly ItemSumario[]): ContentsGroup[] {
  const out: { grupo: string | null; itens: ItemSumario[] }[] = [];
  for (const item of itens) {
    const last = out.at(-1);
    if (last && last.grupo === item.grupo) last.itens.push(item);
    else out.push({ grupo: item.grupo, itens: [item] });
  }
  return out;
}

/** An issue's label: "v. 93, n. 1 (jan. 2026)"-like parts, from what it has. */
export function issueLabel(parts: { volume: string | null; numero: string | null; periodo: string | null; ano: number }, words: { volume: string; number: string }): string {
  const head = [parts.volume ? `${words.volume} ${parts.volume}` : null, parts.numero ? `${words.number} ${parts.numero}` : null].filter(Boolean).join(', ');
  const when = parts.periodo ? `${parts.periodo} ${parts.ano}` : String(parts.ano);
  return head ? `${head} (${when})` : when;
}
