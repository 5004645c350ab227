import { useEffect, useState } from 'react';
import type { Gru } from '@estante/api-contract';
import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { formatDay } from '@estante/i18n/format';
import { formatMoney } from '../../format';
import { barsOf, groupLine } from './rules';
import { NS_DEBTS } from './strings';

/** Quiet zone each side of the bars, in modules (ITF asks for at least 10). */
const QUIET = 10;

/**
 * The 44 digits as an Interleaved 2 of 5 barcode: jsbarcode's ITF encoder (fetched when a slip is
 * first shown) gives the modules, drawn here as SVG bars.
 */
function SlipBarcode({ digits, label }: { readonly digits: string; readonly label: string }) {
  const [modules, setModules] = useState<{ digits: string; bits: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('jsbarcode/bin/barcodes/ITF/ITF').then(({ default: ITF }) => {
      if (live) setModules({ digits, bits: new ITF(digits, {}).encode().data });
    });
    return () => {
      live = false;
    };
  }, [digits]);
  if (!modules || modules.digits !== digits) return <div className="gru-barcode gru-barcode-pending" />;
  const width = modules.bits.length + 2 * QUIET;
  return (
    <svg className="gru-barcode" role="img" aria-label={label} viewBox={`0 0 ${width} 50`} preserveAspectRatio="none" shapeRendering="crispEdges">
      <rect width={width} height={50} fill="#fff" />
      {barsOf(modules.bits).map((b) => (
        <rect key={b.x} x={b.x + QUIET} width={b.w} height={50} fill="#000" />
      ))}
    </svg>
  );
}

/** The payment slip as the patron prints it: beneficiary, payer, reference, due date, value, line and barcode. */
export function PaymentSlip({ slip }: { readonly slip: Gru }) {
  const { t, i18n } = useTranslation(NS_DEBTS);
  const rows: [string, string][] = [
    [t('slip.beneficiary'), `${slip.beneficiario.nome} (${slip.beneficiario.sigla})`],
    [t('slip.payer'), slip.pagador.nome],
    [t('slip.cpf'), slip.pagador.cpf ?? t('slip.noCpf')],
    [t('slip.library'), slip.biblioteca],
    [t('slip.reference'), slip.referencia],
    [t('slip.issued'), formatDay(slip.dataEmissao, i18n.language)],
    [t('slip.due'), formatDay(slip.vencimento, i18n.language)],
    [t('slip.value'), formatMoney(slip.valor)],
  ];
  return (
    <section className="gru-slip" aria-labelledby="gru-title">
      <h2 id="gru-title" className="gru-title">{t('slip.heading')}</h2>
      <dl className="gru-fields">
        {rows.map(([label, value]) => (
          <div key={label} className="gru-field">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="gru-line-label">{t('slip.line')}</p>
      <p className="gru-line" data-digits={slip.linhaDigitavel}>
        {groupLine(slip.linhaDigitavel)
          .split(' ')
          .map((block, i) => (
            <span key={block + String(i)}>{i > 0 ? ` ${block}` : block}</span>
          ))}
      </p>
      <SlipBarcode digits={slip.codigoBarras} label={t('slip.barcode', { digitos: slip.codigoBarras })} />
      <div className="gru-actions">
        <Button type="primary" onClick={() => window.print()}>
          {t('slip.print')}
        </Button>
      </div>
    </section>
  );
}
