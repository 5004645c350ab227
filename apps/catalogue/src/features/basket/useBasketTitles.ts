import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@estante/api-client/react';
import * as api from '@estante/api-endpoints/catalogue';
import { useTranslation } from '@estante/i18n';
import { removeManyFromBasket, useBasket } from '@estante/session';
import { notify } from '@estante/ui/notify';
import { missingFrom, shownItems } from './basketItems';

/**
 * The basket's titles through the query layer. A removal made here shows at once without asking
 * again (the smaller basket's answer is put in the cache first); titles the catalogue no longer
 * has leave the basket with a notice.
 */
export function useBasketTitles() {
  const { t } = useTranslation('catalogue');
  const basket = useBasket();
  const client = useQueryClient();
  const query = useQuery({ ...api.titleSummariesQuery(basket), enabled: basket.length > 0, keepPrevious: true });
  const items = useMemo(() => shownItems(basket, query.data), [basket, query.data]);

  /** Takes titles out of the basket; the rest stay on screen, already answered. */
  const remove = (ids: readonly number[]) => {
    const rest = basket.filter((id) => !ids.includes(id));
    if (rest.length) client.setQueryData(api.titleSummariesQuery(rest).queryKey, shownItems(rest, query.data));
    removeManyFromBasket(ids);
  };

  const answer = query.isSuccess && !query.isPlaceholderData ? query.data : undefined;
  useEffect(() => {
    if (!answer || basket.length === 0) return;
    const gone = missingFrom(basket, answer);
    if (!gone.length) return;
    const rest = basket.filter((id) => !gone.includes(id));
    if (rest.length) client.setQueryData(api.titleSummariesQuery(rest).queryKey, shownItems(rest, answer));
    removeManyFromBasket(gone);
    notify.info(t('basket.gone', { count: gone.length }));
  }, [answer, basket, client, t]);

  return {
    basket,
    items,
    loading: basket.length > 0 && query.isPending,
    error: basket.length > 0 && query.isError ? query.error : null,
    retry: query.refetch,
    remove,
  };
}
