import type { EstatisticasSugestoes } from '@estante/api-contract';
import { useTranslation } from '@estante/i18n';
import { localeOf } from '@estante/i18n/format';
import { rateText } from './rules';
import { NS_ACQUISITIONS } from './strings';

/** The patron's statistics: how many sent, attended and the rate; per status (those with any) and per year. */
export function SuggestionStats({ stats }: { readonly stats: EstatisticasSugestoes | undefined }) {
  const { t, i18n } = useTranslation(NS_ACQUISITIONS);
  if (!stats) return null;
  const rate = rateText(stats.taxa_atendimento, localeOf(i18n.language));
  const withAny = stats.por_situacao.filter((s) => s.total > 0);
  return (
    <section className="acq-stats" aria-labelledby="acq-stats-title">
      <h2 id="acq-stats-title" className="acq-stats__title">
        {t('stats.title')}
      </h2>
      <ul className="acq-stats__figures">
        <li>{t('stats.total', { count: stats.total })}</li>
        <li>{t('stats.attended', { count: stats.atendidas })}</li>
        <li>{rate ? t('stats.rate', { rate }) : t('stats.noRate')}</li>
      </ul>
      {stats.total > 0 ? (
        <div className="acq-stats__groups">
          <div>
            <h3 className="acq-stats__subtitle">{t('stats.byStatus')}</h3>
            <ul className="acq-stats__list">
              {withAny.map((s) => (
                <li key={s.codigo}>
                  {s.descricao}: {s.total}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="acq-stats__subtitle">{t('stats.byYear')}</h3>
            <ul className="acq-stats__list">
              {stats.por_ano.map((y) => (
                <li key={y.ano}>{t('stats.yearRow', { year: y.ano, count: y.total })}</li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </section>
  );
}
