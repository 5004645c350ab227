import { useEffect, useState } from 'react';
import { api } from '@estante/api-client';

export interface ExternalLink {
  readonly cod: number;
  readonly label: string;
  readonly href: string;
}

/** An absolute http(s) address, or null (a javascript: or relative value never becomes a link). */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Each activity's row, fetched once per page (`GET /api/parametros/atividade/{id}`). */
const rows = new Map<number, Promise<ExternalLink | null>>();

function linkOf(cod: number): Promise<ExternalLink | null> {
  let row = rows.get(cod);
  if (!row) {
    row = api.activity(cod).then(
      (a) => {
        const href = safeExternalUrl(a.link);
        return href ? { cod, label: a.descricao, href } : null;
      },
      () => {
        rows.delete(cod); // asked again next time
        return null;
      },
    );
    rows.set(cod, row);
  }
  return row;
}

/**
 * The footer's external links (SPEC.md §6: activities 57, 87, 88): for each enabled activity, its
 * `link` and `descricao` from the activity's row. An activity without a usable link shows nothing.
 */
export function useExternalLinks(enabled: readonly number[]): readonly ExternalLink[] {
  const key = enabled.join(',');
  const [links, setLinks] = useState<readonly ExternalLink[]>([]);
  useEffect(() => {
    let live = true;
    const codes = key === '' ? [] : key.split(',').map(Number);
    void Promise.all(codes.map(linkOf)).then((found) => {
      if (live) setLinks(found.filter((l): l is ExternalLink => l !== null));
    });
    return () => {
      live = false;
    };
  }, [key]);
  return links;
}
