import type { CursoDisciplina, CursoPlanos, DisciplinaLecionada } from '@estante/api-contract';
import { teachingPlansQuery } from '@estante/api-endpoints/patron';
import { useQuery } from '@estante/api-client/react';
import { Link } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { formatDay } from '@estante/i18n/format';
import { Button } from '@estante/ui/button';
import { Alert } from '@estante/ui/feedback';
import { DataTable, type Column } from '@estante/ui/table';
import { PageLoading } from '../../layout/PageLoading';
import { NS_TEACHING_PLAN } from './strings';

type Row = CursoPlanos['disciplinas'][number];

/** The disciplines the professor teaches (each to its plan's editor) and the student's courses (each discipline's plans to read). */
export function Overview({ codPessoa }: { readonly codPessoa: number }) {
  const { t, i18n } = useTranslation(NS_TEACHING_PLAN);
  const { t: tc } = useTranslation();
  const query = useQuery(teachingPlansQuery(codPessoa));
  if (query.isError) return <Alert type="error" showIcon role="alert" title={t('loadFailed')} action={<Button onClick={() => void query.refetch()}>{tc('common.retry')}</Button>} />;
  if (!query.data) return <PageLoading />;
  const { lecionadas, cursos } = query.data;
  const lang = i18n.language;
  const courses = (list: readonly CursoDisciplina[]) => list.map((c) => (c.periodo ? t('courseTerm', { course: c.sigla, term: c.periodo }) : c.sigla)).join(', ');

  const taught: Column<DisciplinaLecionada>[] = [
    { key: 'discipline', header: t('col.discipline'), rowHeader: true, cell: (d) => `${d.disciplina.codigo} — ${d.disciplina.nome_disciplina}` },
    { key: 'courses', header: t('col.courses'), cell: (d) => courses(d.cursos) },
    {
      key: 'plan',
      header: t('col.plan'),
      cell: (d) => (d.plano ? t('planSaved', { date: formatDay(d.plano.atualizado_em, lang), count: d.plano.titulos }) : t('noPlanYet')),
    },
    {
      key: 'edit',
      header: t('col.actions'),
      headerHidden: true,
      cell: (d) => (
        <Link className="patron-link" to={`?disciplina=${d.disciplina.cod_disciplina}`} aria-label={t(d.plano ? 'editFor' : 'createFor', { name: d.disciplina.nome_disciplina })}>
          {t(d.plano ? 'edit' : 'create')}
        </Link>
      ),
    },
  ];
  const enrolled: Column<Row>[] = [
    { key: 'term', header: t('col.term'), cell: (d) => (d.periodo ? t('term', { term: d.periodo }) : '—') },
    { key: 'discipline', header: t('col.discipline'), rowHeader: true, cell: (d) => `${d.disciplina.codigo} — ${d.disciplina.nome_disciplina}` },
    {
      key: 'plans',
      header: t('col.plans'),
      cell: (d) =>
        d.planos.length === 0 ? (
          t('noPlanPublished')
        ) : (
          <ul className="tplan-plans">
            {d.planos.map((p) => (
              <li key={p.cod_plano}>
                <Link className="patron-link" to={`?plano=${p.cod_plano}`} aria-label={t('readFor', { name: d.disciplina.nome_disciplina, professor: p.professor })}>
                  {t('planBy', { professor: p.professor })}
                </Link>
              </li>
            ))}
          </ul>
        ),
    },
  ];

  return (
    <>
      {lecionadas.length === 0 && cursos.length === 0 ? <p>{t('nothing')}</p> : null}
      {lecionadas.length > 0 ? (
        <section aria-labelledby="tplan-taught">
          <h2 id="tplan-taught" className="tplan-heading">{t('taught.heading')}</h2>
          <p>{t('taught.intro')}</p>
          <DataTable caption={t('taught.heading')} captionHidden columns={taught} rows={lecionadas} rowKey={(d) => d.disciplina.cod_disciplina} empty={t('nothing')} />
        </section>
      ) : null}
      {cursos.map((c) => (
        <section key={c.cod_curso} aria-labelledby={`tplan-course-${c.cod_curso}`}>
          <h2 id={`tplan-course-${c.cod_curso}`} className="tplan-heading">{t('course.heading', { name: c.nome_curso, code: c.sigla })}</h2>
          <DataTable
            caption={t('course.caption', { name: c.nome_curso })}
            captionHidden
            columns={enrolled}
            rows={c.disciplinas}
            rowKey={(d) => d.disciplina.cod_disciplina}
            empty={t('course.empty')}
          />
        </section>
      ))}
    </>
  );
}
