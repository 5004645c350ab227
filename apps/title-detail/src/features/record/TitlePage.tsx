import { useEffect, useState } from 'react';
import { Link, useParams } from '@estante/federation/router';
import { errorMessageKey, toApiError, type ErrorMessage, type AcervoResponse } from '@estante/api-client';
import * as api from '@estante/api-client/title';
import { routes, type TitleView } from '@estante/federation';
import { messageText, useTranslation } from '@estante/i18n';
import { Alert } from '@estante/ui/feedback';
import { Result } from '@estante/ui/result';
import { LoadingIndicator } from '@estante/ui/loading';
import { Descriptions } from '@estante/ui/descriptions';
import { Tag } from '@estante/ui/tag';
import { displayFields } from './fields';
import './title.css';

type State =
  | { status: 'loading' }
  | { status: 'done'; record: AcervoResponse }
  | { status: 'not-found' }
  | { status: 'error'; message: ErrorMessage };

export function TitlePage({ view }: { readonly view: TitleView | undefined }) {
  const { t } = useTranslation('title-detail');
  const codAcervo = useParams().codAcervo ?? '';
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.title(Number(codAcervo), { signal: controller.signal }).then(
      (record) => setState({ status: 'done', record }),
      (error: unknown) => {
        const apiError = toApiError(error);
        if (apiError.status === 404 || apiError.status === 400) return setState({ status: 'not-found' });
        const message = errorMessageKey(apiError);
        if (message) setState({ status: 'error', message });
      },
    );
    return () => controller.abort();
  }, [codAcervo]);

  if (state.status === 'loading') {
    return <LoadingIndicator label={t('common.loading')} />;
  }
  if (state.status === 'not-found') {
    return <Result status="404" title={<h1 className="title-heading">{t('titleDetail.notFound')}</h1>} extra={<Link to={routes.home()}>{t('titleDetail.backToSearch')}</Link>} />;
  }
  if (state.status === 'error') {
    return <Alert type="error" showIcon role="alert" message={messageText(t, state.message)} />;
  }

  const { record } = state;
  const fields = displayFields(record);
  return (
    <article className="title-page" aria-labelledby="title-heading">
      <p className="title-back">
        <a href={routes.home()} onClick={(e) => { if (window.history.length > 1) { e.preventDefault(); window.history.back(); } }}>
          ← {t('titleDetail.backToSearch')}
        </a>
      </p>
      <h1 id="title-heading" className="title-heading">{record.obra}</h1>
      <p className="title-meta">
        <Tag>{record.desc_tipo_obra}</Tag>
        {record.ano_publicacao ? <span>{t('titleDetail.year')}: {record.ano_publicacao}</span> : null}
      </p>
      {view ? (
        <Alert type="info" showIcon message={t('titleDetail.viewUnavailable')} />
      ) : (
        <Descriptions
          title={t('titleDetail.fieldsLabel')}
          bordered
          column={1}
          size="small"
          items={fields.map((f) => ({
            key: f.tag,
            label: t(f.labelKey, { tag: f.tag }),
            children: f.values.length === 1 ? f.values[0] : (
              <ul className="title-values">{f.values.map((v, i) => <li key={i}>{v}</li>)}</ul>
            ),
          }))}
        />
      )}
    </article>
  );
}
