// The one-page receipt PDF of a payment (issue 33 item 3), drawn with pdfkit like the lease
// document: standard fonts (not embedded) and dates from the entry, so two renders of one
// payment are the same bytes.
import { buffer } from 'node:stream/consumers';
import { longDate } from '../leases/document/merge';
import { contentWidth, drawLetterhead, drawRows, ledgerPdf, PDF_MARGIN as MARGIN, type PdfOffice } from './pdf-parts';
import { receiptRows, type ReceiptFacts } from './receipts';

export type ReceiptOffice = PdfOffice;

export interface ReceiptPdfInput {
  office: ReceiptOffice;
  facts: ReceiptFacts;
  /** When the entry was written: the file's dates. */
  recordedAt: Date;
  /** The reversal's date when the payment was reversed later. */
  reversedOn: string | null;
}

export function renderReceiptPdf(input: ReceiptPdfInput): Promise<Buffer> {
  const { office, facts } = input;
  const doc = ledgerPdf({
    title: `Payment receipt ${facts.receiptNumber}`,
    subject: `Payment on lease ${facts.leaseReference}`,
    author: office.name,
    at: input.recordedAt,
  });
  // The document is a readable stream: read to its end once doc.end() is called below.
  const bytes = buffer(doc);
  const width = contentWidth(doc);
  drawLetterhead(doc, office);

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#000000').text('Payment receipt');
  doc.font('Helvetica').fontSize(11).fillColor('#333333').text(facts.receiptNumber);
  doc.moveDown(1);

  doc.font('Helvetica').fontSize(10).fillColor('#555555').text('Amount received');
  doc.font('Helvetica-Bold').fontSize(24).fillColor('#000000').text(facts.amount);
  doc.moveDown(1);

  drawRows(doc, receiptRows(facts));
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
