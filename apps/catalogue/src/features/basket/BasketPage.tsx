import { useMemo, useState } from 'react';
import { Link, useRouteRef } from '@estante/federation/router';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { messageText, useTranslation } from '@estante/i18n';
import { clearBasket } from '@estante/session';
import { Button } from '@estante/ui/button';
import { useConfirm } from '@estante/ui/confirm';
import { LoadingIndicator } from '@estante/ui/loading';
import { notify } from '@estante/ui/notify';
import { chosenIds, toggled } from './basketItems';
import { ExportPanel } from './ExportPanel';
import { KeepInPermanentBasket } from './keep/KeepInPermanentBasket';
import { useBasketTitles } from './useBasketTitles';
import { homePath, titleLink } from '../../refs';
import './basket.css';
import { usePageTitle } from '../../usePageTitle';

/** The basket (SPEC.md §2 /cesta, §4): its titles, remove one, clear, and export the chosen ones. */
export default function BasketPage() {
  const { t } = useTranslation('catalogue');
  usePageTitle(t('basket.title'));
  const title = useRouteRef(titleLink);
  const { basket, items, loading, error, remove } = useBasketTitles();
  const [unselected, setUnselected] = useState<ReadonlySet<number>>(new Set());
  const [confirm, confirmHolder] = useConfirm();
  const chosen = useMemo(() => chosenIds(items, unselected), [items, unselected]);
  const failure = error ? errorMessageKey(toApiError(error)) : null;
  const all = chosen.length === items.length;

  const onClear = async () => {
    if (await confirm({ title: t('basket.clearTitle'), content: t('basket.clearQuestion', { count: basket.length }), confirmText: t('basket.clear'), danger: true })) {
      clearBasket();
      notify.success(t('basket.cleared'));
    }
  };

  return (
    <div className="catalogue-basket">
      {confirmHolder}
      <h1>{t('basket.title')}</h1>
      {loading ? <LoadingIndicator label={t('common.loading')} /> : null}
      {failure ? (
        <p role="alert" className="catalogue-basket__error">
          {messageText(t, failure)}
        </p>
      ) : null}
      {!loading && !failure && items.length === 0 ? (
        <div className="catalogue-basket__empty">
          <p>{t('basket.empty')}</p>
          <Link to={homePath()}>{t('basket.goSearch')}</Link>
        </div>
      ) : null}
      {items.length > 0 ? (
        <>
          <p className="catalogue-basket__count" role="status">
            {t('basket.count', { count: items.length })}
          </p>
          <div className="catalogue-basket__toolbar">
            <label>
              <input type="checkbox" checked={all} onChange={() => setUnselected(all ? new Set(items.map((i) => i.cod_acervo)) : new Set())} /> {t('basket.selectAll')}
            </label>
            <Button danger onClick={() => void onClear()}>
              {t('basket.clear')}
            </Button>
          </div>
          <ol className="catalogue-basket__list">
            {items.map((item) => (
              <li key={item.cod_acervo} className="catalogue-basket__item">
                <input
                  type="checkbox"
                  checked={!unselected.has(item.cod_acervo)}
                  aria-label={t('basket.selectTitle', { title: item.obra })}
                  onChange={() => setUnselected((s) => toggled(s, item.cod_acervo))}
                />
                <div className="catalogue-basket__body">
                  <h2>
                    <Link to={title({ codAcervo: item.cod_acervo })}>{item.obra}</Link>
                  </h2>
                  {item.dados_adicionais.A.length ? <p>{item.dados_adicionais.A.map((a) => a.descricao).join('; ')}</p> : null}
                  <p className="catalogue-basket__description">{item.descricao}</p>
                </div>
                <Button size="small" onClick={() => remove([item.cod_acervo])}>
                  {t('basket.remove')}
                  <span className="estante-visually-hidden">: {item.obra}</span>
                </Button>
              </li>
            ))}
          </ol>
          <KeepInPermanentBasket chosen={chosen} />
          <ExportPanel chosen={chosen} />
        </>
      ) : null}
    </div>
  );
}
