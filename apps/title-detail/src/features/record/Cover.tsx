import { useState } from 'react';
import type { TituloPagina } from '@estante/api-contract';

/**
 * The cover by ISBN from the deployment's cover service, else (or when it fails) a card with the
 * title's kind of work in the page's language (the server's default image carried the word in
 * Portuguese in every language).
 */
export function Cover({ capa, kind, alt }: { readonly capa: TituloPagina['capa'] | undefined; readonly kind: string; readonly alt: string }) {
  const [failed, setFailed] = useState(false);
  if (!capa) return <span className="title-cover title-cover--empty" />;
  if (capa.url && !failed) return <img className="title-cover" src={capa.url} alt={alt} width={120} height={170} decoding="async" onError={() => setFailed(true)} />;
  return (
    <span className="title-cover title-cover--card" role="img" aria-label={alt}>
      <span>{kind}</span>
    </span>
  );
}
