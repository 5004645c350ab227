import { useId, useState } from 'react';
import type { PlanoDisciplina, PlanoEnsino } from '@estante/api-contract';
import { deleteDisciplinePlan, disciplinePlanQuery, saveDisciplinePlan, teachingPlansKey } from '@estante/api-endpoints/patron';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { useMutation, useQuery, useQueryClient } from '@estante/api-client/react';
import { Link, useSearchParams } from '@estante/federation/router';
import { messageText, useTranslation } from '@estante/i18n';
import { formatDateTime } from '@estante/i18n/format';
import { Button } from '@estante/ui/button';
import { useConfirm } from '@estante/ui/confirm';
import { Alert } from '@estante/ui/feedback';
import { Form, SubmitButton, TextAreaField, useForm, useWatch, type ServerFields } from '@estante/ui/form';
import { notify } from '@estante/ui/notify';
import { PageLoading } from '../../layout/PageLoading';
import { pagePath } from '../../refs';
import { BibliographyEditor } from './BibliographyEditor';
import { TitlePicker } from './TitlePicker';
import { bodyOf, PLANO_CAMPOS, planResolver, serverFieldsOf, valuesOf, type PlanValues, type RefValues } from './rules';
import { NS_TEACHING_PLAN } from './strings';
import { PLANO_TEXTO_MAX } from '@estante/api-contract/plano-ensino-regras';

/** The professor's plan of one discipline they teach: loads it, then the editor. */
export function PlanEditor({ codPessoa, codDisciplina }: { readonly codPessoa: number; readonly codDisciplina: number }) {
  const { t } = useTranslation(NS_TEACHING_PLAN);
  const { t: tc } = useTranslation();
  const query = useQuery(disciplinePlanQuery(codPessoa, codDisciplina));
  const back = <Link className="patron-link tplan-back" to={pagePath('plano-ensino')}>{t('back')}</Link>;
  if (query.isError) {
    const message = errorMessageKey(toApiError(query.error));
    return (
      <>
        {back}
        <Alert type="error" showIcon role="alert" title={message ? messageText(t, message) : t('loadFailed')} action={<Button onClick={() => void query.refetch()}>{tc('common.retry')}</Button>} />
      </>
    );
  }
  if (!query.data) return <PageLoading />;
  return (
    <>
      {back}
      <EditorForm codPessoa={codPessoa} data={query.data} />
    </>
  );
}

/**
 * The plan's fields (at least one filled, SPEC.md §5, its message under the first), its basic and
 * complementary bibliography picked from the catalogue (pages: start not after end, under the end
 * page), saved whole at the version it was loaded from: when another window saved first nothing is
 * written and the professor reloads (what they typed stays until then).
 */
function EditorForm({ codPessoa, data }: { readonly codPessoa: number; readonly data: PlanoDisciplina }) {
  const { t, i18n } = useTranslation(NS_TEACHING_PLAN);
  const id = useId();
  const client = useQueryClient();
  const [, setParams] = useSearchParams();
  const [confirm, confirmHolder] = useConfirm();
  const codDisciplina = data.disciplina.cod_disciplina;
  const key = disciplinePlanQuery(codPessoa, codDisciplina).queryKey;
  // The version the editor shows: the one a save states (a later refetch does not change it).
  const [loaded, setLoaded] = useState<PlanoEnsino | null>(data.plano);
  const [stale, setStale] = useState(false);
  const form = useForm<PlanValues>({ resolver: planResolver, defaultValues: valuesOf(data.plano) });
  const refs = (useWatch({ control: form.control, name: 'bibliografia' }) ?? []) as RefValues[];
  const setRefs = (next: RefValues[]) => {
    form.clearErrors('bibliografia');
    form.setValue('bibliografia', next, { shouldDirty: true });
  };
  const show = (plano: PlanoEnsino | null) => {
    setLoaded(plano);
    setStale(false);
    form.reset(valuesOf(plano));
  };
  const refresh = () => client.invalidateQueries({ queryKey: teachingPlansKey(codPessoa) });
  const save = useMutation({ mutationFn: (values: PlanValues) => saveDisciplinePlan(codDisciplina, bodyOf(values, loaded?.versao ?? 0)) });
  const remove = useMutation({ mutationFn: (versao: number) => deleteDisciplinePlan(codDisciplina, versao) });

  const submit = async (values: PlanValues) => {
    try {
      const saved = await save.mutateAsync(values);
      client.setQueryData(key, { ...data, plano: saved });
      show(saved);
      void refresh();
      notify.success(t('saved'));
    } catch (error) {
      if (toApiError(error).status === 409) return setStale(true);
      throw error; // a field's 422 goes under it, anything else in the form's alert
    }
  };
  const reload = async () => show((await client.fetchQuery({ ...disciplinePlanQuery(codPessoa, codDisciplina), staleTime: 0 })).plano);
  const askRemove = async () => {
    if (!loaded) return;
    if (!(await confirm({ title: t('remove.title'), content: t('remove.confirm', { name: data.disciplina.nome_disciplina }), confirmText: t('remove.yes'), cancelText: t('remove.keep'), danger: true }))) return;
    try {
      notify.success((await remove.mutateAsync(loaded.versao)).message);
      await refresh();
      setParams({});
    } catch (error) {
      if (toApiError(error).status === 409) return setStale(true);
      const message = errorMessageKey(toApiError(error));
      notify.error(message ? messageText(t, message) : t('failed'));
    }
  };
  const courses = data.cursos.map((c) => (c.periodo ? t('courseTerm', { course: c.nome_curso, term: c.periodo }) : c.nome_curso)).join(' · ');

  return (
    <>
      <h2 className="tplan-heading">{t('editor.heading', { code: data.disciplina.codigo, name: data.disciplina.nome_disciplina })}</h2>
      <p className="tplan-meta">
        {courses ? `${courses}. ` : ''}
        {loaded ? t('editor.savedAt', { date: formatDateTime(loaded.atualizado_em, i18n.language) }) : t('editor.new')}
      </p>
      {stale ? (
        <Alert type="warning" showIcon role="alert" className="tplan-stale" title={t('stale.title')} description={t('stale.text')}
          action={<Button onClick={() => void reload()}>{t('stale.reload')}</Button>} />
      ) : null}
      <Form id={id} ns={NS_TEACHING_PLAN} form={form} onSubmit={submit} serverFields={serverFieldsOf(refs) as ServerFields<PlanValues>} aria-label={t('editor.form')}
        intro={<p className="tplan-hint">{t('editor.intro')}</p>}
        actions={
          <>
            <SubmitButton control={form.control} disabled={save.isPending}>{t('save')}</SubmitButton>
            {loaded ? <Button danger onClick={() => void askRemove()} disabled={remove.isPending}>{t('remove.button')}</Button> : null}
          </>
        }>
        {PLANO_CAMPOS.map((c) => (
          <TextAreaField key={c} control={form.control} name={c} label={t(`fields.${c}`)} maxLength={PLANO_TEXTO_MAX} showCount={false} rows={c === 'ementa' || c === 'conteudo' ? 5 : 3} />
        ))}
        <BibliographyEditor control={form.control} refs={refs} onChange={setRefs} />
        <TitlePicker refs={refs} onAdd={setRefs} />
      </Form>
      {confirmHolder}
    </>
  );
}
