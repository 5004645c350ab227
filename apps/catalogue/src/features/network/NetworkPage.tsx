import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from '@estante/federation/router';
import type { InstituicoesOai } from '@estante/api-contract';
import * as api from '@estante/api-endpoints/catalogue';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { Form, TextField, useController, useForm, type Control } from '@estante/ui/form';
import { institutionsQuery, readNetwork, writeNetwork, type NetworkState } from './networkParams';
import { NetworkResults } from './NetworkResults';
import { NetworkTitle } from './NetworkTitle';
import { requiredTerm } from './requiredTerm';
import { guidePath } from '../../refs';
import './network.css';
import { usePageTitle } from '../../usePageTitle';

interface Values {
  term: string;
  /** The institutions ticked; none: all of them. */
  chosen: number[];
}
const resolver = requiredTerm<Values>();

/**
 * `/rede`: search across the institutions of the network (the local catalogue and the others), each
 * result labelled with the institution that holds it; another institution's title opens here
 * (`?acervo=&instituicao=`), since `/acervo/{id}` is this catalogue's own. The state is the address.
 */
export default function NetworkPage() {
  const { t } = useTranslation('catalogue');
  usePageTitle(t('network.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => readNetwork(params), [params]);
  const institutions = useQuery(api.networkInstitutionsQuery());
  const all = useMemo(() => (institutions.data ?? []).map((i) => i.cod_empresa), [institutions.data]);
  const form = useForm<Values>({ resolver, defaultValues: { term: state.term, chosen: [...state.institutions] } });
  // Back and forward change the address: the form follows it.
  useEffect(() => form.reset({ term: state.term, chosen: [...state.institutions] }), [form, state.term, state.institutions]);

  const go = (next: NetworkState) => void navigate(`${guidePath('rede')}?${writeNetwork(next).toString()}`);
  const submit = (v: Values) => {
    const inst = institutionsQuery(v.chosen, all);
    go({ term: v.term, institutions: inst ? inst.split(',').map(Number) : [], page: 1, title: null, institution: null });
  };

  if (state.title !== null) return <NetworkTitle cod={state.title} institution={state.institution} back={() => go({ ...state, title: null, institution: null })} />;
  return (
    <div className="catalogue-network">
      <h1>{t('network.title')}</h1>
      <p className="catalogue-network__intro">{t('network.intro')}</p>
      <div role="search" aria-label={t('network.formLabel')}>
        <Form id="rede" ns="catalogue" form={form} className="catalogue-network__form" onSubmit={submit}>
          <Institutions control={form.control} list={institutions.data ?? []} all={all} />
          <div className="catalogue-network__row">
            <TextField control={form.control} name="term" type="search" label={t('catalogue.searchLabel')} className="catalogue-network__term" />
            <Button type="primary" htmlType="submit">
              {t('catalogue.searchButton')}
            </Button>
          </div>
        </Form>
      </div>
      {state.term ? <NetworkResults state={state} onPage={(page) => go({ ...state, page })} hrefOf={(page) => `${guidePath('rede')}?${writeNetwork({ ...state, page }).toString()}`} /> : null}
    </div>
  );
}

/** The institutions to search, ticked boxes bound to the form (none ticked stands for all). */
function Institutions({ control, list, all }: { readonly control: Control<Values>; readonly list: InstituicoesOai; readonly all: readonly number[] }) {
  const { t } = useTranslation('catalogue');
  const { field } = useController({ control, name: 'chosen' });
  const chosen = field.value;
  const toggle = (c: number) => {
    const current = chosen.length === 0 ? all : chosen;
    field.onChange(current.includes(c) ? current.filter((x) => x !== c) : [...current, c]);
  };
  return (
    <fieldset>
      <legend>{t('network.institutions')}</legend>
      {list.map((i) => (
        <label key={i.cod_empresa} className="catalogue-network__inst">
          <input type="checkbox" checked={chosen.length === 0 || chosen.includes(i.cod_empresa)} onChange={() => toggle(i.cod_empresa)} />
          {i.desc_empresa}
          {i.local ? <span className="catalogue-network__local"> ({t('network.local')})</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
