import type { RemoteAppProps } from '@estante/federation';
import { NotFound } from '@estante/federation/not-found';
import { useRoutes } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { LoadingIndicator } from '@estante/ui/loading';
import { Brand } from './Brand';
import { LoansPage } from './LoansPage';
import { NS } from './strings';
import './brand.css';

/**
 * Biblioteca Exemplo's personal area, under the shell's /meupergamum (routes relative to the base
 * path the shell matched): the loans at the start page and at /emprestimos, the shared not-found
 * page for everything else.
 */
const table = [
  { index: true, element: <LoansPage /> },
  { path: 'emprestimos', element: <LoansPage /> },
  { path: '*', element: <NotFound /> },
];

export default function App(_props: RemoteAppProps) {
  const { t, ready } = useTranslation(NS);
  const page = useRoutes(table);
  if (!ready) return <LoadingIndicator label={t('loading')} />;
  return (
    <div className="exemplo" data-institution="biblioteca-exemplo">
      <Brand />
      <main className="exemplo__page">{page}</main>
    </div>
  );
}
