import { useSearchParams } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { $user, useStore } from '@estante/session';
import { useDocumentTitle } from '../../blocks/useDocumentTitle';
import { PageLoading } from '../../layout/PageLoading';
import { Overview } from './Overview';
import { PlanEditor } from './PlanEditor';
import { PlanView } from './PlanView';
import { viewOf } from './rules';
import { NS_TEACHING_PLAN } from './strings';
import './teaching-plan.css';

/**
 * Teaching plans (SPEC.md §1, §3, §5): a professor's disciplines and the editor of each one's plan
 * (`?disciplina=`), a student's courses with the plans of their disciplines and each plan to read
 * (`?plano=`) with its titles' availability. The view lives in the address, so back and forward work.
 */
export default function TeachingPlanPage() {
  const { t, ready } = useTranslation(NS_TEACHING_PLAN);
  const user = useStore($user);
  const [params] = useSearchParams();
  const view = viewOf(params);
  useDocumentTitle(ready ? t('title') : null);
  if (!ready || !user) return <PageLoading />;
  return (
    <>
      <h1 id="patron-title" className="patron-title">{t('title')}</h1>
      {view.kind === 'edit' ? (
        <PlanEditor key={view.disciplina} codPessoa={user.cod_pessoa} codDisciplina={view.disciplina} />
      ) : view.kind === 'read' ? (
        <PlanView key={view.plano} codPessoa={user.cod_pessoa} codPlano={view.plano} />
      ) : (
        <Overview codPessoa={user.cod_pessoa} />
      )}
    </>
  );
}
