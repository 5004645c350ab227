import { jsonLdText } from './jsonLd';

/** schema.org JSON-LD of the page, for search engines and citation tools. */
export function JsonLd({ data }: { readonly data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
