// The one-page receipt PDF of a payment (issue 33 item 3), drawn with pdfkit like the lease
// document: standard fonts (not embedded) and dates from the entry, so two renders of one
// payment are the same bytes.
import PDFDocument from 'pdfkit';
import { longDate } from '../leases/document/merge';
import { receiptRows, type ReceiptFacts } from './receipts';

const MARGIN = 64;

export interface ReceiptOffice {
  name: string;
  address: string;
  phone: string;
  email: string;
}

export interface ReceiptPdfInput {
  office: ReceiptOffice;
  facts: ReceiptFacts;
  /** When the entry was written: the file's dates. */
  recordedAt: Date;
  /** The reversal's date when the payment was reversed later. */
  reversedOn: string | null;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

export function renderReceiptPdf(input: ReceiptPdfInput): Promise<Buffer> {
  const { office, facts } = input;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    compress: true,
    info: {
      Title: `Payment receipt ${facts.receiptNumber}`,
      Author: office.name,
      Subject: `Payment on lease ${facts.leaseReference}`,
      Producer: 'Rentfront',
      Creator: 'Rentfront',
      CreationDate: input.recordedAt,
      ModDate: input.recordedAt,
    },
  });
  const bytes = collect(doc);
  const width = doc.page.width - MARGIN * 2;

  doc.font('Helvetica-Bold').fontSize(16).fillColor('#000000').text(office.name);
  doc.font('Helvetica').fontSize(9).fillColor('#555555');
  for (const line of [office.address, [office.phone, office.email].filter(Boolean).join('  ·  ')]) if (line) doc.text(line);
  doc.moveDown(1.5);

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#000000').text('Payment receipt');
  doc.font('Helvetica').fontSize(11).fillColor('#333333').text(facts.receiptNumber);
  doc.moveDown(1);

  doc.font('Helvetica').fontSize(10).fillColor('#555555').text('Amount received');
  doc.font('Helvetica-Bold').fontSize(24).fillColor('#000000').text(facts.amount);
  doc.moveDown(1);

  const labelWidth = 170;
  for (const [label, value] of receiptRows(facts)) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000').text(label, MARGIN, y, { width: labelWidth });
    const labelBottom = doc.y;
    doc.font('Helvetica').text(value, MARGIN + labelWidth, y, { width: width - labelWidth });
    doc.y = Math.max(doc.y, labelBottom) + 6;
    doc
      .moveTo(MARGIN, doc.y - 3)
      .lineTo(MARGIN + width, doc.y - 3)
      .lineWidth(0.5)
      .strokeColor('#dddddd')
      .stroke();
  }
  doc.moveDown(1);

  if (input.reversedOn) {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#b91c1c')
      .text(`This payment was reversed on ${longDate(input.reversedOn)}; it no longer counts toward the balance.`, MARGIN, doc.y, {
        width,
      });
    doc.moveDown(1);
  }
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text(`Thank you. Keep this receipt for your records. Questions: ${office.email || office.name}.`, MARGIN, doc.y, { width });
  doc.end();
  return bytes;
}
