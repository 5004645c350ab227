import { Link, useRouteRef } from '@estante/federation/router';
import { errorMessageKey, toApiError } from '@estante/api-client';
import * as api from '@estante/api-endpoints/catalogue';
import { useQuery } from '@estante/api-client/react';
import { messageText, useTranslation } from '@estante/i18n';
import { LoadingIndicator } from '@estante/ui/loading';
import { titleLink } from '../../refs';

/** A title of the network with the institutions that hold it (`/rede?acervo=&instituicao=`). */
export function NetworkTitle({ cod, institution, back }: { readonly cod: number; readonly institution: number | null; readonly back: () => void }) {
  const { t } = useTranslation('catalogue');
  const titleOf = useRouteRef(titleLink);
  const title = useQuery(api.networkTitleQuery(cod));
  const failure = title.isError ? errorMessageKey(toApiError(title.error)) : null;
  const d = title.data;
  return (
    <div className="catalogue-network">
      <button type="button" className="catalogue-link-button" onClick={back}>
        {t('network.back')}
      </button>
      {title.isPending ? <LoadingIndicator label={t('common.loading')} /> : null}
      {failure ? <p role="alert">{messageText(t, failure)}</p> : null}
      {d ? (
        <article aria-labelledby="catalogue-network-title">
          <h1 id="catalogue-network-title">{d.obra}</h1>
          <p>{d.descricao}</p>
          <dl className="catalogue-authority__facts">
            <dt>{t('network.type')}</dt>
            <dd>{d.desc_tipo_obra}</dd>
            {d.dados_adicionais.A.length ? (
              <>
                <dt>{t('catalogue.authors')}</dt>
                <dd>{d.dados_adicionais.A.map((a) => a.descricao).join('; ')}</dd>
              </>
            ) : null}
            {d.dados_adicionais.S.length ? (
              <>
                <dt>{t('catalogue.subjects')}</dt>
                <dd>{d.dados_adicionais.S.map((a) => a.descricao).join('; ')}</dd>
              </>
            ) : null}
          </dl>
          <h2>{t('network.heldBy')}</h2>
          <ul>
            {d.instituicoes.map((i) => (
              <li key={i.cod_empresa}>
                {i.cod_empresa === institution ? <strong>{i.desc_empresa}</strong> : i.desc_empresa}
                {i.cod_empresa === d.instituicoes[0]?.cod_empresa ? (
                  <>
                    {' — '}
                    <Link to={titleOf({ codAcervo: d.cod_acervo })}>{t('network.seeLocal')}</Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </article>
      ) : null}
    </div>
  );
}
