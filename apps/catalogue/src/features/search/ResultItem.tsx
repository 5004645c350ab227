import { useId } from 'react';
import { Link, useRouteRef } from '@estante/federation/router';
import type { ConsultaItem } from '@estante/api-contract';
import { useTranslation } from '@estante/i18n';
import { addToBasket, removeFromBasket } from '@estante/session';
import { Button } from '@estante/ui/button';
import { Tag } from '@estante/ui/tag';
import { Cover } from '../../Cover';
import type { Availability } from './results';
import { authorityPath, titleLink } from '../../refs';
import { bcp47 } from '@estante/api-contract/language';

/** One title of the results: selection box, cover (detailed mode), links, availability by campus, basket button. */
export function ResultItem({
  item,
  mode,
  cover,
  availability,
  selected,
  inBasket,
  onSelect,
}: {
  readonly item: ConsultaItem;
  readonly mode: 'D' | 'L';
  readonly cover: string | null;
  readonly availability: Availability | undefined;
  readonly selected: boolean;
  readonly inBasket: boolean;
  readonly onSelect: (on: boolean) => void;
}) {
  const { t } = useTranslation('catalogue');
  const title = useRouteRef(titleLink);
  const titleId = useId();
  return (
    <li className="catalogue-result" aria-labelledby={titleId}>
      <input type="checkbox" className="catalogue-result__select estante-js-only" checked={selected} onChange={(e) => onSelect(e.target.checked)} aria-label={t('catalogue.selectTitle', { title: item.obra })} />
      {mode === 'D' ? <Cover className="catalogue-result__cover" src={cover} label={item.desc_tipo_obra} width={64} height={88} /> : null}
      <div className="catalogue-result__body">
        <h2 className="catalogue-result__title" id={titleId} lang={bcp47(item.idioma) ?? undefined}>
          <Link to={title({ codAcervo: item.cod_acervo })}>{item.obra}</Link>
        </h2>
        <p className="catalogue-result__meta">
          <Tag>{item.desc_tipo_obra}</Tag>
          {item.ano_publicacao ? <span>{item.ano_publicacao}</span> : null}
          {item.idioma_desc ? <span>{item.idioma_desc}</span> : null}
          {item.acesso_remoto ? <Tag className="catalogue-tag-online">{t('catalogue.remoteAccess')}</Tag> : null}
          {item.possui_acessibilidade ? <Tag className="catalogue-tag-accessible">{t('catalogue.accessible')}</Tag> : null}
        </p>
        {item.dados_adicionais.A.length ? (
          <p className="catalogue-result__authors">
            <span className="estante-visually-hidden">{t('catalogue.authors')}: </span>
            {item.dados_adicionais.A.map((a, i) => (
              <span key={a.codigo}>
                {i > 0 ? '; ' : ''}
                <Link to={authorityPath(a.codigo)}>{a.descricao}</Link>
              </span>
            ))}
          </p>
        ) : null}
        {mode === 'D' ? <p className="catalogue-result__description">{item.descricao}</p> : null}
        {mode === 'D' && item.dados_adicionais.S.length ? (
          <p className="catalogue-result__subjects">
            <span>{t('catalogue.subjects')}: </span>
            {item.dados_adicionais.S.map((s) => s.descricao).join('; ')}
          </p>
        ) : null}
        <p className="catalogue-result__availability">
          {availability === undefined
            ? null
            : availability.campi.length === 0
              ? t('catalogue.availability.none')
              : availability.campi.map((c, i) => (
                  <span key={c.cod_campus} className={c.disponiveis > 0 ? 'is-available' : 'is-unavailable'}>
                    {i > 0 ? ' · ' : ''}
                    {t('catalogue.availability.campus', { campus: c.nome_campus, count: c.disponiveis, total: c.total })}
                  </span>
                ))}
        </p>
      </div>
      <div className="catalogue-result__actions estante-js-only">
        <Button size="small" onClick={() => (inBasket ? removeFromBasket(item.cod_acervo) : addToBasket(item.cod_acervo))}>
          {t(inBasket ? 'catalogue.basket.remove' : 'catalogue.basket.add')}
          <span className="estante-visually-hidden">: {item.obra}</span>
        </Button>
      </div>
    </li>
  );
}
