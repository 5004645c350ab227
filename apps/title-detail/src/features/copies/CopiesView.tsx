import { useId } from 'react';
import { titleCopiesQuery } from '@estante/api-endpoints/title';
import { useQuery } from '@estante/api-client/react';
import { Link, useSearchParams } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { dataLabel } from '@estante/i18n/labels';
import { Alert } from '@estante/ui/feedback';
import { Select } from '@estante/ui/select';
import { DataTable } from '@estante/ui/table';
import { useTitle } from '../record/useTitle';
import { ViewLoading } from '../record/ViewLoading';
import { QueryFailed } from '../record/QueryFailed';
import { copiesOf, countsByLibrary, libraryOf } from './rules';
import { copyColumns } from './columns';
import { NS_COPIES } from './strings';
import './copies.css';

const ALL = 'todas';
/** Under this width of its room the copies are cards (the table's up to 12 columns need about this much). */
const COPIES_CARDS_BELOW = 760;

/** /acervo/{cod}/exemplares: the copies (volume, tome, part, material, loan type, location, collection, status, due date), counts per library, a filter by library (`?biblioteca=`). */
export default function CopiesView() {
  const { t, i18n, ready } = useTranslation(NS_COPIES);
  const { cod } = useTitle();
  const [params, setParams] = useSearchParams();
  const query = useQuery({ ...titleCopiesQuery(cod ?? 0, i18n.language), enabled: cod !== null });
  const selectId = useId();
  if (ready && query.isError) return <QueryFailed what={t('error')} error={query.error} onRetry={() => void query.refetch()} />;
  if (!ready || !query.data) return <ViewLoading />;

  const copies = query.data;
  const libraries = countsByLibrary(copies);
  const biblioteca = libraryOf(params.get('biblioteca'), libraries);
  const chosen = libraries.find((l) => l.cod_biblioteca === biblioteca);
  const filterTo = (cod: number | null) => {
    const next = new URLSearchParams(params);
    if (cod === null) next.delete('biblioteca');
    else next.set('biblioteca', String(cod));
    return next;
  };
  const rows = copiesOf(copies, biblioteca);
  const columns = copyColumns({
    rows,
    oneLibrary: Boolean(chosen),
    t,
    language: i18n.language,
    status: (c) => <span className={`copies__status copies__status--${c.situacao}`}>{c.desc_situacao}</span>,
    material: (c) => dataLabel(i18n, c.material, 'materials'),
  });

  return (
    <section className="copies" aria-labelledby="copies-heading">
      <h2 id="copies-heading">{t('heading')}</h2>
      {copies.length === 0 ? (
        <Alert type="info" showIcon message={t('none')} />
      ) : (
        <>
          <h3 id="copies-libraries">{t('byLibrary')}</h3>
          <ul className="copies__libraries" aria-labelledby="copies-libraries">
            {libraries.map((l) => (
              <li key={l.cod_biblioteca}>
                <Link className="copies__library" to={{ search: filterTo(l.cod_biblioteca).toString() }} aria-current={l.cod_biblioteca === biblioteca ? 'true' : undefined}>
                  {l.desc_biblioteca}
                </Link>{' '}
                <span className="copies__campus">({l.nome_campus})</span>: {t('libraryCount', { count: l.total })}, {t('available', { count: l.disponiveis })}
              </li>
            ))}
          </ul>
          <p className="copies__filter">
            <label htmlFor={selectId}>{t('filter')}</label>
            <Select
              id={selectId}
              value={biblioteca === null ? ALL : String(biblioteca)}
              onChange={(v) => setParams(filterTo(v === ALL ? null : Number(v)))}
              options={[
                { value: ALL, label: t('allLibraries', { count: copies.length }) },
                ...libraries.map((l) => ({ value: String(l.cod_biblioteca), label: t('libraryOption', { biblioteca: l.desc_biblioteca, count: l.total }) })),
              ]}
            />
          </p>
          <h3 id="copies-list">{chosen ? t('captionLibrary', { biblioteca: chosen.desc_biblioteca }) : t('captionAll')}</h3>
          <DataTable
            caption={chosen ? t('captionLibrary', { biblioteca: chosen.desc_biblioteca }) : t('captionAll')}
            captionHidden
            columns={columns}
            rows={rows}
            cardsBelow={COPIES_CARDS_BELOW}
            rowKey={(c) => c.cod_exemplar}
            empty={t('empty')}
          />
        </>
      )}
    </section>
  );
}
