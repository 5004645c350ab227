import { createEvents, type EventAttributes } from 'ics';
import { say, type Lang } from '../../plugins/lang';
import { FEED } from './messages';
import { addDays } from './rules';

/** What the feed shows of one open loan. Days are YYYY-MM-DD. */
export interface FeedLoan {
  cod_emprestimo: number;
  titulo: string;
  desc_biblioteca: string;
  devolucao_prevista: string;
  qtde_renovacoes: number;
  limite_renovacoes: number;
}

const dateArray = (day: string): [number, number, number] => [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))];

/**
 * The due-date feed (RFC 5545, by the `ics` library): one all-day event per open loan on its due
 * date ("Return: title", the library and renewals), a reminder the day before. The UID is the loan's,
 * so a renewal moves the event a calendar already has instead of adding one.
 */
export function loanFeed(loans: readonly FeedLoan[], lang: Lang, host: string): string {
  const events: EventAttributes[] = loans.map((l) => ({
    uid: `emprestimo-${l.cod_emprestimo}@${host}`,
    start: dateArray(l.devolucao_prevista),
    end: dateArray(addDays(l.devolucao_prevista, 1)),
    title: say(FEED.resumo, lang, { titulo: l.titulo }),
    description: say(FEED.descricao, lang, { biblioteca: l.desc_biblioteca, qtde: l.qtde_renovacoes, limite: l.limite_renovacoes }),
    transp: 'TRANSPARENT',
    classification: 'PRIVATE',
    alarms: [{ action: 'display', description: say(FEED.lembrete, lang, { titulo: l.titulo }), trigger: { hours: 24, before: true } }],
  }));
  const { error, value } = createEvents(events, { productId: 'estante/emprestimos', calName: say(FEED.nome, lang) });
  if (error || value === null) throw error ?? new Error('ics: no calendar');
  return value;
}
