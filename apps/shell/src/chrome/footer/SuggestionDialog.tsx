import { useEffect } from 'react';
import { sendAcquisitionSuggestion } from '@estante/api-endpoints/institution';
import { useTranslation } from '@estante/i18n';
import { CheckboxField, FormDialog, FormRow, lazyYupResolver, SelectField, TextAreaField, TextField, useForm, useWatch, type ServerFields } from '@estante/ui/form';
import { notify } from '@estante/ui/notify';
import { $signedIn, useStore } from '@estante/session';
import { SUGGESTION_MAX, type SuggestionValues } from './limits';
import { loadSchemas } from './validation';
import { SignInPrompt } from './SignInPrompt';
import { LibrariesFailed } from './LibrariesFailed';
import { campusesOf, useLibraries } from './useLibraries';

const resolver = lazyYupResolver(loadSchemas, (s) => s.suggestionSchema);

/** The server's field names (a 422's `campo`) and the form's. */
const SERVER_FIELDS: ServerFields<SuggestionValues> = {
  campus: 'campus',
  biblioteca: 'library',
  autor: 'author',
  titulo: 'title',
  edicao: 'edition',
  editor: 'publisher',
  isbn_issn: 'isbn',
  outras_inf: 'other',
};

const EMPTY: SuggestionValues = { campus: '', library: '', author: '', title: '', edition: '', publisher: '', isbn: '', periodical: false, other: '' };

/**
 * The acquisition suggestion (SPEC.md §2 footer, §3 fields, §5 rules, activity 12): every field of
 * the payload; library, title and publisher required. Signed-in patrons only. The form's state
 * lives here, so nothing typed is lost.
 */
export function SuggestionDialog({ open, onClose, onLogin }: { readonly open: boolean; readonly onClose: () => void; readonly onLogin: () => void }) {
  const { t } = useTranslation('shell');
  const signedIn = useStore($signedIn);
  const libraries = useLibraries(open && signedIn);
  const form = useForm<SuggestionValues>({ resolver, defaultValues: EMPTY });
  const { control } = form;
  // The validation chunk comes with the dialog, not with the first click on "send".
  useEffect(() => {
    if (open && signedIn) void loadSchemas().catch(() => undefined);
  }, [open, signedIn]);
  const campus = useWatch({ control, name: 'campus' });
  const all = libraries.status === 'ready' ? libraries.libraries : [];
  const shown = campus === '' ? all : all.filter((l) => String(l.cod_campus) === campus);
  const loading = libraries.status !== 'ready';

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('footer.suggestion.title')}
      width={640}
      id="sugestao-aquisicao"
      ns="shell"
      form={form}
      serverFields={SERVER_FIELDS}
      signInText={t('footer.suggestion.loginRequired')}
      submitText={t('footer.suggestion.submit')}
      gate={signedIn ? undefined : <SignInPrompt text={t('footer.suggestion.loginRequired')} onLogin={onLogin} />}
      intro={
        <>
          <p className="estante-form__intro">{t('footer.suggestion.intro')}</p>
          <p className="estante-form__hint">{t('footer.requiredHint')}</p>
        </>
      }
      onSubmit={async (values) => {
        await sendAcquisitionSuggestion({
          campus: values.campus === '' ? null : Number(values.campus),
          biblioteca: Number(values.library),
          autor: values.author,
          titulo: values.title,
          edicao: values.edition,
          editor: values.publisher,
          isbn_issn: values.isbn,
          periodico: values.periodical,
          outras_inf: values.other,
        });
        notify.success({ title: t('footer.suggestion.sent'), description: t('footer.suggestion.sentDetail') });
        form.reset(EMPTY);
        onClose();
      }}
    >
      {libraries.status === 'error' ? <LibrariesFailed onRetry={libraries.retry} /> : null}
      <FormRow>
        <SelectField
          control={control}
          name="campus"
          label={t('footer.fields.campus')}
          disabled={loading}
          options={[{ value: '', label: t('footer.fields.anyCampus') }, ...campusesOf(all).map((c) => ({ value: String(c.cod_campus), label: c.nome_campus }))]}
          onValueChange={(value) => {
            // A library of another campus no longer fits: choose again.
            const library = all.find((l) => String(l.cod_biblioteca) === form.getValues('library'));
            if (value !== '' && library && String(library.cod_campus) !== value) form.setValue('library', '');
          }}
        />
        <SelectField
          control={control}
          name="library"
          label={t('footer.fields.library')}
          required
          disabled={loading}
          options={[
            { value: '', label: libraries.status === 'loading' ? t('footer.loading') : t('footer.fields.chooseLibrary') },
            ...shown.map((l) => ({ value: String(l.cod_biblioteca), label: l.desc_biblioteca })),
          ]}
        />
      </FormRow>
      <TextField control={control} name="title" label={t('footer.suggestion.titleField')} required maxLength={SUGGESTION_MAX.title} />
      <FormRow>
        <TextField control={control} name="author" label={t('footer.suggestion.author')} maxLength={SUGGESTION_MAX.author} />
        <TextField control={control} name="edition" label={t('footer.suggestion.edition')} maxLength={SUGGESTION_MAX.edition} />
      </FormRow>
      <FormRow>
        <TextField control={control} name="publisher" label={t('footer.suggestion.publisher')} required maxLength={SUGGESTION_MAX.publisher} />
        <TextField control={control} name="isbn" label={t('footer.suggestion.isbn')} maxLength={SUGGESTION_MAX.isbn} />
      </FormRow>
      <CheckboxField control={control} name="periodical" label={t('footer.suggestion.periodical')} />
      <TextAreaField control={control} name="other" label={t('footer.suggestion.other')} rows={3} maxLength={SUGGESTION_MAX.other} showCount={false} />
    </FormDialog>
  );
}
