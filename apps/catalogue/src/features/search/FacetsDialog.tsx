import { useRef } from 'react';
import type { Filtro } from '@estante/api-contract';
import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { Modal } from '@estante/ui/modal';
import { Facets } from './Facets';
import type { SearchState } from './searchParams';

/**
 * The facets on a narrow screen: a dialog opened from the "Filtrar" button (its own chunk, asked on
 * the first click). Each box applies at once, as in the side panel; the results update behind the
 * dialog and "Ver resultados" (or Escape) closes it, focus going back to the button. An answer that
 * leaves no value to focus puts focus on "Ver resultados".
 */
export default function FacetsDialog({
  open,
  onClose,
  facets,
  search,
  estimated,
  onToggle,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly facets: readonly Filtro[];
  readonly search: SearchState;
  readonly estimated: boolean;
  readonly onToggle: (code: string, value: string) => void;
}) {
  const { t } = useTranslation('catalogue');
  const showResults = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('catalogue.facets.title')}
      className="catalogue-facets-dialog"
      width="min(520px, calc(100vw - 16px))"
      centered
      footer={
        <Button ref={showResults} type="primary" onClick={onClose}>
          {t('catalogue.facets.showResults')}
        </Button>
      }
    >
      <Facets facets={facets} search={search} estimated={estimated} titled={false} onToggle={onToggle} fallback={() => showResults.current} />
    </Modal>
  );
}
