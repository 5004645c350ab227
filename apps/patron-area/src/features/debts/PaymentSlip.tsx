import { useEffect, useRef } from 'react';
import type { Gru } from '@estante/api-contract';
import { useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { formatDay, formatMoney } from '../../format';
import { groupLine } from './rules';
import { NS_DEBTS } from './strings';

/** The 44 digits as an Interleaved 2 of 5 barcode, drawn by jsbarcode into this SVG (fetched when a slip is first shown). */
function SlipBarcode({ digits, label }: { readonly digits: string; readonly label: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    let live = true;
    void import('jsbarcode').then(({ default: JsBarcode }) => {
      if (live && svg.current) JsBarcode(svg.current, digits, { format: 'ITF', displayValue: false, height: 60, width: 1, margin: 10, background: '#ffffff', lineColor: '#000000' });
    });
    return () => {
      live = false;
    };
  }, [digits]);
  return <svg ref={svg} className="gru-barcode" role="img" aria-label={label} data-digits={digits} />;
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
      <p className="gru-line" data-digits={slip.linhaDigitavel}>{groupLine(slip.linhaDigitavel)}</p>
      <SlipBarcode digits={slip.codigoBarras} label={t('slip.barcode', { digitos: slip.codigoBarras })} />
      <div className="gru-actions">
        <Button type="primary" onClick={() => window.print()}>
          {t('slip.print')}
        </Button>
      </div>
    </section>
  );
}
