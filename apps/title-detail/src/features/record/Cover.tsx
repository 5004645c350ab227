import { useState } from 'react';
import type { TituloPagina } from '@estante/api-contract';

/** The cover by ISBN from the deployment's cover service, else (or when it fails) the type's default image. */
export function Cover({ capa, alt }: { readonly capa: TituloPagina['capa'] | undefined; readonly alt: string }) {
  const [failed, setFailed] = useState(false);
  if (!capa) return <span className="title-cover title-cover--empty" />;
  const src = capa.url && !failed ? capa.url : capa.padrao;
  return <img className="title-cover" src={src} alt={alt} width={120} height={170} decoding="async" onError={() => setFailed(true)} />;
}
