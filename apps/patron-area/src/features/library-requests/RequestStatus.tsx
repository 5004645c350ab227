import { useTranslation } from '@estante/i18n';
import { formatDateTime } from '@estante/i18n/format';
import { Tag } from '@estante/ui/tag';
import { NS_LIBRARY_REQUESTS } from './strings';

interface Pedido {
  readonly situacao: 'recebido' | 'em_andamento' | 'respondido' | 'cancelado';
  readonly situacao_descricao: string;
  readonly data_pedido: string;
  readonly data_situacao: string | null;
  readonly cancelado_por: 'usuario' | 'biblioteca' | null;
}

/** Answered stands out (antd's blue passes WCAG contrast; its green and gold tags do not). */
const COLORS: Readonly<Record<Pedido['situacao'], string | undefined>> = { recebido: undefined, em_andamento: undefined, respondido: 'blue', cancelado: undefined };

/** A request's status, when it was asked and when its status last changed (and who cancelled it). */
export function RequestStatus({ p, lang }: { readonly p: Pedido; readonly lang: string }) {
  const { t } = useTranslation(NS_LIBRARY_REQUESTS);
  return (
    <div className="lr-status">
      <Tag color={COLORS[p.situacao]} className="lr-status__tag">
        {p.situacao_descricao}
      </Tag>
      <span>{t('status.asked', { date: formatDateTime(p.data_pedido, lang) })}</span>
      {p.data_situacao ? <span>{t('status.since', { date: formatDateTime(p.data_situacao, lang) })}</span> : null}
      {p.cancelado_por ? <span>{p.cancelado_por === 'usuario' ? t('status.cancelledByYou') : t('status.cancelledByLibrary')}</span> : null}
    </div>
  );
}

/** The library's answer, as plain text (its lines kept); "not answered yet" while there is none. */
export function Answer({ text }: { readonly text: string | null }) {
  const { t } = useTranslation(NS_LIBRARY_REQUESTS);
  return text ? <p className="lr-answer">{text}</p> : <span className="lr-answer lr-answer--none">{t('status.noAnswer')}</span>;
}
