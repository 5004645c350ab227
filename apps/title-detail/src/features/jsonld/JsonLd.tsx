import { useEffect } from 'react';
import { jsonLdText } from './jsonLd';

/**
 * schema.org JSON-LD of the page, for search engines and citation tools. Once it is in the page, the
 * copy the server wrote into the head for a first visit (apps/shell/fragments.mjs) goes: one
 * description of the title, the current one.
 */
export function JsonLd({ data }: { readonly data: Record<string, unknown> }) {
  useEffect(() => {
    document.head.querySelectorAll('script[type="application/ld+json"][data-estante-head]').forEach((element) => element.remove());
  }, []);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
