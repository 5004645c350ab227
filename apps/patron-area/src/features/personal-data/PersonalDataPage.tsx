import { useEffect, useId, useState } from 'react';
import type { DadosPessoais } from '@estante/api-contract';
import { personalDataQuery, savePersonalData } from '@estante/api-endpoints/patron';
import { toApiError } from '@estante/api-client';
import { useQuery, useQueryClient } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { $user, useStore } from '@estante/session';
import { Button } from '@estante/ui/button';
import { Alert } from '@estante/ui/feedback';
import { CheckboxField, Form, FormRow, SelectField, SubmitButton, TextField, useForm, type ServerFields } from '@estante/ui/form';
import { notify } from '@estante/ui/notify';
import { useDocumentTitle } from '../../blocks/useDocumentTitle';
import { PageLoading } from '../../layout/PageLoading';
import { bodyOf, cepDigits, cpfDigits, filterPhone, personalResolver, SEXOS, TEXT_FIELDS, UFS, valuesOf, type PersonalValues } from './rules';
import { NS_PERSONAL } from './strings';
import { FieldFilters } from './useFieldFilters';
import './personal-data.css';

const SERVER_FIELDS: ServerFields<PersonalValues> = Object.fromEntries([...TEXT_FIELDS, 'data_nascimento', 'recebe_email'].map((f) => [f, f])) as ServerFields<PersonalValues>;
const FILTERS = { cpf: cpfDigits, telefone: filterPhone, cep: cepDigits } as const;

/**
 * The patron's personal data (SPEC.md §3): every field, each message under it. A save states the
 * version the form was loaded from: when another window saved first, nothing is written and the
 * patron chooses to reload (what they typed stays until then).
 */
export default function PersonalDataPage() {
  const { t, ready } = useTranslation(NS_PERSONAL);
  const { t: tc } = useTranslation();
  const user = useStore($user);
  const codPessoa = user?.cod_pessoa ?? 0;
  const id = useId();
  const client = useQueryClient();
  useDocumentTitle(ready ? t('title') : null);
  const query = useQuery({ ...personalDataQuery(codPessoa), enabled: Boolean(user) });
  const form = useForm<PersonalValues>({ resolver: personalResolver, defaultValues: undefined });
  // The version the form shows: the one a save states (a later refetch does not change it).
  const [loaded, setLoaded] = useState<DadosPessoais | null>(null);
  const [stale, setStale] = useState(false);
  const show = (d: DadosPessoais) => {
    setLoaded(d);
    form.reset(valuesOf(d));
  };
  useEffect(() => {
    if (!query.data || loaded !== null) return;
    setLoaded(query.data);
    form.reset(valuesOf(query.data));
  }, [query.data, loaded, form]);

  if (!ready || !user) return <PageLoading />;
  const heading = <h1 id="patron-title" className="patron-title">{t('title')}</h1>;
  if (query.isError && !loaded) return <>{heading}<Alert type="error" showIcon message={t('loadFailed')} action={<Button onClick={query.refetch}>{tc('common.retry')}</Button>} /></>;
  if (!loaded) return <>{heading}<PageLoading /></>;

  const submit = async (values: PersonalValues) => {
    try {
      const saved = await savePersonalData(bodyOf(values, loaded.versao));
      client.setQueryData(personalDataQuery(codPessoa).queryKey, saved);
      setStale(false);
      show(saved);
      notify.success(t('saved'));
    } catch (error) {
      if (toApiError(error).status === 409) return setStale(true);
      throw error; // a field's 422 goes under it, anything else in the form's alert
    }
  };
  const reload = async () => {
    show(await client.fetchQuery({ ...personalDataQuery(codPessoa), staleTime: 0 }));
    setStale(false);
  };
  const text = (name: keyof PersonalValues, more: { autoComplete?: string; type?: 'text' | 'email' | 'tel'; maxLength?: number; hint?: boolean } = {}) => (
    <TextField
      control={form.control}
      name={name}
      label={t(`fields.${name}`)}
      autoComplete={more.autoComplete ?? 'off'}
      {...(more.type ? { type: more.type } : {})}
      {...(more.maxLength ? { maxLength: more.maxLength } : {})}
      {...(more.hint ? { hint: t(`hints.${name}`) } : {})}
    />
  );
  const choose = { value: '', label: t('choose') };
  return (
    <>
      {heading}
      <p className="patron-personal__identity">
        {t('identity', { name: loaded.nome_pessoa, login: loaded.login })}
        <br />
        <small>{t('identityHint')}</small>
      </p>
      {stale ? (
        <Alert type="warning" showIcon role="alert" className="patron-personal__stale" message={t('stale.title')} description={t('stale.text')}
          action={<Button onClick={() => void reload()}>{t('stale.reload')}</Button>} />
      ) : null}
      <Form id={id} ns={NS_PERSONAL} form={form} onSubmit={submit} serverFields={SERVER_FIELDS} aria-label={t('title')}>
        <FieldFilters form={form} filters={FILTERS} />
        <h2 className="patron-personal__section">{t('sections.address')}</h2>
        {text('logradouro', { autoComplete: 'address-line1', maxLength: 200 })}
        <FormRow>
          {text('complemento', { autoComplete: 'address-line2', maxLength: 100 })}
          {text('bairro', { autoComplete: 'address-level3', maxLength: 100 })}
        </FormRow>
        <FormRow>
          {text('cidade', { autoComplete: 'address-level2', maxLength: 100 })}
          <SelectField control={form.control} name="uf" label={t('fields.uf')} options={[choose, ...UFS.map((u) => ({ value: u, label: u }))]} />
        </FormRow>
        {text('cep', { autoComplete: 'postal-code', hint: true })}
        <h2 className="patron-personal__section">{t('sections.documents')}</h2>
        <FormRow>
          {text('cpf', { hint: true })}
          {text('rg', { maxLength: 30 })}
        </FormRow>
        <FormRow>
          {text('data_nascimento', { autoComplete: 'bday', hint: true, maxLength: 10 })}
          <SelectField control={form.control} name="sexo" label={t('fields.sexo')} options={[choose, ...SEXOS.map((s) => ({ value: s, label: t(`sexo.${s}`) }))]} />
        </FormRow>
        <FormRow>
          {text('nacionalidade', { maxLength: 60 })}
          {text('estado_civil', { maxLength: 60 })}
        </FormRow>
        <FormRow>
          {text('escolaridade', { maxLength: 60 })}
          {text('profissao', { autoComplete: 'organization-title', maxLength: 100 })}
        </FormRow>
        <h2 className="patron-personal__section">{t('sections.contact')}</h2>
        {text('emails', { autoComplete: 'email', hint: true, maxLength: 2000 })}
        {text('telefone', { autoComplete: 'tel', type: 'tel', hint: true })}
        <CheckboxField control={form.control} name="recebe_email" label={t('fields.recebe_email')} />
        <SubmitButton control={form.control}>{t('save')}</SubmitButton>
      </Form>
    </>
  );
}
