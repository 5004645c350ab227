import { addToPermanentBasket, permanentBasketQuery } from '@estante/api-endpoints/title';
import { useMutation, useQuery, useQueryClient } from '@estante/api-client/react';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { messageText, useTranslation } from '@estante/i18n';
import { $user, addToBasket, removeFromBasket, useActivity, useBasket, useStore } from '@estante/session';
import { Link, useRouteRef } from '@estante/federation/router';
import { Button } from '@estante/ui/button';
import { notify } from '@estante/ui/notify';
import { NS } from '../../strings';
import { basketLink } from '../../refs';

/**
 * "Add to basket" (the browser's basket, visitors too), the way to the basket with its count (the
 * session's basket store: it changes as the title is added or removed, here or in another tab) and,
 * signed in, "Add to my permanent basket" (kept on the server).
 */
export function BasketActions({ cod, obra }: { readonly cod: number; readonly obra: string }) {
  const { t } = useTranslation(NS);
  const basket = useBasket();
  const inBasket = basket.includes(cod);
  const user = useStore($user);
  const toBasket = useRouteRef(basketLink);
  // The permanent basket is a page of the personal area (module 571, activity 5723): only for categories that have it.
  const mayKeep = useActivity(5723, 571);
  return (
    <div className="title-actions estante-js-only" role="group" aria-label={t('titleDetail.basket.actions')}>
      <Button
        aria-pressed={inBasket}
        onClick={() => {
          if (inBasket) removeFromBasket(cod);
          else addToBasket(cod);
          notify.success(t(inBasket ? 'titleDetail.basket.removed' : 'titleDetail.basket.added', { title: obra }));
        }}
      >
        {t(inBasket ? 'titleDetail.basket.remove' : 'titleDetail.basket.add')}
      </Button>
      {user && mayKeep ? <PermanentBasketButton cod={cod} codPessoa={user.cod_pessoa} /> : null}
      <Link className="title-actions__basket" to={toBasket()}>
        {basket.length ? t('titleDetail.basket.view', { count: basket.length }) : t('titleDetail.basket.viewEmpty')}
      </Link>
    </div>
  );
}

function PermanentBasketButton({ cod, codPessoa }: { readonly cod: number; readonly codPessoa: number }) {
  const { t } = useTranslation(NS);
  const client = useQueryClient();
  const kept = useQuery(permanentBasketQuery(codPessoa));
  const add = useMutation({
    mutationFn: () => addToPermanentBasket(cod),
    onSuccess: (result) => {
      notify.success(result.message);
      return client.invalidateQueries({ queryKey: permanentBasketQuery(codPessoa).queryKey });
    },
    onError: (error) => {
      const message = errorMessageKey(toApiError(error));
      if (message) notify.error(messageText(t, message));
    },
  });
  const isKept = kept.data?.some((i) => i.cod_acervo === cod) ?? false;
  if (isKept) return <p className="title-actions__kept" role="status">✓ {t('titleDetail.basket.kept')}</p>;
  return (
    <Button loading={add.isPending} disabled={kept.isPending} onClick={() => add.mutate(undefined)}>
      {t('titleDetail.basket.keep')}
    </Button>
  );
}
