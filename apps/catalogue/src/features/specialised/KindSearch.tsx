import type { OpcaoConsulta } from '@estante/api-contract';
import { useNavigate } from '@estante/federation/router';
import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { Form, SelectField, TextField, useForm } from '@estante/ui/form';
import { requiredTerm } from '../network/requiredTerm';
import { homePath } from '../../refs';
import { defaultField, optionSearch, type OtherKind } from './specialised';

interface Values {
  field: string;
  term: string;
}
const resolver = requiredTerm<Values>();

/** One specialised search the catalogue holds records of: its options (from the records) and a term, searched as a narrowed general search. */
export function KindSearch({ kind, options }: { readonly kind: OtherKind; readonly options: readonly OpcaoConsulta[] }) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const form = useForm<Values>({ resolver, defaultValues: { field: defaultField(options) ?? '', term: '' } });
  const heading = t(`specialised.headings.${kind}`);
  return (
    <div role="search" aria-label={heading}>
      <Form id={`especializada-${kind}`} ns="catalogue" form={form} className="catalogue-search" onSubmit={(v) => void navigate(`${homePath()}?${optionSearch(v.field, v.term).toString()}`)}>
        <h2 className="catalogue-browse__listTitle">{heading}</h2>
        <div className="catalogue-search__row">
          <SelectField control={form.control} name="field" label={t('specialised.option')} options={options.map((o) => ({ value: o.codigo, label: o.descricao }))} />
          <TextField control={form.control} name="term" type="search" label={t('catalogue.searchLabel')} className="catalogue-search__term" inputProps={{ size: 'large' }} />
          <Button type="primary" htmlType="submit" size="large">
            {t('catalogue.searchButton')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
