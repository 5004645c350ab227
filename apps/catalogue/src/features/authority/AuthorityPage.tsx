import { Link, useParams } from '@estante/federation/router';
import { NotFound } from '@estante/federation/not-found';
import { errorMessageKey, toApiError } from '@estante/api-client';
import * as api from '@estante/api-endpoints/catalogue';
import { useQuery } from '@estante/api-client/react';
import { messageText, useTranslation } from '@estante/i18n';
import { LoadingIndicator } from '@estante/ui/loading';
import { authorityCode } from './authorityRules';
import { AuthorityDetails } from './AuthorityDetails';
import { AuthorityMarc } from './AuthorityMarc';
import { guidePath, authorityPath } from '../../refs';
import { usePageTitle } from '../../usePageTitle';
import './authority.css';

/** `/autoridade/{cod}` (heading, references, linked titles) and `/autoridade/{cod}/marc` (its MARC record). */
export default function AuthorityPage({ marc = false }: { readonly marc?: boolean }) {
  const { t } = useTranslation('catalogue');
  const cod = authorityCode(useParams().codAutoridade);
  const authority = useQuery({ ...api.authorityQuery(cod), enabled: cod > 0 });
  const failure = authority.isError ? toApiError(authority.error) : null;
  usePageTitle(authority.data ? (marc ? `${authority.data.cabecalho} — ${t('authority.marcView')}` : authority.data.cabecalho) : null);

  if (!cod || failure?.status === 404 || failure?.status === 400) {
    // The site's one not-found page, in this page's words.
    return <NotFound title={t('authority.notFoundTitle')} text={t('authority.notFoundText')} action={{ to: guidePath('indices'), label: t('authority.browse') }} />;
  }
  if (failure) {
    const message = errorMessageKey(failure);
    return message ? <p role="alert">{messageText(t, message)}</p> : null;
  }
  if (!authority.data) return <LoadingIndicator label={t('common.loading')} />;
  const a = authority.data;
  return (
    <article className="catalogue-authority" aria-labelledby="catalogue-authority-heading">
      <p className="catalogue-authority__type">{a.desc_tipo}</p>
      <h1 id="catalogue-authority-heading">{a.cabecalho}</h1>
      <nav className="catalogue-authority__views" aria-label={t('authority.views')}>
        <Link to={authorityPath(a.cod_autoridade)} aria-current={marc ? undefined : 'page'}>
          {t('authority.defaultView')}
        </Link>
        {a.possui_marc ? (
          <Link to={authorityPath(a.cod_autoridade, true)} aria-current={marc ? 'page' : undefined}>
            {t('authority.marcView')}
          </Link>
        ) : null}
      </nav>
      {marc ? <AuthorityMarc cod={a.cod_autoridade} hasMarc={a.possui_marc} /> : <AuthorityDetails authority={a} />}
    </article>
  );
}
