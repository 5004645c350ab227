import * as api from '@estante/api-endpoints/catalogue';
import { useQuery } from '@estante/api-client/react';
import { useTranslation } from '@estante/i18n';
import { kindOf } from './specialised';

/** The specialised search a result list is narrowed to, as a removable chip beside the applied facets ("Arquivo: Manuscritos ×"). */
export function SpecialisedChip({ option, onRemove }: { readonly option: string; readonly onRemove: () => void }) {
  const { t } = useTranslation('catalogue');
  const kind = kindOf(option);
  const options = useQuery({ ...api.specialisedOptionsQuery(kind ?? 'opcoes-arquivo'), enabled: kind !== null });
  const label = options.data?.find((o) => o.codigo === option)?.descricao ?? option;
  const name = kind ? `${t(`specialised.headings.${kind}`)}: ${label}` : label;
  return (
    <button type="button" className="catalogue-applied__chip" onClick={onRemove} aria-label={t('catalogue.facets.remove', { filter: name })}>
      <span>{name}</span>
      <span aria-hidden="true"> ×</span>
    </button>
  );
}
