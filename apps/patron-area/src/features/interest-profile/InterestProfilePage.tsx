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

/** What a section does with its list of entries (one per list of the profile). */
interface EntryListOptions<E extends { readonly id: number }, V extends FieldValues> {
  /** The form's values when nothing is being changed. */
  readonly empty: V;
  /** Adds the entry, or changes `editing` when one is being changed; answers the server's message. */
  readonly save: (editing: E | null, values: V) => Promise<{ message: string }>;
  readonly remove: (id: number) => Promise<{ message: string }>;
  /** How the entry is named (its row's buttons, the confirm, the "changing" note). */
  readonly textOf: (entry: E) => string;
  /** The form's values to change the entry. */
  readonly valuesOf: (entry: E) => V;
}

/**
 * Every section's list: add or change through its form, remove after a confirm, refresh after a
 * write, say what failed. Answers the form's submit, its buttons, the note of the entry being
 * changed, the rows' actions column and the confirm dialog's holder.
 */
function useEntryList<E extends { readonly id: number }, V extends FieldValues>(codPessoa: number, form: UseFormReturn<V>, o: EntryListOptions<E, V>) {
  const { t } = useTranslation(NS_INTEREST);
  const client = useQueryClient();
  const [confirm, holder] = useConfirm();
  const [editing, setEditing] = useState<E | null>(null);
  const remove = useMutation({ mutationFn: o.remove });
  const refresh = () => client.invalidateQueries({ queryKey: interestKey(codPessoa) });
  const cancel = () => {
    setEditing(null);
    form.reset(o.empty);
  };
  const submit = async (values: V) => {
    notify.success((await o.save(editing, values)).message);
    cancel();
    await refresh();
  };
  const askRemove = async (entry: E) => {
    const text = o.textOf(entry);
    if (!(await confirm({ title: t('removeTitle'), content: t('removeConfirm', { text }), confirmText: t('removeYes'), cancelText: t('removeKeep'), danger: true }))) return;
    try {
      notify.success((await remove.mutateAsync(entry.id)).message);
      await refresh();
    } catch (e) {
      const message = errorMessageKey(toApiError(e));
      notify.error(message ? messageText(t, message) : t('failed'));
    }
  };
  const actions: Column<E> = {
    key: 'actions',
    header: t('col.actions'),
    headerHidden: true,
    cardLabel: false,
    cell: (r) => (
      <RowActions
        t={t}
        text={o.textOf(r)}
        busy={remove.isPending}
        onEdit={() => {
          setEditing(r);
          form.reset(o.valuesOf(r));
        }}
        onRemove={() => void askRemove(r)}
      />
    ),
  };
  return {
    t,
    submit,
    actions,
    holder,
    formActions: <FormActions form={form} editing={editing !== null} onCancel={cancel} t={t} />,
    editingNote: editing ? <p className="interest-editing">{t('editing', { text: o.textOf(editing) })}</p> : null,
  };
}

/** A section's entries: a table (cards on a phone) with its loading, error and empty states. */
function EntriesTable<E extends { readonly id: number }>({
  list,
  columns,
  caption,
  empty,
}: {
  readonly list: { readonly data?: { readonly itens: readonly E[] } | undefined; readonly isPending: boolean; readonly error: unknown; readonly refetch: () => unknown };
  readonly columns: Column<E>[];
  readonly caption: string;
  readonly empty: string;
}) {
  return (
    <DataTable
      className="interest-table"
      caption={caption}
      captionHidden
      columns={columns}
      rows={list.data?.itens}
      rowKey={(r) => r.id}
      loading={list.isPending}
      error={list.error}
      onRetry={() => void list.refetch()}
      empty={empty}
    />
  );
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
  const list = useQuery(interestAreasAuthorsSubjectsQuery(codPessoa, lang));
  const form = useForm<AaaValues>({ resolver: aaaResolver, defaultValues: AAA_EMPTY });
  const { t, submit, actions, holder, formActions, editingNote } = useEntryList<InteresseAreaAutorAssunto, AaaValues>(codPessoa, form, {
    empty: AAA_EMPTY,
    save: (editing, v) => {
      const body = { tipo: v.tipo, codigo: v.codigo };
      return editing ? updateInterestAreaAuthorSubject(editing.id, body) : addInterestAreaAuthorSubject(body);
    },
    remove: removeInterestAreaAuthorSubject,
    textOf: (r) => r.descricao,
    valuesOf: (r) => ({ tipo: r.tipo, codigo: r.codigo, texto: r.descricao }),
  });
  const tipo = form.watch('tipo');
  const codigo = useController({ control: form.control, name: 'codigo' });
  const texto = form.watch('texto');
  const kindLabel = (k: string) => t(`aaa.kinds.${k}`);
  const columns: Column<InteresseAreaAutorAssunto>[] = [
    { key: 'entry', header: t('col.entry'), rowHeader: true, cell: (r) => r.descricao },
    { key: 'kind', header: t('col.kind'), cell: (r) => kindLabel(r.tipo) },
    actions,
  ];
  return (
    <Section id="interest-aaa" heading={t('aaa.heading')}>
      <Form id="interest-aaa-form" ns={NS_INTEREST} form={form} onSubmit={submit} serverFields={{ tipo: 'tipo', codigo: 'codigo' }} aria-label={t('aaa.heading')} actions={formActions}>
        {editingNote}
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
      <EntriesTable list={list} columns={columns} caption={t('aaa.caption')} empty={t('aaa.empty')} />
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
  const list = useQuery(interestPeriodicalsQuery(codPessoa, lang));
  const form = useForm<PeriodicalValues>({ resolver: periodicalResolver, defaultValues: PER_EMPTY });
  const { t, submit, actions, holder, formActions, editingNote } = useEntryList<InteressePeriodico, PeriodicalValues>(codPessoa, form, {
    empty: PER_EMPTY,
    save: (editing, v) => {
      const body = { codAcervo: v.codAcervo, tipos: v.tipos };
      return editing ? updateInterestPeriodical(editing.id, body) : addInterestPeriodical(body);
    },
    remove: removeInterestPeriodical,
    textOf: (r) => r.titulo,
    valuesOf: (r) => ({ codAcervo: String(r.cod_acervo), texto: r.titulo, tipos: [...r.tipos] }),
  });
  const serial = useController({ control: form.control, name: 'codAcervo' });
  const texto = form.watch('texto');
  const columns: Column<InteressePeriodico>[] = [
    { key: 'entry', header: t('col.entry'), rowHeader: true, cell: (r) => r.titulo },
    { key: 'notices', header: t('col.notices'), cell: (r) => r.tipos.map((k) => t(`per.${k}`)).join(', ') },
    actions,
  ];
  return (
    <Section id="interest-per" heading={t('per.heading')}>
      <Form id="interest-per-form" ns={NS_INTEREST} form={form} onSubmit={submit} serverFields={{ codAcervo: 'codAcervo', tipos: 'tipos' }} aria-label={t('per.heading')} actions={formActions}>
        {editingNote}
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
      <EntriesTable list={list} columns={columns} caption={t('per.caption')} empty={t('per.empty')} />
      {holder}
    </Section>
  );
}

function WorkTypes({ codPessoa, lang }: { readonly codPessoa: number; readonly lang: string }) {
  const list = useQuery(interestWorkTypesQuery(codPessoa, lang));
  const types = useQuery(interestWorkTypeOptionsQuery(lang));
  const form = useForm<WorkTypeValues>({ resolver: workTypeResolver, defaultValues: { codTipoObra: '' } });
  const { t, submit, actions, holder, formActions, editingNote } = useEntryList<InteresseTipoObra, WorkTypeValues>(codPessoa, form, {
    empty: { codTipoObra: '' },
    save: (editing, v) => (editing ? updateInterestWorkType(editing.id, { codTipoObra: v.codTipoObra }) : addInterestWorkType({ codTipoObra: v.codTipoObra })),
    remove: removeInterestWorkType,
    textOf: (r) => r.descricao,
    valuesOf: (r) => ({ codTipoObra: String(r.cod_tipo_obra) }),
  });
  const columns: Column<InteresseTipoObra>[] = [{ key: 'entry', header: t('col.entry'), rowHeader: true, cell: (r) => r.descricao }, actions];
  return (
    <Section id="interest-tob" heading={t('tob.heading')}>
      <Form id="interest-tob-form" ns={NS_INTEREST} form={form} onSubmit={submit} serverFields={{ codTipoObra: 'codTipoObra' }} aria-label={t('tob.heading')} actions={formActions}>
        {editingNote}
        <SelectField
          control={form.control}
          name="codTipoObra"
          label={t('tob.pick')}
          required
          options={[{ value: '', label: t('tob.choose') }, ...(types.data ?? []).map((o) => ({ value: String(o.codigo), label: o.descricao }))]}
        />
      </Form>
      <EntriesTable list={list} columns={columns} caption={t('tob.caption')} empty={t('tob.empty')} />
      {holder}
    </Section>
  );
}

function Titles({ codPessoa, lang }: { readonly codPessoa: number; readonly lang: string }) {
  const list = useQuery(interestTitlesQuery(codPessoa, lang));
  const form = useForm<TitleValues>({ resolver: titleResolver, defaultValues: { palavras: '' } });
  const { t, submit, actions, holder, formActions, editingNote } = useEntryList<InteresseTitulo, TitleValues>(codPessoa, form, {
    empty: { palavras: '' },
    save: (editing, v) => (editing ? updateInterestTitle(editing.id, { palavras: v.palavras }) : addInterestTitle({ palavras: v.palavras })),
    remove: removeInterestTitle,
    textOf: (r) => r.palavras,
    valuesOf: (r) => ({ palavras: r.palavras }),
  });
  const columns: Column<InteresseTitulo>[] = [{ key: 'entry', header: t('col.entry'), rowHeader: true, cell: (r) => r.palavras }, actions];
  return (
    <Section id="interest-tit" heading={t('tit.heading')}>
      <Form id="interest-tit-form" ns={NS_INTEREST} form={form} onSubmit={submit} serverFields={{ palavras: 'palavras' }} aria-label={t('tit.heading')} actions={formActions}>
        {editingNote}
        <TextField control={form.control} name="palavras" label={t('tit.words')} required hint={t('tit.wordsHint')} maxLength={WORDS_MAX} />
      </Form>
      <EntriesTable list={list} columns={columns} caption={t('tit.caption')} empty={t('tit.empty')} />
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
