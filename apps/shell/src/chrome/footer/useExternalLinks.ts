import { activityQuery } from '@estante/api-endpoints/institution';
import { useQuery, useQueryClient } from '@estante/api-client/react';

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

const NONE: readonly ExternalLink[] = [];

/**
 * The footer's external links (SPEC.md §6: activities 57, 87, 88): for each enabled activity, its
 * `link` and `descricao` from the activity's row (`GET /api/parametros/atividade/{id}`, one query
 * each, kept by the query layer). An activity without a usable link, or whose row could not be
 * fetched, shows nothing (and is asked again on the next page that needs it).
 */
export function useExternalLinks(enabled: readonly number[]): readonly ExternalLink[] {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['externalLinks', ...enabled],
    enabled: enabled.length > 0,
    queryFn: () =>
      Promise.all(
        enabled.map((cod) =>
          client.fetchQuery(activityQuery(cod)).then(
            (a): ExternalLink | null => {
              const href = safeExternalUrl(a.link);
              return href ? { cod, label: a.descricao, href } : null;
            },
            () => null,
          ),
        ),
      ).then((links) => links.filter((l): l is ExternalLink => l !== null)),
  });
  return enabled.length > 0 ? (query.data ?? NONE) : NONE;
}
