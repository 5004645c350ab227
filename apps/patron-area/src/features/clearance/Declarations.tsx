import { useState } from 'react';
import type { DeclaracaoNadaConsta } from '@estante/api-contract';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { clearanceFile } from '@estante/api-endpoints/patron';
import { messageText, useTranslation } from '@estante/i18n';
import { formatDateTime } from '@estante/i18n/format';
import { Button } from '@estante/ui/button';
import { saveFile } from '@estante/ui/document';
import { notify } from '@estante/ui/notify';
import { DataTable, type Column } from '@estante/ui/table';
import { NS_CLEARANCE } from './strings';

/** The patron's declarations: when, the code, the PDF again (one download at a time) and the public check of each. */
export function Declarations({ rows }: { readonly rows: readonly DeclaracaoNadaConsta[] }) {
  const { t, i18n } = useTranslation(NS_CLEARANCE);
  const [busy, setBusy] = useState<string | null>(null);
  const when = (d: DeclaracaoNadaConsta) => formatDateTime(d.emitida_em, i18n.language);
  const download = async (d: DeclaracaoNadaConsta) => {
    if (busy) return;
    setBusy(d.codigo);
    try {
      const file = await clearanceFile(d.codigo);
      saveFile(file.blob, file.name, 'application/pdf');
    } catch (error) {
      const key = errorMessageKey(toApiError(error));
      notify.error({ title: t('declarations.downloadFailed'), description: key ? messageText(t, key) : undefined });
    } finally {
      setBusy(null);
    }
  };
  const columns: Column<DeclaracaoNadaConsta>[] = [
    { key: 'date', header: t('declarations.date'), cell: when, rowHeader: true },
    { key: 'code', header: t('declarations.code'), cell: (d) => <code className="clearance-code">{d.codigo_formatado}</code> },
    {
      key: 'actions',
      header: t('declarations.actions'),
      headerHidden: true,
      cardLabel: false,
      cell: (d) => (
        <span className="clearance-actions">
          <Button onClick={() => void download(d)} loading={busy === d.codigo} disabled={busy !== null && busy !== d.codigo} aria-label={t('declarations.downloadFor', { date: when(d) })}>
            {t('declarations.download')}
          </Button>
          <a className="patron-link" href={d.url_verificacao} target="_blank" rel="noopener noreferrer" aria-label={t('declarations.verifyFor', { date: when(d) })}>
            {t('declarations.verify')}
          </a>
        </span>
      ),
    },
  ];
  return (
    <section aria-labelledby="clearance-declarations-heading">
      <h2 id="clearance-declarations-heading" className="clearance-heading">{t('declarations.heading')}</h2>
      <DataTable caption={t('declarations.caption')} captionHidden columns={columns} rows={rows} rowKey={(d) => d.codigo} empty={null} />
    </section>
  );
}
