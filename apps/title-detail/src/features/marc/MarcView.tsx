import { titleMarcQuery } from '@estante/api-endpoints/title';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { DataTable, type Column } from '@estante/ui/table';
import { useTitle } from '../record/useTitle';
import { ViewLoading } from '../record/ViewLoading';
import { QueryFailed } from '../record/QueryFailed';
import { FileButton } from '../reference/FileButton';
import { indicator, marcFileName, marcLines, type MarcLine } from './rules';
import { NS_MARC } from './strings';
import './marc.css';

/** The content cell: a fixed field's value as it is (positions matter), a data field's subfields as $code value. */
function Content({ line }: { readonly line: MarcLine }) {
  if (line.kind !== 'data') return <span className="marc__fixed">{line.value}</span>;
  return (
    <>
      {line.subfields.map((s, i) => (
        <span key={i} className="marc__subfield">
          <b className="marc__code">${s.code}</b> <span className="marc__value">{s.value}</span>{' '}
        </span>
      ))}
    </>
  );
}

/**
 * /acervo/{cod}/marc: the MARC record as a table (leader, control fields, indicators, subfields) and its MARCXML and ISO 2709 files.
 * A table at every width (four columns, the content wrapping), never cards: a cataloguer reads tag, indicators and content on one line.
 */
export default function MarcView() {
  const { t, ready } = useTranslation(NS_MARC);
  const { cod } = useTitle();
  const query = useQuery({ ...titleMarcQuery(cod ?? 0), enabled: cod !== null });
  if (ready && query.isError) return <QueryFailed what={t('error')} error={query.error} onRetry={() => void query.refetch()} />;
  if (!ready || !query.data || cod === null) return <ViewLoading />;
  const lines = marcLines(query.data);
  // A blank indicator shows "#" (LC) and reads "blank"; a "#" in the record stays a plain "#".
  const ind = (key: 'ind1' | 'ind2') => (l: MarcLine) => {
    if (l.kind !== 'data') return null;
    const shown = indicator(l[key]);
    return shown === l[key] ? (
      <span className="marc__ind">{shown}</span>
    ) : (
      <span className="marc__ind marc__ind--blank">
        <span aria-hidden="true">{shown}</span>
        <span className="estante-visually-hidden">{t('blankIndicator')}</span>
      </span>
    );
  };
  const columns: readonly Column<MarcLine>[] = [
    { key: 'tag', header: t('columns.tag'), rowHeader: true, cell: (l) => <span className="marc__tag">{l.kind === 'leader' ? <abbr title={t('leader')}>LDR</abbr> : l.tag}</span> },
    { key: 'ind1', header: <abbr title={t('columnHelp.ind1')}>{t('columns.ind1')}</abbr>, align: 'center', cell: ind('ind1') },
    { key: 'ind2', header: <abbr title={t('columnHelp.ind2')}>{t('columns.ind2')}</abbr>, align: 'center', cell: ind('ind2') },
    { key: 'content', header: t('columns.content'), cell: (l) => <span className="marc__content"><Content line={l} /></span> },
  ];
  const done = (arquivo: string) => t('downloaded', { arquivo });
  return (
    <section className="marc" aria-labelledby="marc-heading">
      <h2 id="marc-heading">{t('heading')}</h2>
      <p>{t('intro')}</p>
      <div className="marc__downloads" role="group" aria-label={t('downloads')}>
        <span aria-hidden="true">{t('downloads')}:</span>
        <FileButton file="titleMarcXml" cod={cod} name={marcFileName(cod, 'xml')} done={done} failed={t('downloadFailed')}>
          {t('marcxml')}
        </FileButton>
        <FileButton file="titleMarcIso2709" cod={cod} name={marcFileName(cod, 'mrc')} done={done} failed={t('downloadFailed')}>
          {t('iso2709')}
        </FileButton>
      </div>
      <DataTable className="marc__table" caption={t('caption')} captionHidden cardsBelow={0} columns={columns} rows={lines} rowKey={(l) => l.key} empty={t('empty')} />
    </section>
  );
}
