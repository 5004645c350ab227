import { lazyComponent } from '@estante/federation/router';
import { Suspense, useEffect, useId, useState } from 'react';
import { Controller, lazyYupResolver, useForm } from '@estante/ui/form';
import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { Input } from '@estante/ui/input';
import { Select } from '@estante/ui/select';
import { searchIndexes } from './searchParams';
import type { SearchFormValues } from './searchFormValues';
import { comboboxKey } from './suggestions';
import { useSuggestions } from './useSuggestions';

export type { SearchFormValues } from './searchFormValues';

// The advanced fields (and the form block they are made of) load on /avancada only.
const AdvancedFields = lazyComponent('catalogue/advanced-fields', () => import('./AdvancedFields'));

/** The rules' chunk (yup with it): asked when the form is first focused, awaited on submit. */
const loadSchema = () => import(/* webpackChunkName: "search-schema" */ './searchSchema');
const resolver = lazyYupResolver(loadSchema, (m) => m.searchSchema);

/**
 * The search box: term and index, with autocomplete (a combobox: arrows move, Enter picks,
 * Escape closes); `advanced` adds a second term with AND / OR / NOT, the keyword type and the type
 * of work. The form follows the address (back/forward, a followed link).
 */
export function SearchForm({
  initial,
  advanced,
  action,
  onSearch,
}: {
  readonly initial: SearchFormValues;
  readonly advanced: boolean;
  /** Where the form sends the search without script (a GET to the search page, the address's names: q, for). */
  readonly action: string;
  readonly onSearch: (values: SearchFormValues) => void;
}) {
  const { t } = useTranslation('catalogue');
  const termId = useId();
  const errorId = useId();
  const indexId = useId();
  const listId = useId();
  const { control, handleSubmit, reset, formState, setValue, watch } = useForm<SearchFormValues>({
    resolver,
    defaultValues: initial,
  });
  const [typing, setTyping] = useState(false);
  const suggestions = useSuggestions(watch('term'), typing);
  // The highlighted suggestion belongs to its list: a new list starts with none highlighted.
  const [cursor, setCursor] = useState({ list: suggestions, active: -1 });
  const active = cursor.list === suggestions ? cursor.active : -1;
  const open = typing && suggestions.length > 0;

  useEffect(() => reset(initial), [initial, reset]);

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
    <form
      role="search"
      aria-label={t(advanced ? 'catalogue.advancedLabel' : 'catalogue.searchFormLabel')}
      className="catalogue-search"
      method="get"
      action={action}
      onSubmit={submit}
      onFocus={() => void loadSchema()}
      noValidate
    >
      <div className="catalogue-search__row">
        <div className="catalogue-search__index">
          <label htmlFor={indexId}>{t('catalogue.indexLabel')}</label>
          <Controller
            control={control}
            name="index"
            render={({ field }) => <Select id={indexId} name="for" value={field.value} onChange={field.onChange} onBlur={field.onBlur} options={indexOptions} size="large" />}
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
                  // The address's name: the form sends it as it is without script.
                  name="q"
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
                    const move = open ? comboboxKey(e.key, active, suggestions.length) : null;
                    if (!move) return;
                    e.preventDefault();
                    if (move.kind === 'active') setCursor({ list: suggestions, active: move.index });
                    else if (move.kind === 'pick') pick(suggestions[move.index] ?? '');
                    else setTyping(false);
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
      {advanced ? (
        <Suspense fallback={null}>
          <AdvancedFields control={control} indexOptions={indexOptions} />
        </Suspense>
      ) : null}
    </form>
  );
}
