import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { api } from '@estante/api-client';
import { useTranslation } from '@estante/i18n';
import { Modal } from '@estante/ui/modal';
import { Button } from '@estante/ui/button';
import { Alert } from '@estante/ui/feedback';
import { Select } from '@estante/ui/select';
import { TextArea } from '@estante/ui/textarea';
import { notify } from '@estante/ui/notify';
import { $signedIn, useStore } from '@estante/session';
import { COMMENT_MAX, type CommentValues } from './limits';
import { lazyYupResolver, loadSchemas } from './validation';
import { controlProps, Field, SignInPrompt, submitFailure, useFieldMessage } from './form';
import { LibrariesFailed } from './LibrariesFailed';
import { useLibraries } from './useLibraries';

const FORM = 'comentario-geral';
const resolver = lazyYupResolver<CommentValues>((s) => s.commentSchema);

/**
 * The general comment to a library (SPEC.md §2 footer, §5, activity 13): a library and a text,
 * sent by a signed-in patron, stored pending the library's approval. The form stays mounted while
 * the dialog is closed, so nothing typed is lost (an error, closing, or signing in first).
 */
export function CommentDialog({ open, onClose, onLogin }: { readonly open: boolean; readonly onClose: () => void; readonly onLogin: () => void }) {
  const { t } = useTranslation();
  const signedIn = useStore($signedIn);
  const libraries = useLibraries(open && signedIn);
  const fieldMessage = useFieldMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, reset } = useForm<CommentValues>({
    resolver,
    defaultValues: { library: '', text: '' },
  });
  const { errors } = formState;
  // The validation chunk comes with the dialog, not with the first click on "send".
  useEffect(() => {
    if (open && signedIn) void loadSchemas().catch(() => undefined);
  }, [open, signedIn]);
  const alert = failure ?? (errors.root?.message ? t(errors.root.message) : null);
  const libraryError = fieldMessage('library', errors.library?.message);
  const textError = fieldMessage('text', errors.text?.message);

  const onSubmit = async (values: CommentValues) => {
    setFailure(null);
    try {
      await api.sendGeneralComment({ content: values.text, b: Number(values.library) });
      notify.success({ title: t('footer.comment.sent'), description: t('footer.comment.sentDetail') });
      reset();
      onClose();
    } catch (error) {
      setFailure(submitFailure(error, { b: 'library', content: 'text' }, setError, t, t('footer.comment.loginRequired')));
    }
  };

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('footer.comment.title')} width={560} closable={{ 'aria-label': t('shell.close') }}>
      {!signedIn ? (
        <SignInPrompt text={t('footer.comment.loginRequired')} onLogin={onLogin} />
      ) : (
        <form className="estante-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
          <p className="estante-form__intro">{t('footer.comment.intro')}</p>
          <p className="estante-form__hint">{t('footer.requiredHint')}</p>
          {alert ? <Alert type="error" showIcon role="alert" message={alert} className="estante-form__alert" /> : null}
          {libraries.status === 'error' ? <LibrariesFailed onRetry={libraries.retry} /> : null}
          <Field form={FORM} name="library" label={t('footer.fields.library')} required error={libraryError}>
            <Controller
              control={control}
              name="library"
              render={({ field }) => (
                <Select
                  {...controlProps(FORM, 'library', libraryError, true)}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={libraries.status !== 'ready'}
                  options={[
                    { value: '', label: libraries.status === 'loading' ? t('footer.loading') : t('footer.fields.chooseLibrary') },
                    ...(libraries.status === 'ready' ? libraries.libraries.map((l) => ({ value: String(l.cod_biblioteca), label: l.desc_biblioteca })) : []),
                  ]}
                />
              )}
            />
          </Field>
          <Field form={FORM} name="text" label={t('footer.comment.text')} required error={textError}>
            <Controller
              control={control}
              name="text"
              render={({ field }) => (
                <TextArea
                  {...field}
                  {...controlProps(FORM, 'text', textError, true)}
                  rows={5}
                  count={{ show: true, max: COMMENT_MAX }}
                  status={textError ? 'error' : undefined}
                />
              )}
            />
          </Field>
          <div className="estante-form__actions">
            <Button onClick={onClose}>{t('dialogs.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
              {t('footer.comment.submit')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
