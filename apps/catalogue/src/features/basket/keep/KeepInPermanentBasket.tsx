import { useState } from 'react';
import type { CestaPermanenteResultado } from '@estante/api-contract';
import { addManyToPermanentBasket, permanentBasketQuery } from '@estante/api-endpoints/catalogue';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { useMutation, useQueryClient } from '@estante/api-client/react';
import { Link, useRouteRef } from '@estante/federation/router';
import { messageText, useTranslation } from '@estante/i18n';
import { $user, useActivity, useStore } from '@estante/session';
import { Button } from '@estante/ui/button';
import { permanentBasketLink } from '../../../refs';
import { keepSummary, PERMANENT_BASKET_ACTIVITY, PERSONAL_AREA_MODULE } from './rules';
import { NS_KEEP } from './strings';

/**
 * "Keep in my permanent basket" (SPEC.md §4 add many, §7 POST /api/acervo/cesta-permanente): a
 * signed-in patron whose category has the permanent basket keeps the chosen titles on the server,
 * the same on every device; says how many were added and how many were there already, and leads to
 * the permanent basket's page.
 */
export function KeepInPermanentBasket({ chosen }: { readonly chosen: readonly number[] }) {
  const { t, ready } = useTranslation(NS_KEEP);
  const user = useStore($user);
  const allowed = useActivity(PERMANENT_BASKET_ACTIVITY, PERSONAL_AREA_MODULE);
  const toPermanent = useRouteRef(permanentBasketLink);
  const client = useQueryClient();
  const [result, setResult] = useState<CestaPermanenteResultado | null>(null);
  const keep = useMutation({
    mutationFn: (ids: readonly number[]) => addManyToPermanentBasket(ids),
    onSuccess: (r) => {
      setResult(r);
      if (user) return client.invalidateQueries({ queryKey: permanentBasketQuery(user.cod_pessoa).queryKey });
      return undefined;
    },
  });
  if (!user || !allowed || !ready) return null;

  const failure = keep.status === 'error' ? errorMessageKey(toApiError(keep.error)) : null;
  return (
    <div className="catalogue-basket__keep">
      <Button onClick={() => keep.mutate(chosen)} loading={keep.isPending} disabled={chosen.length === 0 || keep.isPending}>
        {t('button', { count: chosen.length })}
      </Button>
      <p className="catalogue-basket__keep-result" role="status">
        {result ? (
          <>
            {keepSummary(result)
              .map((p) => t(p.key, { count: p.count }))
              .join(' ')}{' '}
            <Link to={toPermanent()}>{t('see')}</Link>
          </>
        ) : null}
      </p>
      {keep.status === 'error' ? (
        <p role="alert" className="catalogue-basket__error">
          {failure ? messageText(t, failure) : t('failed')}
        </p>
      ) : null}
    </div>
  );
}
