import { Result } from '@estante/ui/result';

/** Catalogue paths whose views are not built yet (basket, authorities). */
export default function Unavailable({ title, text }: { readonly title: string; readonly text: string }) {
  return <Result status="info" title={<h1 style={{ fontSize: '1.4rem', margin: 0 }}>{title}</h1>} subTitle={text} />;
}
