import PDFDocument from 'pdfkit';
import { encode } from 'uqr';
import { formatarCodigoNadaConsta } from '@estante/api-contract/constants';
import { say, type Lang } from '../../plugins/lang';
import type { DeclarationRow } from './repository';
import { PDF } from './messages';

/** yyyy-mm-dd → dd/mm/yyyy (the declaration's day as Brazilian documents write it). */
const LOCALE: Readonly<Record<Lang, string>> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };
/** A day (`YYYY-MM-DD…`) written out in `lang` ("26 de novembro de 2026", "November 26, 2026"): never a numeric date, which reads differently in each language. */
export const writtenDay = (iso: string, lang: Lang): string =>
  new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

/**
 * The declaration as an A4 PDF (pdfkit, its standard Helvetica: Latin-1 covers Portuguese and
 * Spanish): the institution, the title, the text naming the patron and registration, the day, the
 * verification code, and a QR code of the public verification address drawn as vector squares
 * (uqr encodes it; the squares stay sharp at any zoom and in print). Built from the stored row only,
 * so the same declaration read again says the same thing.
 */
export function clearancePdf(d: DeclarationRow, url: string, lang: Lang): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 72, bottom: 72, left: 72, right: 72 },
    info: {
      Title: `${say(PDF.titulo, lang)} — ${d.nome_pessoa}`,
      Author: d.instituicao,
      Subject: `${say(PDF.codigo, lang)} ${formatarCodigoNadaConsta(d.codigo)}`,
      CreationDate: new Date(d.emitida_em),
    },
    lang: lang === 'pt' ? 'pt-BR' : lang,
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 144;
  const day = writtenDay(d.data_emissao, lang);

  doc.font('Helvetica-Bold').fontSize(14).fillColor('#17476a').text(d.instituicao, { align: 'center' });
  doc.font('Helvetica').fontSize(11).fillColor('#333333').text(say(PDF.biblioteca, lang), { align: 'center' });
  doc.moveDown(3);
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text(say(PDF.titulo, lang), { align: 'center' });
  doc.moveDown(2);
  doc.font('Helvetica').fontSize(12).text(say(PDF.corpo, lang, { nome: d.nome_pessoa, matricula: d.matricula, instituicao: d.instituicao, data: day }), {
    align: 'justify',
    lineGap: 4,
  });
  doc.moveDown(1.5);
  doc.text(say(PDF.emitida, lang, { data: day }), { align: 'right' });
  doc.moveDown(3);

  doc.font('Helvetica-Bold').fontSize(11).text(say(PDF.codigo, lang));
  doc.font('Courier-Bold').fontSize(13).text(formatarCodigoNadaConsta(d.codigo));
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(10).text(say(PDF.verificar, lang));
  doc.fillColor('#17476a').text(url, { link: url, underline: true });
  doc.moveDown(1);

  // The QR code: 4 modules of quiet zone (the standard's), 3.2 pt per module.
  const qr = encode(url, { ecc: 'M', border: 4 });
  const cell = 3.2;
  const side = qr.size * cell;
  const x = doc.page.margins.left + (width - side) / 2;
  const y = doc.y;
  doc.rect(x, y, side, side).fill('#ffffff');
  qr.data.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) doc.rect(x + c * cell, y + r * cell, cell, cell);
    }),
  );
  doc.fill('#000000');
  doc.y = y + side + 12;

  doc.font('Helvetica').fontSize(8).fillColor('#555555').text(say(PDF.rodape, lang), doc.page.margins.left, doc.page.height - 100, { align: 'center', width });
  doc.end();
  return done;
}
