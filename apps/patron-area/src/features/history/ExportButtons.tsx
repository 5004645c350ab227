import { useState } from 'react';
import type { FormatoHistorico } from '@estante/api-contract';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { loanHistoryFile } from '@estante/api-endpoints/patron';
import { messageText, useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { notify } from '@estante/ui/notify';
import { saveFile } from '@estante/ui/document';
import { rangeQuery, type RangeValues } from './rules';
import { NS_HISTORY } from './strings';

const FORMATS: readonly FormatoHistorico[] = ['csv', 'ris', 'bibtex'];

/** Downloads the history of the filtered range as CSV, RIS or BibTeX (one download at a time). */
export function ExportButtons({ range }: { readonly range: RangeValues }) {
  const { t } = useTranslation(NS_HISTORY);
  const [busy, setBusy] = useState<FormatoHistorico | null>(null);
  const download = async (formato: FormatoHistorico) => {
    if (busy) return;
    setBusy(formato);
    try {
      const { blob, name } = await loanHistoryFile({ formato, ...rangeQuery(range) });
      saveFile(blob, name);
      notify.success(t('export.done', { arquivo: name }));
    } catch (error) {
      const key = errorMessageKey(toApiError(error));
      notify.error({ title: t('export.failed'), description: key ? messageText(t, key) : undefined });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div role="group" aria-label={t('export.label')} className="history-export">
      {FORMATS.map((f) => (
        <Button key={f} onClick={() => void download(f)} loading={busy === f} disabled={busy !== null && busy !== f}>
          {t(`export.${f}`)}
        </Button>
      ))}
    </div>
  );
}
