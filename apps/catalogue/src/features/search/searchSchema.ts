import * as yup from 'yup';
import { conditions, keywordTypes, searchIndexes, type Condition, type KeywordType, type SearchIndex } from './searchParams';
import type { SearchFormValues } from './searchFormValues';

/**
 * The search form's rules, in a chunk of their own: yup (10 KB gzip) is fetched when the visitor
 * first focuses the form or submits it, not with the first page (SearchForm.tsx).
 */
export const searchSchema: yup.ObjectSchema<SearchFormValues> = yup.object({
  // SPEC.md §5: search field required (message key resolved at render time)
  term: yup.string().trim().required('catalogue.termRequired'),
  index: yup.mixed<SearchIndex>().oneOf([...searchIndexes]).required(),
  term2: yup.string().trim().default(''),
  index2: yup.mixed<SearchIndex>().oneOf([...searchIndexes]).required(),
  condition: yup.mixed<Condition>().oneOf([...conditions]).required(),
  keywordType: yup.mixed<KeywordType>().oneOf([...keywordTypes]).required(),
  workType: yup.string().default(''),
});
