import { toApiError } from '@estante/api-client';
import { useQuery } from '@estante/api-client/react';
import { formatarCodigoNadaConsta, normalizarCodigoNadaConsta } from '@estante/api-contract/constants';
import { clearanceValidationQuery } from '@estante/api-endpoints/catalogue';
import { useNavigate, useParams } from '@estante/federation/router';
import { messageText, useTranslation } from '@estante/i18n';
import { formatDateTime } from '@estante/i18n/format';
import { $institution, useStore } from '@estante/session';
import { Button } from '@estante/ui/button';
import { useDocumentTitle } from '@estante/ui/document';
import { Form, SubmitButton, TextField, useForm } from '@estante/ui/form';
import { LoadingIndicator } from '@estante/ui/loading';
import { clearanceCheckPath } from '../../refs';
import { codeResolver, type CodeValues } from './rules';
import { NS_CLEARANCE_CHECK } from './strings';
import './clearance-check.css';

/** What the API answers for one code: valid (for whom, when), unknown or forged, or it could not be asked. */
function Answer({ codigo }: { readonly codigo: string }) {
  const { t, i18n } = useTranslation(NS_CLEARANCE_CHECK);
  const { t: tc } = useTranslation();
  const answer = useQuery(clearanceValidationQuery(codigo));
  if (answer.isPending) return <LoadingIndicator label={t('checking')} />;
  if (answer.isError) {
    const e = toApiError(answer.error);
    if (e.status === 404 || e.status === 400) {
      return (
        <section className="clearance-check__answer clearance-check__answer--bad" role="alert" aria-labelledby="clearance-check-answer">
          <h2 id="clearance-check-answer">{t('unknown.heading')}</h2>
          <p>{t('unknown.text', { code: formatarCodigoNadaConsta(codigo) })}</p>
        </section>
      );
    }
    return (
      <div role="alert" className="clearance-check__answer">
        <p>{e.status === 429 ? t('tooMany') : messageText(tc, { key: 'errors.unexpected' })}</p>
        <Button onClick={answer.refetch}>{tc('common.retry')}</Button>
      </div>
    );
  }
  const d = answer.data;
  if (!d) return null;
  return (
    <section className="clearance-check__answer clearance-check__answer--ok" role="status" aria-labelledby="clearance-check-answer">
      <h2 id="clearance-check-answer">{t('valid.heading')}</h2>
      <dl className="clearance-check__facts">
        <dt>{t('valid.name')}</dt>
        <dd>{d.nome}</dd>
        <dt>{t('valid.registration')}</dt>
        <dd>{d.matricula}</dd>
        <dt>{t('valid.institution')}</dt>
        <dd>{d.instituicao}</dd>
        <dt>{t('valid.issued')}</dt>
        <dd>{formatDateTime(d.emitida_em, i18n.language)}</dd>
        <dt>{t('valid.code')}</dt>
        <dd><code>{d.codigo_formatado}</code></dd>
      </dl>
      <p className="clearance-check__note">{t('valid.note')}</p>
    </section>
  );
}

/**
 * `/nada-consta` and `/nada-consta/{codigo}` (public): a clearance declaration checked by its
 * verification code — the address its QR code holds, or a code typed in the form. Says plainly
 * whether it is valid (for whom, issued when) or an unknown or forged code; nothing else of the patron.
 */
export default function ClearanceCheckPage() {
  const { t, ready } = useTranslation(NS_CLEARANCE_CHECK);
  const sigla = useStore($institution)?.sigla;
  const { codigo: typed } = useParams();
  const navigate = useNavigate();
  const codigo = typed ? normalizarCodigoNadaConsta(typed) : null;
  useDocumentTitle(ready ? [t('title'), [t('catalogue'), sigla].filter(Boolean).join(' ')].join(' | ') : null);
  const form = useForm<CodeValues>({ resolver: codeResolver, defaultValues: { codigo: typed ?? '' } });
  if (!ready) return <LoadingIndicator label="…" />;
  const check = (v: CodeValues) => {
    const c = normalizarCodigoNadaConsta(v.codigo);
    if (c) void navigate(clearanceCheckPath(formatarCodigoNadaConsta(c)));
  };
  return (
    <div className="clearance-check">
      <h1>{t('title')}</h1>
      <p className="clearance-check__intro">{t('intro')}</p>
      <Form id="clearance-check" ns={NS_CLEARANCE_CHECK} form={form} onSubmit={check} aria-label={t('form')} className="clearance-check__form">
        <TextField control={form.control} name="codigo" label={t('code')} hint={t('codeHint')} required autoComplete="off" inputProps={{ spellCheck: false, autoCapitalize: 'characters' }} />
        <SubmitButton control={form.control}>{t('check')}</SubmitButton>
      </Form>
      {typed === undefined ? null : codigo ? (
        <Answer key={codigo} codigo={codigo} />
      ) : (
        <section className="clearance-check__answer clearance-check__answer--bad" role="alert" aria-labelledby="clearance-check-answer">
          <h2 id="clearance-check-answer">{t('unknown.heading')}</h2>
          <p>{t('malformed')}</p>
        </section>
      )}
    </div>
  );
}
