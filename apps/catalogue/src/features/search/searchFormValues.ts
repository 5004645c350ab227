import { emptySearch, type Condition, type KeywordType, type SearchIndex, type SearchState } from './searchParams';

/** What the search box edits (the rest of the search state stays in the address). */
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

/** The box's values for a search read from the address (the form follows back/forward and links). */
export function formValues(search: SearchState): SearchFormValues {
  return {
    term: search.term,
    index: search.index,
    term2: search.term2,
    index2: search.index2,
    condition: search.condition,
    keywordType: search.keywordType,
    workType: search.filters.find((f) => f.code === 'T')?.value ?? '',
  };
}

/**
 * The search a submitted box asks for: a new search starts without the facets and page of the
 * last one, ordering and display mode stay; the simple box keeps only the term and index.
 */
export function submittedSearch(values: SearchFormValues, current: SearchState, advanced: boolean): SearchState {
  const base: SearchState = { ...emptySearch, orderBy: current.orderBy, direction: current.direction, mode: current.mode };
  if (!advanced) return { ...base, term: values.term, index: values.index };
  return {
    ...base,
    term: values.term,
    index: values.index,
    term2: values.term2,
    index2: values.index2,
    condition: values.condition,
    keywordType: values.keywordType,
    filters: values.workType ? [{ code: 'T', value: values.workType }] : [],
  };
}
