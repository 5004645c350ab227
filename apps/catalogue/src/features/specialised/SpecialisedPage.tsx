import { useEffect, useId, useState } from 'react';
import { useForm, Controller } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import { useNavigate } from '@estante/federation/router';
import { type OpcoesIndiceResponse } from '@estante/api-client';
import * as api from '@estante/api-client/catalogue';
import { routes } from '@estante/federation';
import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { Input } from '@estante/ui/input';
import { LoadingIndicator } from '@estante/ui/loading';
import { Select } from '@estante/ui/select';
import { periodicalSearch } from './specialised';
import '../browse/browse.css';

type Kind = 'opcoes-atos-normativos' | 'jurisprudencia-options' | 'opcoes-arquivo';
const OTHER_KINDS: readonly Kind[] = ['opcoes-atos-normativos', 'jurisprudencia-options', 'opcoes-arquivo'];

interface Values {
  field: string;
  term: string;
}
const schema: yup.ObjectSchema<Values> = yup.object({
  field: yup.string().required(),
  term: yup.string().trim().required('catalogue.termRequired'),
});

/**
 * `/especializada`: the specialised searches the server offers (SPEC.md §7). A periodical search is
 * the general search narrowed to serials, so its results, facets and basket are the catalogue's;
 * kinds the catalogue holds no records of (the server answers no options) are said, not offered.
 */
export default function SpecialisedPage() {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const [periodicals, setPeriodicals] = useState<OpcoesIndiceResponse | null>(null);
  const [missing, setMissing] = useState<Kind[]>([]);
  const fieldId = useId();
  const termId = useId();
  const errorId = useId();
  const { control, handleSubmit, formState, reset } = useForm<Values>({ resolver: yupResolver(schema), defaultValues: { field: 'titulo', term: '' } });

  useEffect(() => {
    const controller = new AbortController();
    const signal = controller.signal;
    api.specialisedOptions('opcoes-periodicos', { signal }).then(
      (o) => {
        setPeriodicals(o);
        const first = o.find((x) => x.padrao) ?? o[0];
        if (first) reset({ field: first.codigo, term: '' });
      },
      () => setPeriodicals([]),
    );
    void Promise.all(OTHER_KINDS.map((k) => api.specialisedOptions(k, { signal }).then((o) => (o.length ? null : k), () => k))).then((ks) =>
      setMissing(ks.filter((k): k is Kind => k !== null)),
    );
    return () => controller.abort();
  }, [reset]);

  const termError = formState.errors.term?.message;
  return (
    <div className="catalogue-browse">
      <h1>{t('specialised.title')}</h1>
      <p className="catalogue-browse__intro">{t('specialised.intro')}</p>
      {periodicals === null ? <LoadingIndicator label={t('common.loading')} /> : null}
      {periodicals?.length ? (
        <form
          className="catalogue-search"
          role="search"
          aria-label={t('specialised.periodicals')}
          noValidate
          onSubmit={handleSubmit((v) => void navigate(`${routes.home()}?${periodicalSearch(v.field, v.term).toString()}`))}
        >
          <h2 className="catalogue-browse__listTitle">{t('specialised.periodicals')}</h2>
          <div className="catalogue-search__row">
            <div>
              <label htmlFor={fieldId}>{t('specialised.field')}</label>
              <Controller
                control={control}
                name="field"
                render={({ field }) => <Select id={fieldId} value={field.value} onChange={field.onChange} options={periodicals.map((o) => ({ value: o.codigo, label: o.descricao }))} />}
              />
            </div>
            <div className="catalogue-search__term">
              <label htmlFor={termId}>{t('catalogue.searchLabel')}</label>
              <Controller
                control={control}
                name="term"
                render={({ field }) => (
                  <Input
                    {...field}
                    id={termId}
                    type="search"
                    size="large"
                    status={termError ? 'error' : undefined}
                    aria-invalid={termError ? true : undefined}
                    aria-describedby={termError ? errorId : undefined}
                  />
                )}
              />
            </div>
            <Button type="primary" htmlType="submit" size="large">
              {t('catalogue.searchButton')}
            </Button>
          </div>
          {termError ? (
            <p id={errorId} role="alert" className="catalogue-search__error">
              {t(termError)}
            </p>
          ) : null}
        </form>
      ) : null}
      {periodicals !== null && periodicals.length === 0 ? <p>{t('specialised.noPeriodicals')}</p> : null}
      {missing.length ? (
        <p className="catalogue-browse__note">{t('specialised.notOffered', { kinds: missing.map((k) => t(`specialised.kinds.${k}`)).join(', ') })}</p>
      ) : null}
    </div>
  );
}
