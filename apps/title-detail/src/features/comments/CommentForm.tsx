import { useEffect, useRef } from 'react';
import { COMENTARIO_MAX } from '@estante/api-contract/constants';
import { sendTitleComment } from '@estante/api-endpoints/title';
import { useTranslation } from '@estante/i18n';
import { $signedIn, useStore } from '@estante/session';
import { Button } from '@estante/ui/button';
import { Form, SubmitButton, TextAreaField, useForm, type ServerFields } from '@estante/ui/form';
import { notify } from '@estante/ui/notify';
import { SignInPrompt } from '../signin/SignInGate';
import { clearDraft, useDraft } from '../signin/draft';
import { NS_COMMENTS } from './strings';
import { commentResolver } from './resolver';
import type { CommentValues } from './rules';

const resolver = commentResolver(COMENTARIO_MAX);
const SERVER_FIELDS: ServerFields<CommentValues> = { texto: 'texto' };

/**
 * The comment form: the text (with its counter and its message under it) and Send. A visitor may
 * type, and is asked to sign in to send; what was typed is kept meanwhile (`draft`, this tab).
 * Sending twice (a double click) sends once; two tabs make one comment too (the server answers the same pending one).
 */
export default function CommentForm({ codAcervo, draft, focus, onCancel, onSent }: {
  readonly codAcervo: number;
  readonly draft: string;
  /** Opened by the reader (focus the text), not by a kept draft on arrival. */
  readonly focus: boolean;
  readonly onCancel: () => void;
  readonly onSent: () => void;
}) {
  const { t } = useTranslation(NS_COMMENTS);
  const signedIn = useStore($signedIn);
  const form = useForm<CommentValues>({ resolver, defaultValues: { texto: '' } });
  useDraft(form, draft);
  // A second submit while the first is on its way (a double click) joins it: one send, one notice.
  const sending = useRef<Promise<void> | null>(null);
  const send = async (texto: string) => {
    await sendTitleComment(codAcervo, texto);
    // Reset first: the draft keeper writes every change, the reset's too.
    form.reset({ texto: '' });
    clearDraft(draft);
    notify.success({ title: t('comments.form.sent'), description: t('comments.form.sentDetail') });
    onSent();
  };
  useEffect(() => {
    if (focus) form.setFocus('texto');
  }, [form, focus]);

  return (
    <Form
      id="comentario-titulo"
      ns={NS_COMMENTS}
      form={form}
      serverFields={SERVER_FIELDS}
      signInText={t('comments.form.signIn')}
      className="title-comments__form"
      aria-label={t('comments.write')}
      onSubmit={({ texto }) =>
        (sending.current ??= send(texto).finally(() => {
          sending.current = null;
        }))
      }
      actions={
        signedIn ? (
          <>
            <Button onClick={onCancel}>{t('comments.form.cancel')}</Button>
            <SubmitButton control={form.control}>{t('comments.form.send')}</SubmitButton>
          </>
        ) : undefined
      }
    >
      <TextAreaField control={form.control} name="texto" label={t('comments.form.label')} hint={t('comments.form.hint')} required rows={5} maxLength={COMENTARIO_MAX} />
      {signedIn ? null : <SignInPrompt text={t('comments.form.signIn')} />}
    </Form>
  );
}
