import { useEffect, useRef, useState } from 'react';
import type { EstatisticaDados } from '@estante/api-contract';
import { monthName } from '../kardex/period';
import { niceScale } from './chart';

const H = 260;
const LEFT = 36;
const BOTTOM = 28;
const TOP = 10;

/**
 * Loans and holds per month as grouped bars (SVG, coloured by the theme's variables so light, dark
 * and high contrast all hold; holds hatched, so the two series differ without colour). The table
 * beside it is the accessible version: the chart is one labelled image. Drawn at the width it is
 * given (its text stays 12 px on a phone), months by their narrow names when space is short.
 */
export function MonthlyChart({ data, lang, label, loans, holds }: { readonly data: EstatisticaDados; readonly lang: string; readonly label: string; readonly loans: string; readonly holds: string }) {
  const box = useRef<HTMLElement>(null);
  const [W, setW] = useState(640);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => setW(Math.max(280, Math.round(entry?.contentRect.width ?? 640))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const { top, ticks } = niceScale(Math.max(...data.meses.map((m) => Math.max(m.emprestimos, m.reservas))));
  const plotH = H - BOTTOM - TOP;
  const group = (W - LEFT) / 12;
  const bar = group * 0.34;
  const monthStyle = group < 36 ? 'narrow' : 'short';
  const y = (v: number) => TOP + plotH - (v / top) * plotH;
  return (
    <figure className="stats-chart" ref={box}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="stats-chart__svg">
        <defs>
          <pattern id="stats-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <line x1="0" y1="0" x2="0" y2="6" className="stats-chart__hatch" strokeWidth="3" />
          </pattern>
        </defs>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={LEFT} x2={W} y1={y(v)} y2={y(v)} className="stats-chart__grid" />
            <text x={LEFT - 6} y={y(v) + 4} textAnchor="end" className="stats-chart__tick">
              {v}
            </text>
          </g>
        ))}
        {data.meses.map((m, i) => {
          const x = LEFT + i * group + group * 0.14;
          return (
            <g key={m.mes} data-mes={m.mes}>
              <rect x={x} y={y(m.emprestimos)} width={bar} height={plotH + TOP - y(m.emprestimos)} className="stats-chart__loan" data-valor={m.emprestimos} />
              <rect x={x + bar + 2} y={y(m.reservas)} width={bar} height={plotH + TOP - y(m.reservas)} className="stats-chart__hold" data-valor={m.reservas} />
              <text x={LEFT + i * group + group / 2} y={H - 8} textAnchor="middle" className="stats-chart__tick">
                {monthName(lang, m.mes, monthStyle)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="stats-chart__legend">
        <span><svg width="14" height="14" aria-hidden="true"><rect width="14" height="14" className="stats-chart__loan" /></svg> {loans}</span>
        <span><svg width="14" height="14" aria-hidden="true"><rect width="14" height="14" className="stats-chart__hold" /></svg> {holds}</span>
      </figcaption>
    </figure>
  );
}
