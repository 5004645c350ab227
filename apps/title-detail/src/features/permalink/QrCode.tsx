import { encode } from 'uqr';
import { qrPath } from './qrPath';

const QUIET = 4;

/** A QR code of `text` drawn as SVG (this chunk, with its encoder, is fetched only when the permalink is opened). */
export default function QrCode({ text, label }: { readonly text: string; readonly label: string }) {
  const qr = encode(text, { ecc: 'M', border: 0 });
  const size = qr.size + QUIET * 2;
  return (
    <svg className="title-permalink__qr" role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} width={164} height={164} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={qrPath(qr.data, QUIET)} fill="#000" />
    </svg>
  );
}
