import { holdQueueQuery } from '@estante/api-endpoints/title';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { formatDay } from '@estante/i18n/format';
import { queueQuery, type HoldValues } from './rules';
import { NS_HOLD } from './strings';

/** "You would be number N in the queue, expected around <date> (about N days)", for the choice as it is made (read aloud when it changes). */
export function HoldForecast({ cod, codPessoa, values }: { readonly cod: number; readonly codPessoa: number; readonly values: HoldValues }) {
  const { t, i18n } = useTranslation(NS_HOLD);
  const queue = useQuery({ ...holdQueueQuery(codPessoa, queueQuery(cod, values)), keepPrevious: true });
  const f = queue.data;
  let text: string | null = null;
  if (queue.isError) text = t('forecast.failed');
  else if (f) {
    const estimate =
      f.previsao === null || f.dias === null
        ? t('forecast.unknown')
        : f.dias === 0
          ? t('forecast.soon')
          : t('forecast.estimate', { date: formatDay(f.previsao, i18n.language), count: f.dias });
    text = `${t('forecast.would', { posicao: f.posicao })} ${estimate}`;
  }
  return (
    <p className="title-hold-view__forecast" role="status" aria-live="polite">
      {text}
    </p>
  );
}
