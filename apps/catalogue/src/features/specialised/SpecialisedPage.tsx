import { useEffect } from 'react';
import { useNavigate } from '@estante/federation/router';
import * as api from '@estante/api-endpoints/catalogue';
import { useQuery, type UseQueryResult } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { Form, SelectField, TextField, useForm } from '@estante/ui/form';
import { LoadingIndicator } from '@estante/ui/loading';
import { requiredTerm } from '../network/requiredTerm';
import { KindSearch } from './KindSearch';
import { defaultField, OTHER_KINDS, periodicalSearch, unofferedKinds, type KindAnswer, type OtherKind } from './specialised';
import '../browse/browse.css';
import { homePath } from '../../refs';
import { usePageTitle } from '../../usePageTitle';

interface Values {
  field: string;
  term: string;
}
const resolver = requiredTerm<Values>();
const answer = (q: UseQueryResult<readonly unknown[]>): KindAnswer => (q.isPending ? { settled: false } : { settled: true, options: q.data });

/** A kind's options, asked for once its search is shown. */
function useKind(kind: OtherKind) {
  return useQuery(api.specialisedOptionsQuery(kind));
}

/**
 * `/especializada`: the specialised searches the server offers (SPEC.md §7). A periodical search is
 * the general search narrowed to serials; the others (normative acts, case law, archives, theses and
 * other kinds of title, standards) the general search narrowed to one option drawn from the records
 * (`especializada`), so their results, facets and basket are the catalogue's. Kinds the catalogue
 * holds no records of (the server answers no options) are said, not offered.
 */
export default function SpecialisedPage() {
  const { t } = useTranslation('catalogue');
  usePageTitle(t('specialised.title'));
  const navigate = useNavigate();
  const periodicalOptions = useQuery(api.specialisedOptionsQuery('opcoes-periodicos'));
  const kinds = {
    'opcoes-atos-normativos': useKind('opcoes-atos-normativos'),
    'jurisprudencia-options': useKind('jurisprudencia-options'),
    'opcoes-arquivo': useKind('opcoes-arquivo'),
    'titulos-adicionais': useKind('titulos-adicionais'),
    'produtos-target': useKind('produtos-target'),
  } as const;
  const missing = unofferedKinds({
    'opcoes-atos-normativos': answer(kinds['opcoes-atos-normativos']),
    'jurisprudencia-options': answer(kinds['jurisprudencia-options']),
    'opcoes-arquivo': answer(kinds['opcoes-arquivo']),
    'titulos-adicionais': answer(kinds['titulos-adicionais']),
    'produtos-target': answer(kinds['produtos-target']),
  });
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
      {OTHER_KINDS.map((kind) => {
        const options = kinds[kind].data;
        return options?.length ? <KindSearch key={kind} kind={kind} options={options} /> : null;
      })}
      {missing?.length ? <p className="catalogue-browse__note">{t('specialised.notOffered', { kinds: missing.map((k) => t(`specialised.kinds.${k}`)).join(', ') })}</p> : null}
    </div>
  );
}
