import { useId, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from '@estante/federation/router';
import { errorMessageKey, toApiError } from '@estante/api-client';
import * as api from '@estante/api-endpoints/catalogue';
import { useQuery } from '@estante/api-client/react';
import { messageText, useTranslation } from '@estante/i18n';
import { LoadingIndicator } from '@estante/ui/loading';
import { Select } from '@estante/ui/select';
import { isOpenAt, isoWeekday, week, weekdayNames } from './hours';
import { collectionTotalsPath, guidePath } from '../../refs';
import './library-info.css';
import { usePageTitle } from '../../usePageTitle';

/**
 * `/bibliotecas`: the campuses and their libraries, each with address, contacts and opening hours
 * per weekday (today marked, closed days said, whether it is open now). The campus is in the address.
 */
export default function LibrariesPage() {
  const { t, i18n } = useTranslation('catalogue');
  usePageTitle(t('libraryInfo.librariesTitle'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const campusParam = /^[1-9][0-9]{0,8}$/.test(params.get('campus') ?? '') ? Number(params.get('campus')) : 0;
  const campuses = useQuery(api.campusesQuery());
  const libraries = useQuery(api.librariesWithHoursQuery(campusParam || undefined));
  const failure = libraries.isError ? errorMessageKey(toApiError(libraries.error)) : null;
  const campusId = useId();
  const now = useMemo(() => new Date(), []);
  const names = useMemo(() => weekdayNames(i18n.language), [i18n.language]);
  const today = isoWeekday(now);

  return (
    <div className="catalogue-libraries">
      <h1>{t('libraryInfo.librariesTitle')}</h1>
      <p>
        <Link to={collectionTotalsPath()}>{t('libraryInfo.collectionTotals')}</Link>
      </p>
      <div className="catalogue-libraries__filter">
        <label htmlFor={campusId}>{t('libraryInfo.campus')}</label>
        <Select
          id={campusId}
          value={String(campusParam)}
          onChange={(v) => void navigate(v === '0' ? guidePath('bibliotecas') : guidePath('bibliotecas', { campus: v }))}
          options={[{ value: '0', label: t('libraryInfo.allCampuses') }, ...(campuses.data ?? []).map((c) => ({ value: String(c.cod_campus), label: c.nome_campus }))]}
        />
      </div>
      {libraries.isPending ? <LoadingIndicator label={t('common.loading')} /> : null}
      {failure ? <p role="alert">{messageText(t, failure)}</p> : null}
      {libraries.data ? (
        <ul className="catalogue-libraries__list">
          {libraries.data.map((lib) => {
            const open = isOpenAt(lib.horarios, now);
            return (
              <li key={lib.cod_biblioteca} className="catalogue-library">
                <h2>{lib.desc_biblioteca}</h2>
                <p className="catalogue-library__campus">
                  {lib.nome_campus} · <span className={open ? 'is-open' : 'is-closed'}>{t(open ? 'libraryInfo.openNow' : 'libraryInfo.closedNow')}</span>
                </p>
                <p>{lib.endereco}</p>
                <p>
                  <a href={`tel:${lib.telefone.replace(/[^0-9+]/g, '')}`}>{lib.telefone}</a> · <a href={`mailto:${lib.email}`}>{lib.email}</a>
                </p>
                <table className="catalogue-library__hours">
                  <caption>{t('libraryInfo.hoursOf', { library: lib.desc_biblioteca })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('libraryInfo.weekday')}</th>
                      <th scope="col">{t('libraryInfo.hours')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {week(lib.horarios).map((d) => (
                      <tr key={d.day} className={d.day === today ? 'is-today' : undefined} aria-current={d.day === today ? 'date' : undefined}>
                        <th scope="row">
                          {(names[d.day - 1] ?? '').replace(/^./u, (c) => c.toLocaleUpperCase(i18n.language))}
                          {d.day === today ? <span className="catalogue-library__today"> ({t('libraryInfo.today')})</span> : null}
                        </th>
                        <td>{d.open && d.close ? t('libraryInfo.fromTo', { open: d.open, close: d.close }) : t('libraryInfo.closed')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
