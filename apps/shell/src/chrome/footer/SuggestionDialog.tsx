import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { api } from '@estante/api-client';
import { useTranslation } from '@estante/i18n';
import { Modal } from '@estante/ui/modal';
import { Button } from '@estante/ui/button';
import { Alert } from '@estante/ui/feedback';
import { Input } from '@estante/ui/input';
import { Select } from '@estante/ui/select';
import { TextArea } from '@estante/ui/textarea';
import { notify } from '@estante/ui/notify';
import { $signedIn, useStore } from '@estante/session';
import { SUGGESTION_MAX, type SuggestionValues } from './limits';
import { lazyYupResolver, loadSchemas } from './validation';
import { controlProps, Field, SignInPrompt, submitFailure, useFieldMessage } from './form';
import { LibrariesFailed } from './LibrariesFailed';
import { campusesOf, useLibraries } from './useLibraries';

const FORM = 'sugestao-aquisicao';
const resolver = lazyYupResolver<SuggestionValues>((s) => s.suggestionSchema);

type TextField = 'author' | 'title' | 'edition' | 'publisher' | 'isbn';

/** The server's field names (a 422's `campo`) and the form's. */
const SERVER_FIELDS = {
  campus: 'campus',
  biblioteca: 'library',
  autor: 'author',
  titulo: 'title',
  edicao: 'edition',
  editor: 'publisher',
  isbn_issn: 'isbn',
  outras_inf: 'other',
} as const;

const EMPTY: SuggestionValues = { campus: '', library: '', author: '', title: '', edition: '', publisher: '', isbn: '', periodical: false, other: '' };

/**
 * The acquisition suggestion (SPEC.md §2 footer, §3 fields, §5 rules, activity 12): every field of
 * the payload; library, title and publisher required. Signed-in patrons only. The form stays
 * mounted while closed, so nothing typed is lost.
 */
export function SuggestionDialog({ open, onClose, onLogin }: { readonly open: boolean; readonly onClose: () => void; readonly onLogin: () => void }) {
  const { t } = useTranslation();
  const signedIn = useStore($signedIn);
  const libraries = useLibraries(open && signedIn);
  const fieldMessage = useFieldMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, reset, register, watch, getValues, setValue } = useForm<SuggestionValues>({
    resolver,
    defaultValues: EMPTY,
  });
  const { errors } = formState;
  // The validation chunk comes with the dialog, not with the first click on "send".
  useEffect(() => {
    if (open && signedIn) void loadSchemas().catch(() => undefined);
  }, [open, signedIn]);
  const alert = failure ?? (errors.root?.message ? t(errors.root.message) : null);
  const campus = watch('campus');
  const all = libraries.status === 'ready' ? libraries.libraries : [];
  const shown = campus === '' ? all : all.filter((l) => String(l.cod_campus) === campus);
  const message = (name: keyof SuggestionValues) => fieldMessage(name, errors[name]?.message);

  const onSubmit = async (values: SuggestionValues) => {
    setFailure(null);
    try {
      await api.sendAcquisitionSuggestion({
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
      reset(EMPTY);
      onClose();
    } catch (error) {
      setFailure(submitFailure(error, SERVER_FIELDS, setError, t, t('footer.suggestion.loginRequired')));
    }
  };

  const text = (name: TextField, label: string, required = false) => (
    <Field form={FORM} name={name} label={label} required={required} error={message(name)}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Input
            {...field}
            {...controlProps(FORM, name, message(name), required)}
            autoComplete="off"
            status={message(name) ? 'error' : undefined}
            count={{ max: SUGGESTION_MAX[name] }}
          />
        )}
      />
    </Field>
  );

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('footer.suggestion.title')} width={640} closable={{ 'aria-label': t('shell.close') }}>
      {!signedIn ? (
        <SignInPrompt text={t('footer.suggestion.loginRequired')} onLogin={onLogin} />
      ) : (
        <form className="estante-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
          <p className="estante-form__intro">{t('footer.suggestion.intro')}</p>
          <p className="estante-form__hint">{t('footer.requiredHint')}</p>
          {alert ? <Alert type="error" showIcon role="alert" message={alert} className="estante-form__alert" /> : null}
          {libraries.status === 'error' ? <LibrariesFailed onRetry={libraries.retry} /> : null}
          <div className="estante-form__row">
            <Field form={FORM} name="campus" label={t('footer.fields.campus')} error={message('campus')}>
              <Controller
                control={control}
                name="campus"
                render={({ field }) => (
                  <Select
                    {...controlProps(FORM, 'campus', message('campus'))}
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(value) => {
                      field.onChange(value);
                      // A library of another campus no longer fits: choose again.
                      const library = all.find((l) => String(l.cod_biblioteca) === getValues('library'));
                      if (value !== '' && library && String(library.cod_campus) !== value) setValue('library', '');
                    }}
                    disabled={libraries.status !== 'ready'}
                    options={[
                      { value: '', label: t('footer.fields.anyCampus') },
                      ...campusesOf(all).map((c) => ({ value: String(c.cod_campus), label: c.nome_campus })),
                    ]}
                  />
                )}
              />
            </Field>
            <Field form={FORM} name="library" label={t('footer.fields.library')} required error={message('library')}>
              <Controller
                control={control}
                name="library"
                render={({ field }) => (
                  <Select
                    {...controlProps(FORM, 'library', message('library'), true)}
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={libraries.status !== 'ready'}
                    options={[
                      { value: '', label: libraries.status === 'loading' ? t('footer.loading') : t('footer.fields.chooseLibrary') },
                      ...shown.map((l) => ({ value: String(l.cod_biblioteca), label: l.desc_biblioteca })),
                    ]}
                  />
                )}
              />
            </Field>
          </div>
          {text('title', t('footer.suggestion.titleField'), true)}
          <div className="estante-form__row">
            {text('author', t('footer.suggestion.author'))}
            {text('edition', t('footer.suggestion.edition'))}
          </div>
          <div className="estante-form__row">
            {text('publisher', t('footer.suggestion.publisher'), true)}
            {text('isbn', t('footer.suggestion.isbn'))}
          </div>
          <div className="estante-form__check">
            <input type="checkbox" id={`${FORM}-periodical`} {...register('periodical')} />
            <label htmlFor={`${FORM}-periodical`}>{t('footer.suggestion.periodical')}</label>
          </div>
          <Field form={FORM} name="other" label={t('footer.suggestion.other')} error={message('other')}>
            <Controller
              control={control}
              name="other"
              render={({ field }) => (
                <TextArea
                  {...field}
                  {...controlProps(FORM, 'other', message('other'))}
                  rows={3}
                  count={{ max: SUGGESTION_MAX.other }}
                  status={message('other') ? 'error' : undefined}
                />
              )}
            />
          </Field>
          <div className="estante-form__actions">
            <Button onClick={onClose}>{t('dialogs.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
              {t('footer.suggestion.submit')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
