import { useId, useState } from 'react';
import type { SugestaoPatrono } from '@estante/api-contract';
import { mySuggestionStatsQuery, mySuggestionsQuery, suggestionStatusesQuery, suggestionsKey } from '@estante/api-endpoints/patron';
import { useQuery, useQueryClient } from '@estante/api-client/react';
import { Link, useRouteRef, useSearchParams } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { formatDay } from '@estante/i18n/format';
import { $user, useActivity, useStore } from '@estante/session';
import { Button } from '@estante/ui/button';
import { DataTable, type Column } from '@estante/ui/table';
import { Tag } from '@estante/ui/tag';
import { useDocumentTitle } from '../../blocks/useDocumentTitle';
import { PageLoading } from '../../layout/PageLoading';
import { titleLink } from '../../refs';
import { SuggestionForm } from './SuggestionForm';
import { SuggestionStats } from './SuggestionStats';
import { pageOf, statusOf, storyOf, withFilter } from './rules';
import { NS_ACQUISITIONS } from './strings';
import './acquisitions.css';

/** The teachers' separate purchase suggestion path (SPEC.md §6): module 523 (acquisition), activity 1212. */
const TEACHERS_PATH = { modulo: 523, atividade: 1212 } as const;

/** Awaiting delivery and attended stand out (antd's blue passes WCAG contrast; its green and gold tags do not). */
const COLORS: Readonly<Record<number, string | undefined>> = { 1: 'blue', 2: 'blue', 11: 'blue' };

/** What became of one suggestion: its order, its arrival and the title in the catalogue, or its refusal and the reason. */
function Story({ s, lang }: { readonly s: SugestaoPatrono; readonly lang: string }) {
  const { t } = useTranslation(NS_ACQUISITIONS);
  const title = useRouteRef(titleLink);
  return (
    <ul className="acq-story">
      {storyOf(s).map((step) => {
        switch (step.kind) {
          case 'order':
            return (
              <li key="order">
                {t('story.order', { numero: step.numero, date: formatDay(step.data, lang), supplier: step.fornecedor, status: step.situacao })}
                {step.previsao ? ` ${t('story.expected', { date: formatDay(step.previsao, lang) })}` : null}
              </li>
            );
          case 'arrived':
            return (
              <li key="arrived">
                {t('story.arrived', { date: formatDay(step.data, lang) })}{' '}
                {step.codAcervo !== null && step.titulo ? (
                  <>
                    {t('story.catalogued')}{' '}
                    <Link className="patron-link" to={title({ codAcervo: step.codAcervo })}>
                      {step.titulo}
                    </Link>
                  </>
                ) : (
                  t('story.notCatalogued')
                )}
              </li>
            );
          case 'refused':
            return (
              <li key="refused">
                {t('story.refused')} {step.motivo ? t('story.reason', { reason: step.motivo }) : t('story.noReason')}
              </li>
            );
          default:
            return <li key="pending">{t('story.pending')}</li>;
        }
      })}
    </ul>
  );
}

/**
 * The patron's acquisition suggestions and purchase orders (issue 25 item 4; SPEC.md §3, §4, §6, §7):
 * statistics, the list filtered by status (all statuses by name, kept in the address) with each
 * suggestion's story, and a new suggestion — with the teachers' fields for teachers only.
 */
export default function AcquisitionsPage() {
  const { t, i18n, ready } = useTranslation(NS_ACQUISITIONS);
  const lang = i18n.language;
  const user = useStore($user);
  const codPessoa = user?.cod_pessoa ?? 0;
  const isTeacher = useActivity(TEACHERS_PATH.atividade, TEACHERS_PATH.modulo);
  const [params, setParams] = useSearchParams();
  const [formOpen, setFormOpen] = useState(false);
  const selectId = useId();
  const client = useQueryClient();
  useDocumentTitle(ready ? t('title') : null);
  const statuses = useQuery({ ...suggestionStatusesQuery(lang), enabled: Boolean(user) });
  const situacao = statusOf(params, statuses.data?.map((s) => s.codigo));
  const pagina = pageOf(params);
  const list = useQuery({ ...mySuggestionsQuery(codPessoa, { situacao, pagina }, lang), enabled: Boolean(user), keepPrevious: true });
  const stats = useQuery({ ...mySuggestionStatsQuery(codPessoa, lang), enabled: Boolean(user) });
  if (!ready || !user) return <PageLoading />;

  const filterName = situacao === '' ? t('filter.all') : (statuses.data?.find((s) => String(s.codigo) === situacao)?.descricao ?? '');
  const columns: Column<SugestaoPatrono>[] = [
    {
      key: 'title',
      header: t('col.title'),
      rowHeader: true,
      cell: (s) => (
        <div className="acq-title">
          <span className="acq-title__name">{s.titulo}</span>
          <span className="acq-title__meta">
            {[s.autor && t('by', { value: s.autor }), s.edicao && t('edition', { value: s.edicao }), t('publisher', { value: s.editor }), s.isbn_issn && t('isbn', { value: s.isbn_issn })]
              .filter(Boolean)
              .join(' · ')}
          </span>
          {s.periodico || s.professor ? (
            <span className="acq-title__marks">
              {s.professor ? <Tag color="blue">{t('teacherMark')}</Tag> : null}
              {s.periodico ? <Tag>{t('periodical')}</Tag> : null}
            </span>
          ) : null}
          {s.curso ? <span className="acq-title__meta">{t('forCourse', { value: s.curso.descricao })}</span> : null}
          {s.disciplina ? <span className="acq-title__meta">{t('forDiscipline', { value: `${s.disciplina.sigla} — ${s.disciplina.descricao}` })}</span> : null}
        </div>
      ),
    },
    {
      key: 'status',
      header: t('col.status'),
      cell: (s) => (
        <>
          <Tag color={COLORS[s.cod_situacao]}>{s.situacao}</Tag>
          {s.data_situacao ? <span className="acq-since">{t('statusSince', { date: formatDay(s.data_situacao, lang) })}</span> : null}
        </>
      ),
    },
    { key: 'story', header: t('col.story'), cell: (s) => <Story s={s} lang={lang} /> },
    { key: 'library', header: t('col.library'), cell: (s) => s.biblioteca },
    { key: 'date', header: t('col.date'), cell: (s) => formatDay(s.data_sugestao, lang) },
  ];

  return (
    <>
      <h1 id="patron-title" className="patron-title">{t('title')}</h1>
      <p className="acq-intro">{t('intro')}</p>
      <div className="acq-actions">
        <Button type="primary" onClick={() => setFormOpen(true)}>
          {t('newSuggestion')}
        </Button>
      </div>
      <SuggestionStats stats={stats.data} />
      <div className="acq-filter">
        <label htmlFor={selectId}>{t('filter.label')}</label>
        <select id={selectId} className="acq-filter__select" value={situacao} onChange={(e) => setParams(withFilter(params, e.target.value))}>
          <option value="">{t('filter.all')}</option>
          {(statuses.data ?? []).map((s) => (
            <option key={s.codigo} value={String(s.codigo)}>
              {s.descricao}
            </option>
          ))}
        </select>
      </div>
      <DataTable
        className="acq-table"
        caption={t('caption', { filter: filterName })}
        columns={columns}
        rows={list.data?.sugestoes}
        rowKey={(s) => s.cod_sugestao}
        loading={list.isPending || list.isPlaceholderData}
        error={list.error}
        onRetry={list.refetch}
        empty={situacao === '' ? t('empty') : t('emptyFilter')}
        page={list.data?.pagina ?? pagina}
        pageSize={list.data?.por_pagina}
        total={list.data?.total}
        onPageChange={(p) => setParams(withFilter(params, situacao, p))}
        pagingLabel={t('pagination')}
      />
      <SuggestionForm
        open={formOpen}
        onClose={() => setFormOpen(false)}
        onSent={() => void client.invalidateQueries({ queryKey: suggestionsKey(codPessoa) })}
        isTeacher={isTeacher}
      />
    </>
  );
}
