/** Pure rules of the alerts: the date filter (SPEC.md §5: both dates) and the text of each alert. */
import type { TipoAlerta } from '@estante/api-contract';
import { formatDay } from '@estante/i18n/format';
import { say, type Lang, type Text } from '../../../plugins/lang';
import { MESSAGES, TEXTOS } from './messages';

/** A day as the filter sends it (yyyy-mm-dd or dd/mm/yyyy) as yyyy-mm-dd; null when empty; 'invalid' otherwise. */
export function parseDia(v: string | undefined): string | null | 'invalid' {
  const s = (v ?? '').trim();
  if (s === '') return null;
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  const [y, m, d] = br ? [br[3], br[2], br[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y || !m || !d) return 'invalid';
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return 'invalid';
  return `${y}-${m}-${d}`;
}

export type Periodo = { inicio: string; fim: string } | null;
export interface FiltroProblema {
  campo: 'dataInicio' | 'dataFim';
  text: Text;
}

/** The period of the date filter: both days, neither (null), or the problem with its field. */
export function periodoOf(dataInicio: string | undefined, dataFim: string | undefined): Periodo | FiltroProblema {
  const inicio = parseDia(dataInicio);
  const fim = parseDia(dataFim);
  if (inicio === 'invalid') return { campo: 'dataInicio', text: MESSAGES.dataInvalida };
  if (fim === 'invalid') return { campo: 'dataFim', text: MESSAGES.dataInvalida };
  if (inicio === null && fim === null) return null;
  if (inicio === null) return { campo: 'dataInicio', text: MESSAGES.dataInicioObrigatoria };
  if (fim === null) return { campo: 'dataFim', text: MESSAGES.dataFimObrigatoria };
  if (inicio > fim) return { campo: 'dataFim', text: MESSAGES.periodoInvalido };
  return { inicio, fim };
}

export const isProblema = (p: Periodo | FiltroProblema): p is FiltroProblema => p !== null && 'campo' in p;

/** A day in the reader's language, as the pages write it ("29 de nov. de 2026", "Nov 29, 2026"); '' when not a day. */
export function dayIn(day: unknown, lang: Lang): string {
  const d = typeof day === 'string' ? parseDia(day) : null;
  return d === null || d === 'invalid' ? '' : formatDay(d, lang);
}

/** What an alert is built from. */
export interface AlertSource {
  tipo: TipoAlerta;
  cod_acervo: number | null;
  titulo: string | null;
  dados: Readonly<Record<string, unknown>>;
  /** For an availability alert: a copy is on the shelf now. */
  disponivel: boolean;
}

/** The alert's text in `lang`, from its kind and data (never stored). */
export function textOf(a: AlertSource, lang: Lang): string {
  const titulo = a.titulo ?? '';
  const biblioteca = typeof a.dados.biblioteca === 'string' && a.dados.biblioteca !== '' ? a.dados.biblioteca : say(TEXTOS.semBiblioteca, lang);
  const data = dayIn(a.dados.data, lang);
  if (a.tipo === 'perfil_interesse') {
    const titulos = Array.isArray(a.dados.titulos) ? a.dados.titulos.filter((t): t is string => typeof t === 'string') : [];
    return say(TEXTOS.perfil_interesse, lang, { n: String(titulos.length), titulos: titulos.map((t) => `"${t}"`).join('; ') });
  }
  if (a.tipo === 'disponibilidade') return say(a.disponivel ? TEXTOS.disponivelAgora : TEXTOS.disponibilidade, lang, { titulo });
  return say(TEXTOS[a.tipo], lang, { titulo, biblioteca, data });
}

/** Where an alert leads: the personal area's page it is about, or the title's page. */
export function linkOf(a: Pick<AlertSource, 'tipo' | 'cod_acervo'>): string {
  switch (a.tipo) {
    case 'reserva_liberada':
      return '/meupergamum/reservas';
    case 'devolucao_proxima':
    case 'emprestimo_atrasado':
      return '/meupergamum/emprestimos';
    case 'solicitacao_disponivel':
      return '/meupergamum/solicitacoes';
    case 'disponibilidade':
      return a.cod_acervo === null ? '/meupergamum/alertas' : `/acervo/${a.cod_acervo}`;
    case 'perfil_interesse':
      return '/meupergamum/novidades';
  }
}
