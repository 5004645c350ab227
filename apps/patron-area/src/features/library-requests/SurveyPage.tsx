import { useState } from 'react';
import type { Levantamento } from '@estante/api-contract';
import { cancelSurvey, mySurveysQuery, surveyOptionsQuery, surveysKey } from '@estante/api-endpoints/patron';
import { useQuery, useQueryClient } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { formatDay } from '@estante/i18n/format';
import { $user, useStore } from '@estante/session';
import { Button } from '@estante/ui/button';
import { DataTable, type Column } from '@estante/ui/table';
import { useDocumentTitle } from '../../blocks/useDocumentTitle';
import { PageLoading } from '../../layout/PageLoading';
import { Answer, RequestStatus } from './RequestStatus';
import { CancelButton } from './CancelButton';
import { SurveyForm } from './SurveyForm';
import { NS_LIBRARY_REQUESTS } from './strings';
import './library-requests.css';

/**
 * /meupergamum/levantamento-bibliografico (issue 26 item 5): the patron asks the library's reference
 * service for a bibliographic survey and follows each request — received, in progress, answered (the
 * library's answer shown as plain text) or cancelled; one not answered yet may be cancelled.
 */
export default function SurveyPage() {
  const { t, i18n, ready } = useTranslation(NS_LIBRARY_REQUESTS);
  const lang = i18n.language;
  const user = useStore($user);
  const codPessoa = user?.cod_pessoa ?? 0;
  const [formOpen, setFormOpen] = useState(false);
  const client = useQueryClient();
  useDocumentTitle(ready ? t('survey.title') : null);
  const list = useQuery({ ...mySurveysQuery(codPessoa, lang), enabled: Boolean(user) });
  const options = useQuery({ ...surveyOptionsQuery(codPessoa, lang), enabled: Boolean(user) });
  if (!ready || !user) return <PageLoading />;
  const refresh = () => void client.invalidateQueries({ queryKey: surveysKey(codPessoa) });

  const columns: Column<Levantamento>[] = [
    {
      key: 'subject',
      header: t('survey.col.subject'),
      rowHeader: true,
      cell: (s) => (
        <div className="lr-what">
          <span className="lr-what__name">{s.assunto}</span>
          <span>{t('survey.period', { from: s.ano_inicio, to: s.ano_fim })}</span>
          <span>{t('survey.languages', { value: s.idiomas.map((i) => i.rotulo).join(', ') })}</span>
          <span>{t('survey.types', { value: s.tipos_obra.map((o) => o.rotulo).join(', ') })}</span>
          <span>{t('survey.purpose', { value: s.finalidade.rotulo })}</span>
          {s.observacoes ? <span className="lr-what__notes">{t('notes', { value: s.observacoes })}</span> : null}
        </div>
      ),
    },
    { key: 'deadline', header: t('survey.col.deadline'), cell: (s) => formatDay(s.prazo, lang) },
    { key: 'status', header: t('col.status'), cell: (s) => <RequestStatus p={s} lang={lang} /> },
    { key: 'answer', header: t('col.answer'), cell: (s) => <Answer text={s.resposta} /> },
    {
      key: 'actions',
      header: t('col.actions'),
      cardLabel: false,
      cell: (s) => (s.cancelavel ? <CancelButton what={s.assunto} cancel={() => cancelSurvey(s.cod_pedido)} onDone={refresh} /> : null),
    },
  ];

  return (
    <>
      <h1 id="patron-title" className="patron-title">
        {t('survey.title')}
      </h1>
      <p className="lr-intro">{t('survey.intro')}</p>
      <div className="lr-actions">
        <Button type="primary" onClick={() => setFormOpen(true)}>
          {t('survey.new')}
        </Button>
      </div>
      <DataTable
        className="lr-table"
        caption={t('survey.caption')}
        columns={columns}
        rows={list.data}
        rowKey={(s) => s.cod_pedido}
        loading={list.isPending}
        error={list.error}
        onRetry={list.refetch}
        empty={t('survey.empty')}
      />
      <SurveyForm open={formOpen} onClose={() => setFormOpen(false)} onSent={refresh} options={options.data} />
    </>
  );
}
