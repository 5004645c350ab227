import { useEffect, useId } from 'react';
import { useForm, Controller } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { Input } from '@estante/ui/input';
import { Select } from '@estante/ui/select';
import { searchIndexes, type SearchIndex } from './searchParams';

interface Values {
  term: string;
  index: SearchIndex;
}

const schema: yup.ObjectSchema<Values> = yup.object({
  // SPEC.md §5: search field required (message key resolved at render time)
  term: yup.string().trim().required('catalogue.termRequired'),
  index: yup.mixed<SearchIndex>().oneOf([...searchIndexes]).required(),
});

export function SearchForm({ initial, onSearch }: { readonly initial: Values; readonly onSearch: (values: Values) => void }) {
  const { t } = useTranslation();
  const termId = useId();
  const errorId = useId();
  const indexId = useId();
  const { control, handleSubmit, reset, formState } = useForm<Values>({ resolver: yupResolver(schema), defaultValues: initial });

  // Back/forward or a followed link changes the address: the form follows it.
  useEffect(() => reset(initial), [initial, reset]);

  const termError = formState.errors.term?.message;
  return (
    <form role="search" className="catalogue-search" onSubmit={handleSubmit((v) => onSearch({ ...v, term: v.term.trim() }))} noValidate>
      <div className="catalogue-search__row">
        <div className="catalogue-search__index">
          <label htmlFor={indexId}>{t('catalogue.indexLabel')}</label>
          <Controller
            control={control}
            name="index"
            render={({ field }) => (
              <Select
                id={indexId}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                options={searchIndexes.map((value) => ({ value, label: t(`catalogue.index.${value}`) }))}
              />
            )}
          />
        </div>
        <div className="catalogue-search__term">
          <label htmlFor={termId}>{t('catalogue.searchLabel')}</label>
          <Controller
            control={control}
            name="term"
            render={({ field }) => (
              <Input
                {...field}
                id={termId}
                type="search"
                size="large"
                autoComplete="off"
                placeholder={t('catalogue.searchPlaceholder')}
                status={termError ? 'error' : undefined}
                aria-invalid={termError ? true : undefined}
                aria-describedby={termError ? errorId : undefined}
              />
            )}
          />
        </div>
        <Button type="primary" htmlType="submit" size="large" className="catalogue-search__submit">
          {t('catalogue.searchButton')}
        </Button>
      </div>
      {termError ? (
        <p id={errorId} className="catalogue-search__error" role="alert">
          {t(termError)}
        </p>
      ) : null}
    </form>
  );
}
