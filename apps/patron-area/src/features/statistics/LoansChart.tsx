import { useEffect, useRef, useState } from 'react';
import { monthName } from '@estante/i18n/format';
import { niceScale } from './chart';

const H = 240;
const LEFT = 36;
const BOTTOM = 28;
const TOP = 10;

/**
 * The patron's loans per month of one year as bars (SVG, coloured by the theme's variables so light,
 * dark and high contrast all hold) — the title statistics view's chart, one series. The table beside
 * it is the accessible version: the chart is one labelled image. Drawn at the width it is given (its
 * text stays 12 px on a phone), months by their narrow names when space is short.
 */
export function LoansChart({ months, lang, label }: { readonly months: readonly { readonly mes: number; readonly emprestimos: number }[]; readonly lang: string; readonly label: string }) {
  const box = useRef<HTMLElement>(null);
  const [W, setW] = useState(560);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => setW(Math.max(260, Math.round(entry?.contentRect.width ?? 560))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const { top, ticks } = niceScale(Math.max(...months.map((m) => m.emprestimos)));
  const plotH = H - BOTTOM - TOP;
  const group = (W - LEFT) / 12;
  const bar = group * 0.6;
  const monthStyle = group < 36 ? 'narrow' : 'short';
  const y = (v: number) => TOP + plotH - (v / top) * plotH;
  return (
    <figure className="ps-chart" ref={box}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="ps-chart__svg">
        {ticks.map((v) => (
          <g key={v}>
            <line x1={LEFT} x2={W} y1={y(v)} y2={y(v)} className="ps-chart__grid" />
            <text x={LEFT - 6} y={y(v) + 4} textAnchor="end" className="ps-chart__tick">
              {v}
            </text>
          </g>
        ))}
        {months.map((m, i) => (
          <g key={m.mes} data-mes={m.mes}>
            <rect x={LEFT + i * group + (group - bar) / 2} y={y(m.emprestimos)} width={bar} height={plotH + TOP - y(m.emprestimos)} className="ps-chart__bar" data-valor={m.emprestimos} />
            <text x={LEFT + i * group + group / 2} y={H - 8} textAnchor="middle" className="ps-chart__tick">
              {monthName(m.mes, lang, monthStyle)}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}
