import { Suspense, useState } from 'react';
import { useLocation, lazyComponent } from '@estante/federation/router';
import { deleteMyComment, myTitleCommentsQuery, titleCommentsQuery } from '@estante/api-endpoints/title';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { useMutation, useQuery, useQueryClient } from '@estante/api-client/react';
import { messageText, useTranslation } from '@estante/i18n';
import { formatDay } from '@estante/i18n/format';
import { $user, useActivity, useStore } from '@estante/session';
import { Button } from '@estante/ui/button';
import { Alert } from '@estante/ui/feedback';
import { LoadingIndicator } from '@estante/ui/loading';
import { notify } from '@estante/ui/notify';
import { useConfirm } from '@estante/ui/confirm';
import { Tag } from '@estante/ui/tag';
import { useTitle } from '../record/useTitle';
import { draftKey, readDraft } from '../signin/draft';
import { NS_COMMENTS } from './strings';
import { pageCount, splitOwn, type CommentValues } from './rules';
import './comments.css';

/** The form (react-hook-form, the text area) comes when the reader starts a comment, not with the page. */
const CommentForm = lazyComponent('title-detail/comment-form', () => import('./CommentForm'));
/** SPEC.md §6: activity 13 turns comments on. */
const ACTIVITY_COMMENTS = 13;

/**
 * The comments section of the title page (SPEC.md §3, §4): the approved comments (first name,
 * date, text), a signed-in patron's own unpublished ones with their state, deleting one's own, and
 * the form — for a visitor too, who is asked to sign in to send and finds the text kept after.
 */
export default function Comments() {
  const { t, i18n, ready } = useTranslation(NS_COMMENTS);
  const { cod } = useTitle();
  const user = useStore($user);
  const allowed = useActivity(ACTIVITY_COMMENTS);
  const { pathname } = useLocation();
  const key = draftKey('comment', pathname);
  const [writing, setWriting] = useState<false | 'draft' | 'asked'>(() => (readDraft<CommentValues>(key)?.texto?.trim() ? 'draft' : false));
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const [confirm, confirmHolder] = useConfirm();
  const list = useQuery({ ...titleCommentsQuery(cod ?? 0, page), enabled: cod !== null, keepPrevious: true });
  const mine = useQuery({ ...myTitleCommentsQuery(user?.cod_pessoa ?? 0, cod ?? 0), enabled: cod !== null && user !== null });
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['title', cod ?? 0, 'comments'] }),
      client.invalidateQueries({ queryKey: ['patron', user?.cod_pessoa ?? 0, 'comments'] }),
    ]);
  const remove = useMutation({ mutationFn: deleteMyComment, onSuccess: refresh });

  if (!ready || cod === null) return null;
  const { unpublished, own } = splitOwn(user ? mine.data : undefined);

  const askDelete = async (id: number) => {
    if (!(await confirm({ title: t('comments.deleteConfirmTitle'), content: t('comments.deleteConfirm'), confirmText: t('comments.deleteConfirmButton'), danger: true }))) return;
    try {
      await remove.mutateAsync(id);
      notify.success(t('comments.deleted'));
    } catch (error) {
      const message = errorMessageKey(toApiError(error));
      if (message) notify.error(messageText(t, message));
    }
  };
  const deleteButton = (id: number) => (
    <Button size="small" danger onClick={() => void askDelete(id)} disabled={remove.isPending}>
      {t('comments.delete')}
    </Button>
  );

  const data = list.data;
  const pages = data ? pageCount(data.total, data.por_pagina) : 1;
  const failure = list.isError ? errorMessageKey(toApiError(list.error)) : null;

  return (
    <section className="title-comments" aria-labelledby="title-comments-heading">
      <h2 id="title-comments-heading" className="title-section__heading">{t('comments.heading')}</h2>
      {failure ? <Alert type="error" showIcon role="alert" message={messageText(t, failure)} /> : null}
      {!data && !failure ? <LoadingIndicator label={t('comments.loading')} /> : null}
      {data && data.total === 0 ? <p className="title-comments__none">{t('comments.none')}</p> : null}
      {data && data.total > 0 ? (
        <>
          <p className="title-comments__count">{t('comments.count', { count: data.total })}</p>
          <ol className="title-comments__list" aria-busy={list.isPlaceholderData || undefined}>
            {data.comentarios.map((c) => (
              <li key={c.cod_comentario} className="title-comments__item">
                <article aria-label={t('comments.by', { name: c.autor })}>
                  <p className="title-comments__meta">
                    <strong>{c.autor}</strong> <time dateTime={c.data_comentario}>{formatDay(c.data_comentario, i18n.language)}</time>
                  </p>
                  <p className="title-comments__text">{c.texto}</p>
                  {own.has(c.cod_comentario) ? deleteButton(c.cod_comentario) : null}
                </article>
              </li>
            ))}
          </ol>
          {pages > 1 ? (
            <nav className="title-comments__pages" aria-label={t('comments.page', { page, pages })}>
              <Button onClick={() => setPage(page - 1)} disabled={page <= 1}>{t('comments.newer')}</Button>
              <span>{t('comments.page', { page, pages })}</span>
              <Button onClick={() => setPage(page + 1)} disabled={page >= pages}>{t('comments.older')}</Button>
            </nav>
          ) : null}
        </>
      ) : null}

      {unpublished.length > 0 ? (
        <div className="title-comments__mine">
          <h3>{t('comments.mine')}</h3>
          <ul className="title-comments__list">
            {unpublished.map((c) => (
              <li key={c.cod_comentario} className="title-comments__item">
                <p className="title-comments__meta">
                  <Tag>{t(c.situacao === 'pendente' ? 'comments.pending' : 'comments.rejected')}</Tag>{' '}
                  <time dateTime={c.data_comentario}>{formatDay(c.data_comentario, i18n.language)}</time>
                </p>
                <p className="title-comments__text">{c.texto}</p>
                {deleteButton(c.cod_comentario)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {user && !allowed ? null : writing ? (
        <Suspense fallback={<LoadingIndicator label={t('comments.loading')} />}>
          <CommentForm codAcervo={cod} draft={key} focus={writing === 'asked'} onCancel={() => setWriting(false)} onSent={() => { setWriting(false); void refresh(); }} />
        </Suspense>
      ) : (
        <Button type="primary" className="estante-js-only" onClick={() => setWriting('asked')}>{t('comments.write')}</Button>
      )}
      {confirmHolder}
    </section>
  );
}
