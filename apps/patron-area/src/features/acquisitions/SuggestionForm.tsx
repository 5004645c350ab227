import type { UnidadeInformacao } from '@estante/api-contract';
import { librariesQuery } from '@estante/api-endpoints/institution';
import { coursesQuery, disciplinesQuery, sendSuggestion } from '@estante/api-endpoints/patron';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { Alert } from '@estante/ui/feedback';
import { CheckboxField, FormDialog, FormRow, rulesResolver, SelectField, TextAreaField, TextField, useForm, useWatch } from '@estante/ui/form';
import { notify } from '@estante/ui/notify';
import { EMPTY_SUGGESTION, SERVER_FIELDS, SUGGESTION_MAX, suggestionErrors, toRequest, type SuggestionValues } from './rules';
import { NS_ACQUISITIONS } from './strings';

const resolver = rulesResolver<SuggestionValues>(suggestionErrors);

/** The campuses of a list of libraries, in the order they first appear. */
function campusesOf(libraries: readonly UnidadeInformacao[]): { cod_campus: number; nome_campus: string }[] {
  const seen = new Map<number, string>();
  for (const l of libraries) if (!seen.has(l.cod_campus)) seen.set(l.cod_campus, l.nome_campus);
  return [...seen].map(([cod_campus, nome_campus]) => ({ cod_campus, nome_campus }));
}

/** The teachers' fields (SPEC.md §6): the mark, then the course and the discipline (of the course, once one is chosen). */
function TeacherFields({ form, open }: { readonly form: ReturnType<typeof useForm<SuggestionValues>>; readonly open: boolean }) {
  const { t } = useTranslation(NS_ACQUISITIONS);
  const { control } = form;
  const teacher = useWatch({ control, name: 'teacher' });
  const course = useWatch({ control, name: 'course' });
  const courses = useQuery({ ...coursesQuery(), enabled: open && teacher });
  const disciplines = useQuery({ ...disciplinesQuery(course), enabled: open && teacher });
  return (
    <>
      <CheckboxField control={control} name="teacher" label={t('form.teacher')} />
      {teacher ? (
        <FormRow>
          <SelectField
            control={control}
            name="course"
            label={t('form.course')}
            disabled={!courses.data}
            options={[{ value: '', label: courses.data ? t('form.anyCourse') : t('form.loading') }, ...(courses.data ?? []).map((c) => ({ value: String(c.codigo), label: c.descricao }))]}
            onValueChange={() => form.setValue('discipline', '')}
          />
          <SelectField
            control={control}
            name="discipline"
            label={t('form.discipline')}
            disabled={!disciplines.data}
            options={[
              { value: '', label: disciplines.data ? t('form.anyDiscipline') : t('form.loading') },
              ...(disciplines.data ?? []).map((d) => ({ value: String(d.codigo), label: `${d.sigla} — ${d.descricao}` })),
            ]}
          />
        </FormRow>
      ) : null}
    </>
  );
}

/**
 * A new acquisition suggestion from the personal area: the footer dialog's form (SPEC.md §3 fields,
 * §5 rules: library, title and publisher required, non-blank after trimming; the same strings),
 * plus, for teachers only, the mark and the course or discipline. The send button is busy while the
 * send is pending (a double click sends once; the server refuses a repeat too).
 */
export function SuggestionForm({ open, onClose, onSent, isTeacher }: { readonly open: boolean; readonly onClose: () => void; readonly onSent: () => void; readonly isTeacher: boolean }) {
  const { t } = useTranslation(NS_ACQUISITIONS);
  const form = useForm<SuggestionValues>({ resolver, defaultValues: EMPTY_SUGGESTION });
  const { control } = form;
  const libraries = useQuery({ ...librariesQuery(), enabled: open });
  const campus = useWatch({ control, name: 'campus' });
  const all = libraries.data ?? [];
  const shown = campus === '' ? all : all.filter((l) => String(l.cod_campus) === campus);
  const loading = !libraries.data;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('form.title')}
      width={640}
      id="nova-sugestao"
      ns={NS_ACQUISITIONS}
      form={form}
      serverFields={SERVER_FIELDS}
      submitText={t('form.submit')}
      cancelText={t('dialogs.cancel')}
      initialFocus="library"
      intro={
        <>
          <p className="estante-form__intro">{t('form.intro')}</p>
          <p className="estante-form__hint">{t('form.requiredHint')}</p>
        </>
      }
      onSubmit={async (values) => {
        await sendSuggestion(toRequest(values, isTeacher));
        notify.success({ title: t('form.sent'), description: t('form.sentDetail') });
        form.reset(EMPTY_SUGGESTION);
        onSent();
        onClose();
      }}
    >
      {libraries.isError && !libraries.fetching ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          className="estante-form__alert"
          title={t('form.librariesFailed')}
          action={
            <Button size="small" onClick={() => void libraries.refetch()}>
              {t('form.retry')}
            </Button>
          }
        />
      ) : null}
      <FormRow>
        <SelectField
          control={control}
          name="campus"
          label={t('form.campus')}
          disabled={loading}
          options={[{ value: '', label: t('form.anyCampus') }, ...campusesOf(all).map((c) => ({ value: String(c.cod_campus), label: c.nome_campus }))]}
          onValueChange={(value) => {
            // A library of another campus no longer fits: choose again.
            const library = all.find((l) => String(l.cod_biblioteca) === form.getValues('library'));
            if (value !== '' && library && String(library.cod_campus) !== value) form.setValue('library', '');
          }}
        />
        <SelectField
          control={control}
          name="library"
          label={t('form.library')}
          required
          disabled={loading}
          options={[
            { value: '', label: loading ? t('form.loading') : t('form.chooseLibrary') },
            ...shown.map((l) => ({ value: String(l.cod_biblioteca), label: l.desc_biblioteca })),
          ]}
        />
      </FormRow>
      <TextField control={control} name="title" label={t('form.titleField')} required maxLength={SUGGESTION_MAX.title} />
      <FormRow>
        <TextField control={control} name="author" label={t('form.author')} maxLength={SUGGESTION_MAX.author} />
        <TextField control={control} name="edition" label={t('form.edition')} maxLength={SUGGESTION_MAX.edition} />
      </FormRow>
      <FormRow>
        <TextField control={control} name="publisher" label={t('form.publisher')} required maxLength={SUGGESTION_MAX.publisher} />
        <TextField control={control} name="isbn" label={t('form.isbn')} maxLength={SUGGESTION_MAX.isbn} />
      </FormRow>
      <CheckboxField control={control} name="periodical" label={t('form.periodical')} />
      <TextAreaField control={control} name="other" label={t('form.other')} rows={3} maxLength={SUGGESTION_MAX.other} showCount={false} />
      {isTeacher ? <TeacherFields form={form} open={open} /> : null}
    </FormDialog>
  );
}
