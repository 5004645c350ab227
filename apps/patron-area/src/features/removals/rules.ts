import type { Afastamento, SituacaoAfastamento } from '@estante/api-contract';

/** The removal under way today, if any (the list comes latest first: the first one under way). */
export function currentRemoval(list: readonly Afastamento[] | undefined): Afastamento | null {
  return list?.find((a) => a.situacao === 'vigente') ?? null;
}

/** The tag's colour of each standing: under way stands out, over is quiet. */
export const STATUS_COLOR: Readonly<Record<SituacaoAfastamento, string>> = { vigente: 'blue', futuro: 'purple', encerrado: 'default' };

/** The string key of each standing. */
export const statusKey = (s: SituacaoAfastamento): `status.${SituacaoAfastamento}` => `status.${s}`;
