import { useEffect, useId, useState } from 'react';
import { useForm, Controller } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import * as api from '@estante/api-client/catalogue';
import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { Input } from '@estante/ui/input';
import { Select } from '@estante/ui/select';
import { conditions, keywordTypes, searchIndexes, type Condition, type KeywordType, type SearchIndex } from './searchParams';
import { useSuggestions } from './useSuggestions';

export interface SearchFormValues {
  term: string;
  index: SearchIndex;
  term2: string;
  index2: SearchIndex;
  condition: Condition;
  keywordType: KeywordType;
  /** Type of work (filter T), '' for any. */
  workType: string;
}

const schema: yup.ObjectSchema<SearchFormValues> = yup.object({
  // SPEC.md §5: search field required (message key resolved at render time)
  term: yup.string().trim().required('catalogue.termRequired'),
  index: yup.mixed<SearchIndex>().oneOf([...searchIndexes]).required(),
  term2: yup.string().trim().default(''),
  index2: yup.mixed<SearchIndex>().oneOf([...searchIndexes]).required(),
  condition: yup.mixed<Condition>().oneOf([...conditions]).required(),
  keywordType: yup.mixed<KeywordType>().oneOf([...keywordTypes]).required(),
  workType: yup.string().default(''),
});

/**
 * The search box: term and index, with autocomplete (a combobox: arrows move, Enter picks,
 * Escape closes); `advanced` adds a second term with AND / OR / NOT, the keyword type and the type
 * of work. The form follows the address (back/forward, a followed link).
 */
export function SearchForm({
  initial,
  advanced,
  onSearch,
}: {
  readonly initial: SearchFormValues;
  readonly advanced: boolean;
  readonly onSearch: (values: SearchFormValues) => void;
}) {
  const { t } = useTranslation('catalogue');
  const termId = useId();
  const errorId = useId();
  const indexId = useId();
  const listId = useId();
  const { control, handleSubmit, reset, formState, setValue, watch } = useForm<SearchFormValues>({
    resolver: yupResolver(schema),
    defaultValues: initial,
  });
  const [typing, setTyping] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(watch('term'), typing);
  const open = typing && suggestions.length > 0;

  useEffect(() => reset(initial), [initial, reset]);
  useEffect(() => setActive(-1), [suggestions]);

  const submit = handleSubmit((v) => {
    setTyping(false);
    onSearch({ ...v, term: v.term.trim(), term2: v.term2.trim() });
  });
  const pick = (text: string) => {
    setValue('term', text, { shouldValidate: false });
    setTyping(false);
    void submit();
  };

  const termError = formState.errors.term?.message;
  const indexOptions = searchIndexes.map((value) => ({ value, label: t(`catalogue.index.${value}`) }));
  return (
    <form role="search" aria-label={t(advanced ? 'catalogue.advancedLabel' : 'catalogue.searchFormLabel')} className="catalogue-search" onSubmit={submit} noValidate>
      <div className="catalogue-search__row">
        <div className="catalogue-search__index">
          <label htmlFor={indexId}>{t('catalogue.indexLabel')}</label>
          <Controller
            control={control}
            name="index"
            render={({ field }) => <Select id={indexId} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} options={indexOptions} />}
          />
        </div>
        <div className="catalogue-search__term">
          <label htmlFor={termId}>{t('catalogue.searchLabel')}</label>
          <Controller
            control={control}
            name="term"
            render={({ field }) => (
              <div className="catalogue-combobox">
                <Input
                  {...field}
                  onChange={(e) => {
                    field.onChange(e);
                    setTyping(true);
                  }}
                  onBlur={() => {
                    field.onBlur();
                    // A click on a suggestion lands before the list closes.
                    window.setTimeout(() => setTyping(false), 150);
                  }}
                  onKeyDown={(e) => {
                    if (!open) return;
                    if (e.key === 'ArrowDown') {
                      e.preventDefault();
                      setActive((a) => (a + 1) % suggestions.length);
                    } else if (e.key === 'ArrowUp') {
                      e.preventDefault();
                      setActive((a) => (a <= 0 ? suggestions.length - 1 : a - 1));
                    } else if (e.key === 'Enter' && active >= 0) {
                      e.preventDefault();
                      pick(suggestions[active] ?? '');
                    } else if (e.key === 'Escape') {
                      e.preventDefault();
                      setTyping(false);
                    }
                  }}
                  id={termId}
                  type="search"
                  size="large"
                  autoComplete="off"
                  role="combobox"
                  aria-autocomplete="list"
                  aria-expanded={open}
                  aria-controls={listId}
                  aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
                  placeholder={t('catalogue.searchPlaceholder')}
                  status={termError ? 'error' : undefined}
                  aria-invalid={termError ? true : undefined}
                  aria-describedby={termError ? errorId : undefined}
                />
                <ul id={listId} role="listbox" aria-label={t('catalogue.suggestionsLabel')} className="catalogue-combobox__list" hidden={!open}>
                  {open
                    ? suggestions.map((s, i) => (
                        <li
                          key={s}
                          id={`${listId}-${i}`}
                          role="option"
                          aria-selected={i === active}
                          className={i === active ? 'is-active' : undefined}
                          onMouseDown={(e) => e.preventDefault()}
                          onClick={() => pick(s)}
                        >
                          {s}
                        </li>
                      ))
                    : null}
                </ul>
              </div>
            )}
          />
        </div>
        {advanced ? null : (
          <Button type="primary" htmlType="submit" size="large" className="catalogue-search__submit">
            {t('catalogue.searchButton')}
          </Button>
        )}
      </div>
      {termError ? (
        <p id={errorId} className="catalogue-search__error" role="alert">
          {t(termError)}
        </p>
      ) : null}
      {advanced ? <AdvancedFields control={control} indexOptions={indexOptions} /> : null}
    </form>
  );
}

function AdvancedFields({
  control,
  indexOptions,
}: {
  readonly control: ReturnType<typeof useForm<SearchFormValues>>['control'];
  readonly indexOptions: { value: SearchIndex; label: string }[];
}) {
  const { t } = useTranslation('catalogue');
  const ids = { condition: useId(), index2: useId(), term2: useId(), keyword: useId(), type: useId() };
  const [types, setTypes] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    api.workTypes({ signal: controller.signal }).then(
      (list) => setTypes(list.map((x) => ({ value: String(x.codigo), label: x.descricao }))),
      () => setTypes([]),
    );
    return () => controller.abort();
  }, []);
  return (
    <>
      <div className="catalogue-search__row catalogue-search__row--second">
        <div>
          <label htmlFor={ids.condition}>{t('catalogue.advanced.condition')}</label>
          <Controller
            control={control}
            name="condition"
            render={({ field }) => (
              <Select
                id={ids.condition}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                options={conditions.map((value) => ({ value, label: t(`catalogue.advanced.conditions.${value}`) }))}
              />
            )}
          />
        </div>
        <div>
          <label htmlFor={ids.index2}>{t('catalogue.advanced.index2')}</label>
          <Controller
            control={control}
            name="index2"
            render={({ field }) => <Select id={ids.index2} name={field.name} value={field.value} onChange={field.onChange} options={indexOptions} />}
          />
        </div>
        <div className="catalogue-search__term">
          <label htmlFor={ids.term2}>{t('catalogue.advanced.term2')}</label>
          <Controller control={control} name="term2" render={({ field }) => <Input {...field} id={ids.term2} type="search" autoComplete="off" size="large" />} />
        </div>
      </div>
      <div className="catalogue-search__row catalogue-search__row--second">
        <div>
          <label htmlFor={ids.keyword}>{t('catalogue.advanced.keywordType')}</label>
          <Controller
            control={control}
            name="keywordType"
            render={({ field }) => (
              <Select
                id={ids.keyword}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                options={keywordTypes.map((value) => ({ value, label: t(`catalogue.advanced.keywordTypes.${value}`) }))}
              />
            )}
          />
        </div>
        <div>
          <label htmlFor={ids.type}>{t('catalogue.advanced.workType')}</label>
          <Controller
            control={control}
            name="workType"
            render={({ field }) => (
              <Select id={ids.type} name={field.name} value={field.value} onChange={field.onChange} options={[{ value: '', label: t('catalogue.advanced.anyType') }, ...types]} />
            )}
          />
        </div>
        <Button type="primary" htmlType="submit" size="large" className="catalogue-search__submit">
          {t('catalogue.searchButton')}
        </Button>
      </div>
    </>
  );
}
