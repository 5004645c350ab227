import type { Control } from '@estante/ui/form';
import { workTypesQuery } from '@estante/api-endpoints/catalogue';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { SelectField, TextField } from '@estante/ui/form';
import type { SelectOption } from '@estante/ui/select';
import { conditions, keywordTypes, type SearchIndex } from './searchParams';
import type { SearchFormValues } from './searchFormValues';

/**
 * The advanced search's own fields (SPEC.md §5): a second term combined with AND / OR / NOT, the
 * keyword type and the type of work, then the search button. Loaded only on /avancada, with the
 * form block: the home's search box does not pay for either.
 */
export default function AdvancedFields({
  control,
  indexOptions,
}: {
  readonly control: Control<SearchFormValues>;
  readonly indexOptions: readonly SelectOption<SearchIndex>[];
}) {
  const { t } = useTranslation('catalogue');
  // The types of work are a convenience: while they load, or when they fail, only "any type" is offered.
  const { data } = useQuery(workTypesQuery());
  const types = [{ value: '', label: t('catalogue.advanced.anyType') }, ...(data ?? []).map((x) => ({ value: String(x.codigo), label: x.descricao }))];
  return (
    <>
      <div className="catalogue-search__row catalogue-search__row--second">
        <SelectField
          control={control}
          name="condition"
          label={t('catalogue.advanced.condition')}
          size="large"
          options={conditions.map((value) => ({ value, label: t(`catalogue.advanced.conditions.${value}`) }))}
        />
        <SelectField control={control} name="index2" label={t('catalogue.advanced.index2')} options={indexOptions} size="large" />
        <TextField control={control} name="term2" label={t('catalogue.advanced.term2')} type="search" className="catalogue-search__term" inputProps={{ size: 'large' }} />
      </div>
      <div className="catalogue-search__row catalogue-search__row--second">
        <SelectField
          control={control}
          name="keywordType"
          label={t('catalogue.advanced.keywordType')}
          size="large"
          options={keywordTypes.map((value) => ({ value, label: t(`catalogue.advanced.keywordTypes.${value}`) }))}
        />
        <SelectField control={control} name="workType" label={t('catalogue.advanced.workType')} options={types} size="large" />
        <Button type="primary" htmlType="submit" size="large" className="catalogue-search__submit">
          {t('catalogue.searchButton')}
        </Button>
      </div>
    </>
  );
}
