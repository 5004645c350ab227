import { useEffect } from 'react';
import { useNavigate } from '@estante/federation/router';
import * as api from '@estante/api-endpoints/catalogue';
import { useQuery, type UseQueryResult } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { Form, SelectField, TextField, useForm } from '@estante/ui/form';
import { LoadingIndicator } from '@estante/ui/loading';
import { requiredTerm } from '../network/requiredTerm';
import { defaultField, periodicalSearch, unofferedKinds, type KindAnswer } from './specialised';
import '../browse/browse.css';
import { homePath } from '../../refs';

interface Values {
  field: string;
  term: string;
}
const resolver = requiredTerm<Values>();
const answer = (q: UseQueryResult<readonly unknown[]>): KindAnswer => (q.isPending ? { settled: false } : { settled: true, options: q.data });

/**
 * `/especializada`: the specialised searches the server offers (SPEC.md §7). A periodical search is
 * the general search narrowed to serials, so its results, facets and basket are the catalogue's;
 * kinds the catalogue holds no records of (the server answers no options) are said, not offered.
 */
export default function SpecialisedPage() {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const periodicalOptions = useQuery(api.specialisedOptionsQuery('opcoes-periodicos'));
  const laws = useQuery(api.specialisedOptionsQuery('opcoes-atos-normativos'));
  const caseLaw = useQuery(api.specialisedOptionsQuery('jurisprudencia-options'));
  const archive = useQuery(api.specialisedOptionsQuery('opcoes-arquivo'));
  const missing = unofferedKinds({ 'opcoes-atos-normativos': answer(laws), 'jurisprudencia-options': answer(caseLaw), 'opcoes-arquivo': answer(archive) });
  // A failed list is said as no periodicals.
  const periodicals = periodicalOptions.isPending ? null : (periodicalOptions.data ?? []);
  const form = useForm<Values>({ resolver, defaultValues: { field: 'titulo', term: '' } });
  const first = periodicals ? defaultField(periodicals) : undefined;
  useEffect(() => {
    if (first) form.reset({ field: first, term: '' });
  }, [form, first]);

  return (
    <div className="catalogue-browse">
      <h1>{t('specialised.title')}</h1>
      <p className="catalogue-browse__intro">{t('specialised.intro')}</p>
      {periodicals === null ? <LoadingIndicator label={t('common.loading')} /> : null}
      {periodicals?.length ? (
        <div role="search" aria-label={t('specialised.periodicals')}>
          <Form id="periodicos" ns="catalogue" form={form} className="catalogue-search" onSubmit={(v) => void navigate(`${homePath()}?${periodicalSearch(v.field, v.term).toString()}`)}>
            <h2 className="catalogue-browse__listTitle">{t('specialised.periodicals')}</h2>
            <div className="catalogue-search__row">
              <SelectField control={form.control} name="field" label={t('specialised.field')} options={periodicals.map((o) => ({ value: o.codigo, label: o.descricao }))} />
              <TextField control={form.control} name="term" type="search" label={t('catalogue.searchLabel')} className="catalogue-search__term" inputProps={{ size: 'large' }} />
              <Button type="primary" htmlType="submit" size="large">
                {t('catalogue.searchButton')}
              </Button>
            </div>
          </Form>
        </div>
      ) : null}
      {periodicals !== null && periodicals.length === 0 ? <p>{t('specialised.noPeriodicals')}</p> : null}
      {missing?.length ? <p className="catalogue-browse__note">{t('specialised.notOffered', { kinds: missing.map((k) => t(`specialised.kinds.${k}`)).join(', ') })}</p> : null}
    </div>
  );
}
