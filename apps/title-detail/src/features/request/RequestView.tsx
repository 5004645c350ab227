import { requestOptionsQuery, requestTypesQuery } from '@estante/api-endpoints/title';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { $user, useStore } from '@estante/session';
import { Alert } from '@estante/ui/feedback';
import { QueryFailed } from '../record/QueryFailed';
import { useTitle } from '../record/useTitle';
import { ViewLoading } from '../record/ViewLoading';
import { MyRequests } from './MyRequests';
import { RequestForm } from './RequestForm';
import { FORM_TYPES } from './rules';
import { NS_REQUEST } from './strings';
import './request.css';

/**
 * /acervo/{cod}/solicitacao-emprestimo (SPEC.md §2, §5, §7 "Requests"): how to receive the title
 * (home, pick-up, interlibrary), the copy, the receiving location, address, phone and e-mails, each
 * message under its field; the patron's requests of this title with their status and cancelling.
 * A visitor fills the form and is asked to sign in to send it (what was typed is kept).
 */
export default function RequestView() {
  const { t, ready } = useTranslation(NS_REQUEST);
  const { cod } = useTitle();
  const user = useStore($user);
  if (!ready || cod === null) return <ViewLoading />;
  return (
    <section className="title-request" aria-labelledby="request-heading">
      <h2 id="request-heading">{t('heading')}</h2>
      <p>{user ? t('intro') : t('visitorIntro')}</p>
      <RequestPanel cod={cod} codPessoa={user?.cod_pessoa ?? null} />
      {user ? <MyRequests cod={cod} codPessoa={user.cod_pessoa} /> : null}
    </section>
  );
}

function RequestPanel({ cod, codPessoa }: { readonly cod: number; readonly codPessoa: number | null }) {
  const { t, i18n } = useTranslation(NS_REQUEST);
  const options = useQuery(requestOptionsQuery(cod, i18n.language));
  const types = useQuery(requestTypesQuery(i18n.language));
  const failed = options.isError ? options : types.isError ? types : null;
  if (failed) return <QueryFailed what={t('loadFailed')} error={failed.error} onRetry={failed.refetch} />;
  if (!options.data || !types.data) return <ViewLoading />;
  if (options.data.combinacoes.length === 0) return <Alert type="info" showIcon role="status" message={t('noCopies')} />;
  return (
    <RequestForm
      cod={cod}
      codPessoa={codPessoa}
      combos={options.data.combinacoes}
      libraries={options.data.bibliotecas}
      types={types.data.tipos.filter((tipo) => FORM_TYPES.includes(tipo.valor))}
    />
  );
}
