import { useTranslation } from '@estante/i18n';
import { Descriptions } from '@estante/ui/descriptions';
import { NS } from '../../strings';
import { displayFields } from './fields';
import { useTitle } from './useTitle';

/** `/acervo/{codAcervo}`: the record's display fields. */
export function RecordFields() {
  const { t } = useTranslation(NS);
  const record = useTitle().query.data;
  if (!record) return null;
  return (
    <Descriptions
      title={t('titleDetail.fieldsLabel')}
      bordered
      column={1}
      size="small"
      items={displayFields(record).map((f) => ({
        key: f.tag,
        label: t(f.labelKey, { tag: f.tag }),
        children: f.values.length === 1 ? f.values[0] : (
          <ul className="title-values">{f.values.map((v, i) => <li key={i}>{v}</li>)}</ul>
        ),
      }))}
    />
  );
}
