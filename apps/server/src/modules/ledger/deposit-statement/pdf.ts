// The itemised deposit statement as PDF (issue 33 item 5): what the deposit held, each deduction,
// what the account still owed or had in credit, and what is refunded or billed; the inspection
// photos follow, captioned with their deduction. A draft says so on its first page.
import { buffer } from 'node:stream/consumers';
import { LEDGER_CATEGORY_LABELS } from '@rentfront/shared/ledger';
import { officeToday } from '../../leases/dates';
import { longDate, money } from '../../leases/document/merge';
import { contentWidth, drawLetterhead, drawRows, ledgerPdf, PDF_MARGIN, type PdfOffice } from '../pdf-parts';
import type { StatementFacts } from './statement';

export interface StatementPhoto {
  caption: string;
  jpeg: Buffer;
}

export interface StatementPdfInput {
  office: PdfOffice;
  facts: StatementFacts;
  residents: string[];
  /** The JPEG photos of the deductions, in deduction order. */
  photos: StatementPhoto[];
  /** The file's dates: when it was sent, or the draft's last change. */
  at: Date;
}

/**
 * The settlement's rows, as the e-mail repeats them: what is taken from the deposit is negative
 * (an ASCII minus: the PDF's standard fonts have no U+2212).
 */
export function settlementRows(f: StatementFacts): [string, string][] {
  const rows: [string, string][] = [['Security deposit held', money(f.heldCents)]];
  for (const d of f.deductions) {
    rows.push([`${LEDGER_CATEGORY_LABELS[d.category]}: ${d.description}`, money(-d.amountCents)]);
  }
  if (f.balanceCents > 0) rows.push(['Unpaid balance on the account', money(-f.balanceCents)]);
  if (f.balanceCents < 0) rows.push(['Credit on the account', `+${money(-f.balanceCents)}`]);
  rows.push(
    f.billedCents > 0 ? ['Amount owed by the residents', money(f.billedCents)] : ['Refund due to the residents', money(f.refundCents)],
  );
  return rows;
}

export function statementRows(f: StatementFacts, residents: string[]): [string, string][] {
  const { lease, statement } = f;
  const rows: [string, string][] = [
    ['Lease', lease.reference],
    ['Property', [lease.propertyTitle, lease.propertyAddress].filter(Boolean).join(', ') || 'Not recorded'],
    ['Residents', residents.join(', ') || 'Not recorded'],
    ['Move-out date', lease.moveOutDate ? longDate(lease.moveOutDate) : 'Not recorded'],
  ];
  if (statement.status === 'sent' && statement.sentAt) rows.push(['Sent on', longDate(officeToday(statement.sentAt))]);
  else rows.push(['Due by', longDate(statement.dueBy)]);
  return rows;
}

export function renderStatementPdf(input: StatementPdfInput): Promise<Buffer> {
  const { office, facts } = input;
  const draft = facts.statement.status === 'draft';
  const doc = ledgerPdf({
    title: `Security deposit statement ${facts.lease.reference}`,
    subject: `Move-out statement of lease ${facts.lease.reference}`,
    author: office.name,
    at: input.at,
  });
  const bytes = buffer(doc);
  const width = contentWidth(doc);
  drawLetterhead(doc, office);

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#000000').text('Security deposit statement');
  if (draft) {
    doc.font('Helvetica-Bold').fontSize(11).fillColor('#b91c1c').text('Draft: not sent to the residents yet');
  }
  doc.moveDown(1);
  drawRows(doc, statementRows(facts, input.residents));
  doc.moveDown(1.5);

  doc.font('Helvetica-Bold').fontSize(13).fillColor('#000000').text('Itemised deductions', PDF_MARGIN, doc.y, { width });
  doc.moveDown(0.5);
  if (facts.deductions.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor('#333333').text('No deductions.', PDF_MARGIN, doc.y, { width });
    doc.moveDown(0.5);
  }
  const rows = settlementRows(facts);
  drawRows(doc, rows, { labelWidth: 340, bold: new Set([rows[rows.length - 1]![0]]) });
  doc.moveDown(1);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text(
      facts.billedCents > 0
        ? `The deposit did not cover the deductions; ${money(facts.billedCents)} remains owed on lease ${facts.lease.reference}.`
        : `The refund of ${money(facts.refundCents)} is returned to the residents of lease ${facts.lease.reference}.`,
      PDF_MARGIN,
      doc.y,
      { width },
    );
  doc.text(`Questions about this statement: ${office.email || office.name}.`, PDF_MARGIN, doc.y, { width });

  drawPhotos(doc, input.photos, width);
  doc.end();
  return bytes;
}

/** Two photos a row, each fitted into its box, captioned with the deduction it documents. */
function drawPhotos(doc: PDFKit.PDFDocument, photos: StatementPhoto[], width: number): void {
  if (photos.length === 0) return;
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(13).fillColor('#000000').text('Move-out inspection photos', PDF_MARGIN, PDF_MARGIN, { width });
  const gap = 16;
  const boxWidth = (width - gap) / 2;
  const boxHeight = 200;
  let y = doc.y + 10;
  photos.forEach((photo, i) => {
    const column = i % 2;
    if (column === 0 && y + boxHeight + 30 > doc.page.height - PDF_MARGIN) {
      doc.addPage();
      y = PDF_MARGIN;
    }
    const x = PDF_MARGIN + column * (boxWidth + gap);
    doc.image(photo.jpeg, x, y, { fit: [boxWidth, boxHeight], align: 'center', valign: 'center' });
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#333333')
      .text(photo.caption, x, y + boxHeight + 4, { width: boxWidth });
    if (column === 1 || i === photos.length - 1) y += boxHeight + 36;
  });
}
