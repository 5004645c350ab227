import { useState, type ReactNode } from 'react';
import type { InteresseAreaAutorAssunto, InteressePeriodico, InteresseTipoObra, InteresseTitulo, TipoPeriodico } from '@estante/api-contract';
import {
  addInterestAreaAuthorSubject,
  addInterestPeriodical,
  addInterestTitle,
  addInterestWorkType,
  interestAreasAuthorsSubjectsQuery,
  interestKey,
  interestPeriodicalsQuery,
  interestTitlesQuery,
  interestWorkTypeOptionsQuery,
  interestWorkTypesQuery,
  removeInterestAreaAuthorSubject,
  removeInterestPeriodical,
  removeInterestTitle,
  removeInterestWorkType,
  updateInterestAreaAuthorSubject,
  updateInterestPeriodical,
  updateInterestTitle,
  updateInterestWorkType,
} from '@estante/api-endpoints/patron';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { useMutation, useQuery, useQueryClient } from '@estante/api-client/react';
import { Link } from '@estante/federation/router';
import { messageText, useTranslation } from '@estante/i18n';
import { $user, useStore } from '@estante/session';
import { Button } from '@estante/ui/button';
import { useConfirm } from '@estante/ui/confirm';
import { Field, fieldIds, Form, FormRow, SelectField, SubmitButton, TextField, useController, useFieldMessage, useForm, type Control, type FieldValues, type UseFormReturn } from '@estante/ui/form';
import { notify } from '@estante/ui/notify';
import { DataTable, type Column } from '@estante/ui/table';
import { useDocumentTitle } from '../../blocks/useDocumentTitle';
import { PageLoading } from '../../layout/PageLoading';
import { pagePath } from '../../refs';
import { IndexPicker } from './IndexPicker';
import {
  aaaResolver,
  periodicalResolver,
  titleResolver,
  WORDS_MAX,
  workTypeResolver,
  type AaaValues,
  type PeriodicalValues,
  type TitleValues,
  type WorkTypeValues,
} from './rules';
import { NS_INTEREST } from './strings';
import './interest.css';

type T = ReturnType<typeof useTranslation>['t'];

/** What every section does with its list: refresh after a write, say what failed, confirm a removal. */
function useSection(codPessoa: number) {
  const { t } = useTranslation(NS_INTEREST);
  const client = useQueryClient();
  const [confirm, holder] = useConfirm();
  const refresh = () => client.invalidateQueries({ queryKey: interestKey(codPessoa) });
  const failed = (e: unknown) => {
    const message = errorMessageKey(toApiError(e));
    notify.error(message ? messageText(t, message) : t('failed'));
  };
  const askRemove = async (text: string, run: () => Promise<{ message: string }>) => {
    if (!(await confirm({ title: t('removeTitle'), content: t('removeConfirm', { text }), confirmText: t('removeYes'), cancelText: t('removeKeep'), danger: true }))) return;
    try {
      notify.success((await run()).message);
      await refresh();
    } catch (e) {
      failed(e);
    }
  };
  return { t, refresh, askRemove, holder };
}

/** The edit and remove buttons of a row, named after the entry. */
function RowActions({ text, onEdit, onRemove, busy, t }: { readonly text: string; readonly onEdit: () => void; readonly onRemove: () => void; readonly busy: boolean; readonly t: T }) {
  return (
    <div className="interest-row-actions">
      <Button size="small" onClick={onEdit} aria-label={t('editFor', { text })}>
        {t('edit')}
      </Button>
      <Button size="small" danger onClick={onRemove} disabled={busy} aria-label={t('removeFor', { text })}>
        {t('remove')}
      </Button>
    </div>
  );
}

/** A form's buttons: add (or save the change being made) and cancel the change. */
function FormActions<V extends FieldValues>({ form, editing, onCancel, t }: { readonly form: UseFormReturn<V>; readonly editing: boolean; readonly onCancel: () => void; readonly t: T }) {
  return (
    <>
      <SubmitButton control={form.control}>{editing ? t('save') : t('add')}</SubmitButton>
      {editing ? <Button onClick={onCancel}>{t('cancelEdit')}</Button> : null}
    </>
  );
}

/** A section of the page: its heading, its form, its entries. */
function Section({ id, heading, children }: { readonly id: string; readonly heading: string; readonly children: ReactNode }) {
  return (
    <section className="interest-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

const AAA_EMPTY: AaaValues = { tipo: 'autor', codigo: '', texto: '' };

function AreasAuthorsSubjects({ codPessoa, lang }: { readonly codPessoa: number; readonly lang: string }) {
  const { t, refresh, askRemove, holder } = useSection(codPessoa);
  const list = useQuery(interestAreasAuthorsSubjectsQuery(codPessoa, lang));
  const [editing, setEditing] = useState<InteresseAreaAutorAssunto | null>(null);
  const form = useForm<AaaValues>({ resolver: aaaResolver, defaultValues: AAA_EMPTY });
  const remove = useMutation({ mutationFn: (id: number) => removeInterestAreaAuthorSubject(id) });
  const tipo = form.watch('tipo');
  const codigo = useController({ control: form.control, name: 'codigo' });
  const texto = form.watch('texto');
  const cancel = () => {
    setEditing(null);
    form.reset(AAA_EMPTY);
  };
  const submit = async (v: AaaValues) => {
    const body = { tipo: v.tipo, codigo: v.codigo };
    const done = editing ? await updateInterestAreaAuthorSubject(editing.id, body) : await addInterestAreaAuthorSubject(body);
    notify.success(done.message);
    cancel();
    await refresh();
  };
  const kindLabel = (k: string) => t(`aaa.kinds.${k}`);
  const columns: Column<InteresseAreaAutorAssunto>[] = [
    { key: 'entry', header: t('col.entry'), rowHeader: true, cell: (r) => r.descricao },
    { key: 'kind', header: t('col.kind'), cell: (r) => kindLabel(r.tipo) },
    {
      key: 'actions',
      header: t('col.actions'),
      headerHidden: true,
      cardLabel: false,
      cell: (r) => (
        <RowActions
          t={t}
          text={r.descricao}
          busy={remove.isPending}
          onEdit={() => {
            setEditing(r);
            form.reset({ tipo: r.tipo, codigo: r.codigo, texto: r.descricao });
          }}
          onRemove={() => void askRemove(r.descricao, () => remove.mutateAsync(r.id))}
        />
      ),
    },
  ];
  return (
    <Section id="interest-aaa" heading={t('aaa.heading')}>
      <Form id="interest-aaa-form" ns={NS_INTEREST} form={form} onSubmit={submit} serverFields={{ tipo: 'tipo', codigo: 'codigo' }} aria-label={t('aaa.heading')} actions={<FormActions form={form} editing={editing !== null} onCancel={cancel} t={t} />}>
        {editing ? <p className="interest-editing">{t('editing', { text: editing.descricao })}</p> : null}
        <FormRow>
          <SelectField
            control={form.control}
            name="tipo"
            label={t('aaa.kind')}
            required
            options={(['autor', 'assunto', 'area'] as const).map((k) => ({ value: k, label: kindLabel(k) }))}
            onValueChange={() => {
              form.setValue('codigo', '');
              form.setValue('texto', '');
            }}
          />
          <Field name="codigo" label={t('aaa.pick')} required hint={t('aaa.pickHint')} error={codigo.fieldState.error}>
            {(props) => (
              <IndexPicker
                control={props}
                inputRef={codigo.field.ref}
                tipo={tipo === '' ? 'autor' : tipo}
                text={texto}
                picked={codigo.field.value}
                onText={(text) => {
                  form.setValue('texto', text);
                  codigo.field.onChange('');
                }}
                onPick={(o) => {
                  form.setValue('texto', o.descricao);
                  codigo.field.onChange(o.codigo);
                  form.clearErrors('codigo');
                }}
              />
            )}
          </Field>
        </FormRow>
      </Form>
      <DataTable
        className="interest-table"
        caption={t('aaa.caption')}
        captionHidden
        columns={columns}
        rows={list.data?.itens}
        rowKey={(r) => r.id}
        loading={list.isPending}
        error={list.error}
        onRetry={list.refetch}
        empty={t('aaa.empty')}
      />
      {holder}
    </Section>
  );
}

/** The kinds of notice of a serial: a group of checkboxes, its message under it (SPEC.md §5). */
function NoticesField({ control, t }: { readonly control: Control<PeriodicalValues>; readonly t: T }) {
  const { field, fieldState } = useController({ control, name: 'tipos' });
  const message = useFieldMessage()(fieldState.error);
  const { id, errorId } = fieldIds('interest-per-form', 'tipos');
  const value = field.value;
  const toggle = (k: TipoPeriodico, on: boolean) => field.onChange(on ? [...value.filter((x) => x !== k), k] : value.filter((x) => x !== k));
  return (
    <fieldset className="estante-form__field interest-notices" aria-describedby={message ? errorId : undefined} aria-invalid={message ? true : undefined}>
      <legend className="estante-form__label">
        {t('per.notices')}
        <span className="estante-form__required" aria-hidden="true">
          {' '}*
        </span>
      </legend>
      {(['fasciculos', 'sumarios'] as const).map((k, i) => (
        <div key={k} className="estante-form__check">
          <input
            type="checkbox"
            id={`${id}-${k}`}
            ref={i === 0 ? field.ref : undefined}
            name="tipos"
            value={k}
            checked={value.includes(k)}
            onChange={(e) => toggle(k, e.target.checked)}
            onBlur={field.onBlur}
          />
          <label htmlFor={`${id}-${k}`}>{t(`per.${k}`)}</label>
        </div>
      ))}
      {message ? (
        <p id={errorId} className="estante-form__error">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}

const PER_EMPTY: PeriodicalValues = { codAcervo: '', texto: '', tipos: ['fasciculos', 'sumarios'] };

function Periodicals({ codPessoa, lang }: { readonly codPessoa: number; readonly lang: string }) {
  const { t, refresh, askRemove, holder } = useSection(codPessoa);
  const list = useQuery(interestPeriodicalsQuery(codPessoa, lang));
  const [editing, setEditing] = useState<InteressePeriodico | null>(null);
  const form = useForm<PeriodicalValues>({ resolver: periodicalResolver, defaultValues: PER_EMPTY });
  const remove = useMutation({ mutationFn: (id: number) => removeInterestPeriodical(id) });
  const serial = useController({ control: form.control, name: 'codAcervo' });
  const texto = form.watch('texto');
  const cancel = () => {
    setEditing(null);
    form.reset(PER_EMPTY);
  };
  const submit = async (v: PeriodicalValues) => {
    const body = { codAcervo: v.codAcervo, tipos: v.tipos };
    const done = editing ? await updateInterestPeriodical(editing.id, body) : await addInterestPeriodical(body);
    notify.success(done.message);
    cancel();
    await refresh();
  };
  const columns: Column<InteressePeriodico>[] = [
    { key: 'entry', header: t('col.entry'), rowHeader: true, cell: (r) => r.titulo },
    { key: 'notices', header: t('col.notices'), cell: (r) => r.tipos.map((k) => t(`per.${k}`)).join(', ') },
    {
      key: 'actions',
      header: t('col.actions'),
      headerHidden: true,
      cardLabel: false,
      cell: (r) => (
        <RowActions
          t={t}
          text={r.titulo}
          busy={remove.isPending}
          onEdit={() => {
            setEditing(r);
            form.reset({ codAcervo: String(r.cod_acervo), texto: r.titulo, tipos: [...r.tipos] });
          }}
          onRemove={() => void askRemove(r.titulo, () => remove.mutateAsync(r.id))}
        />
      ),
    },
  ];
  return (
    <Section id="interest-per" heading={t('per.heading')}>
      <Form id="interest-per-form" ns={NS_INTEREST} form={form} onSubmit={submit} serverFields={{ codAcervo: 'codAcervo', tipos: 'tipos' }} aria-label={t('per.heading')} actions={<FormActions form={form} editing={editing !== null} onCancel={cancel} t={t} />}>
        {editing ? <p className="interest-editing">{t('editing', { text: editing.titulo })}</p> : null}
        <Field name="codAcervo" label={t('per.pick')} required hint={t('per.pickHint')} error={serial.fieldState.error}>
          {(props) => (
            <IndexPicker
              control={props}
              inputRef={serial.field.ref}
              tipo="periodico"
              text={texto}
              picked={serial.field.value}
              onText={(text) => {
                form.setValue('texto', text);
                serial.field.onChange('');
              }}
              onPick={(o) => {
                form.setValue('texto', o.descricao);
                serial.field.onChange(o.codigo);
                form.clearErrors('codAcervo');
              }}
            />
          )}
        </Field>
        <NoticesField control={form.control} t={t} />
      </Form>
      <DataTable
        className="interest-table"
        caption={t('per.caption')}
        captionHidden
        columns={columns}
        rows={list.data?.itens}
        rowKey={(r) => r.id}
        loading={list.isPending}
        error={list.error}
        onRetry={list.refetch}
        empty={t('per.empty')}
      />
      {holder}
    </Section>
  );
}

function WorkTypes({ codPessoa, lang }: { readonly codPessoa: number; readonly lang: string }) {
  const { t, refresh, askRemove, holder } = useSection(codPessoa);
  const list = useQuery(interestWorkTypesQuery(codPessoa, lang));
  const types = useQuery(interestWorkTypeOptionsQuery(lang));
  const [editing, setEditing] = useState<InteresseTipoObra | null>(null);
  const form = useForm<WorkTypeValues>({ resolver: workTypeResolver, defaultValues: { codTipoObra: '' } });
  const remove = useMutation({ mutationFn: (id: number) => removeInterestWorkType(id) });
  const cancel = () => {
    setEditing(null);
    form.reset({ codTipoObra: '' });
  };
  const submit = async (v: WorkTypeValues) => {
    const done = editing ? await updateInterestWorkType(editing.id, { codTipoObra: v.codTipoObra }) : await addInterestWorkType({ codTipoObra: v.codTipoObra });
    notify.success(done.message);
    cancel();
    await refresh();
  };
  const columns: Column<InteresseTipoObra>[] = [
    { key: 'entry', header: t('col.entry'), rowHeader: true, cell: (r) => r.descricao },
    {
      key: 'actions',
      header: t('col.actions'),
      headerHidden: true,
      cardLabel: false,
      cell: (r) => (
        <RowActions
          t={t}
          text={r.descricao}
          busy={remove.isPending}
          onEdit={() => {
            setEditing(r);
            form.reset({ codTipoObra: String(r.cod_tipo_obra) });
          }}
          onRemove={() => void askRemove(r.descricao, () => remove.mutateAsync(r.id))}
        />
      ),
    },
  ];
  return (
    <Section id="interest-tob" heading={t('tob.heading')}>
      <Form id="interest-tob-form" ns={NS_INTEREST} form={form} onSubmit={submit} serverFields={{ codTipoObra: 'codTipoObra' }} aria-label={t('tob.heading')} actions={<FormActions form={form} editing={editing !== null} onCancel={cancel} t={t} />}>
        {editing ? <p className="interest-editing">{t('editing', { text: editing.descricao })}</p> : null}
        <SelectField
          control={form.control}
          name="codTipoObra"
          label={t('tob.pick')}
          required
          options={[{ value: '', label: t('tob.choose') }, ...(types.data ?? []).map((o) => ({ value: String(o.codigo), label: o.descricao }))]}
        />
      </Form>
      <DataTable
        className="interest-table"
        caption={t('tob.caption')}
        captionHidden
        columns={columns}
        rows={list.data?.itens}
        rowKey={(r) => r.id}
        loading={list.isPending}
        error={list.error}
        onRetry={list.refetch}
        empty={t('tob.empty')}
      />
      {holder}
    </Section>
  );
}

function Titles({ codPessoa, lang }: { readonly codPessoa: number; readonly lang: string }) {
  const { t, refresh, askRemove, holder } = useSection(codPessoa);
  const list = useQuery(interestTitlesQuery(codPessoa, lang));
  const [editing, setEditing] = useState<InteresseTitulo | null>(null);
  const form = useForm<TitleValues>({ resolver: titleResolver, defaultValues: { palavras: '' } });
  const remove = useMutation({ mutationFn: (id: number) => removeInterestTitle(id) });
  const cancel = () => {
    setEditing(null);
    form.reset({ palavras: '' });
  };
  const submit = async (v: TitleValues) => {
    const done = editing ? await updateInterestTitle(editing.id, { palavras: v.palavras }) : await addInterestTitle({ palavras: v.palavras });
    notify.success(done.message);
    cancel();
    await refresh();
  };
  const columns: Column<InteresseTitulo>[] = [
    { key: 'entry', header: t('col.entry'), rowHeader: true, cell: (r) => r.palavras },
    {
      key: 'actions',
      header: t('col.actions'),
      headerHidden: true,
      cardLabel: false,
      cell: (r) => (
        <RowActions
          t={t}
          text={r.palavras}
          busy={remove.isPending}
          onEdit={() => {
            setEditing(r);
            form.reset({ palavras: r.palavras });
          }}
          onRemove={() => void askRemove(r.palavras, () => remove.mutateAsync(r.id))}
        />
      ),
    },
  ];
  return (
    <Section id="interest-tit" heading={t('tit.heading')}>
      <Form id="interest-tit-form" ns={NS_INTEREST} form={form} onSubmit={submit} serverFields={{ palavras: 'palavras' }} aria-label={t('tit.heading')} actions={<FormActions form={form} editing={editing !== null} onCancel={cancel} t={t} />}>
        {editing ? <p className="interest-editing">{t('editing', { text: editing.palavras })}</p> : null}
        <TextField control={form.control} name="palavras" label={t('tit.words')} required hint={t('tit.wordsHint')} maxLength={WORDS_MAX} />
      </Form>
      <DataTable
        className="interest-table"
        caption={t('tit.caption')}
        captionHidden
        columns={columns}
        rows={list.data?.itens}
        rowKey={(r) => r.id}
        loading={list.isPending}
        error={list.error}
        onRetry={list.refetch}
        empty={t('tit.empty')}
      />
      {holder}
    </Section>
  );
}

/** The interest profile (issue 26 item 1; SPEC.md §7 /api/perfil-interesse): its four lists, each with its form. */
export default function InterestProfilePage() {
  const { t, i18n, ready } = useTranslation(NS_INTEREST);
  const user = useStore($user);
  useDocumentTitle(ready ? t('title') : null);
  if (!ready || !user) return <PageLoading />;
  const lang = i18n.language;
  return (
    <>
      <h1 id="patron-title" className="patron-title">{t('title')}</h1>
      <p className="interest-intro">{t('intro')}</p>
      <p>
        <Link className="patron-link" to={pagePath('novidades')}>{t('newLink')}</Link>
      </p>
      <AreasAuthorsSubjects codPessoa={user.cod_pessoa} lang={lang} />
      <Periodicals codPessoa={user.cod_pessoa} lang={lang} />
      <WorkTypes codPessoa={user.cod_pessoa} lang={lang} />
      <Titles codPessoa={user.cod_pessoa} lang={lang} />
    </>
  );
}
