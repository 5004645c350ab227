import type * as Schemas from './schemas';

/**
 * yup and the footer's schemas are a chunk of their own ("footer-forms", a third of the footer's
 * code), fetched when a dialog opens rather than by every page; it imports nothing shared, so the
 * page's share scope is not involved in loading it. A failure is asked again next time. The
 * dialogs' resolvers read it through `lazyYupResolver` of `@estante/ui/form`.
 */
let loading: Promise<typeof Schemas> | null = null;
export function loadSchemas(): Promise<typeof Schemas> {
  loading ??= import(/* webpackChunkName: "footer-forms" */ './schemas').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
