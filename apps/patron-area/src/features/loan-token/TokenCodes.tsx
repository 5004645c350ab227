import { useEffect, useRef, useState } from 'react';
import { qrPath } from './rules';

/** The token as a QR code: uqr's modules drawn as one SVG path (uqr fetched with this page only). */
export function TokenQr({ token, label }: { readonly token: string; readonly label: string }) {
  const [drawing, setDrawing] = useState<{ token: string; size: number; d: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ encode }) => {
      const qr = encode(token, { ecc: 'M', border: 2 });
      if (live) setDrawing({ token, size: qr.size, d: qrPath(qr.data) });
    });
    return () => {
      live = false;
    };
  }, [token]);
  if (!drawing || drawing.token !== token) return <div className="token-qr token-qr-pending" />;
  return (
    <svg className="token-qr" role="img" aria-label={label} viewBox={`0 0 ${drawing.size} ${drawing.size}`} shapeRendering="crispEdges">
      <rect width={drawing.size} height={drawing.size} fill="#fff" />
      <path d={drawing.d} fill="#000" />
    </svg>
  );
}

/** The token as a Code 128 barcode, drawn by jsbarcode into this SVG (fetched with this page only). */
export function TokenBarcode({ token, label }: { readonly token: string; readonly label: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    let live = true;
    void import('jsbarcode').then(({ default: JsBarcode }) => {
      if (live && svg.current) JsBarcode(svg.current, token, { format: 'CODE128', displayValue: false, height: 72, width: 2, margin: 8, background: '#ffffff', lineColor: '#000000' });
    });
    return () => {
      live = false;
    };
  }, [token]);
  return <svg ref={svg} className="token-barcode" role="img" aria-label={label} />;
}
