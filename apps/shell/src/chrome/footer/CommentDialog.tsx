import { useEffect } from 'react';
import { sendGeneralComment } from '@estante/api-endpoints/institution';
import { useTranslation } from '@estante/i18n';
import { FormDialog, lazyYupResolver, SelectField, TextAreaField, useForm, type ServerFields } from '@estante/ui/form';
import { notify } from '@estante/ui/notify';
import { $signedIn, useStore } from '@estante/session';
import { COMMENT_MAX, type CommentValues } from './limits';
import { loadSchemas } from './validation';
import { SignInPrompt } from './SignInPrompt';
import { LibrariesFailed } from './LibrariesFailed';
import { useLibraries } from './useLibraries';

const resolver = lazyYupResolver(loadSchemas, (s) => s.commentSchema);
/** The server's field names (a 422's `campo`) and the form's. */
const SERVER_FIELDS: ServerFields<CommentValues> = { b: 'library', content: 'text' };

/**
 * The general comment to a library (SPEC.md §2 footer, §5, activity 13): a library and a text,
 * sent by a signed-in patron, stored pending the library's approval. The form's state lives here,
 * so nothing typed is lost (an error, closing, or signing in first).
 */
export function CommentDialog({ open, onClose, onLogin }: { readonly open: boolean; readonly onClose: () => void; readonly onLogin: () => void }) {
  const { t } = useTranslation('shell');
  const signedIn = useStore($signedIn);
  const libraries = useLibraries(open && signedIn);
  const form = useForm<CommentValues>({ resolver, defaultValues: { library: '', text: '' } });
  // The validation chunk comes with the dialog, not with the first click on "send".
  useEffect(() => {
    if (open && signedIn) void loadSchemas().catch(() => undefined);
  }, [open, signedIn]);

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('footer.comment.title')}
      id="comentario-geral"
      ns="shell"
      form={form}
      serverFields={SERVER_FIELDS}
      signInText={t('footer.comment.loginRequired')}
      submitText={t('footer.comment.submit')}
      gate={signedIn ? undefined : <SignInPrompt text={t('footer.comment.loginRequired')} onLogin={onLogin} />}
      intro={
        <>
          <p className="estante-form__intro">{t('footer.comment.intro')}</p>
          <p className="estante-form__hint">{t('footer.requiredHint')}</p>
        </>
      }
      onSubmit={async (values) => {
        await sendGeneralComment({ content: values.text, b: Number(values.library) });
        notify.success({ title: t('footer.comment.sent'), description: t('footer.comment.sentDetail') });
        form.reset();
        onClose();
      }}
    >
      {libraries.status === 'error' ? <LibrariesFailed onRetry={libraries.retry} /> : null}
      <SelectField
        control={form.control}
        name="library"
        label={t('footer.fields.library')}
        required
        disabled={libraries.status !== 'ready'}
        options={[
          { value: '', label: libraries.status === 'loading' ? t('footer.loading') : t('footer.fields.chooseLibrary') },
          ...(libraries.status === 'ready' ? libraries.libraries.map((l) => ({ value: String(l.cod_biblioteca), label: l.desc_biblioteca })) : []),
        ]}
      />
      <TextAreaField control={form.control} name="text" label={t('footer.comment.text')} required rows={5} maxLength={COMMENT_MAX} />
    </FormDialog>
  );
}
