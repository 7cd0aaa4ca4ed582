// The pieces the ledger's PDFs share (the payment receipt, the deposit statement): pdfkit with its
// standard fonts, the office's letterhead and label/value rows ruled off one under another.
import PDFDocument from 'pdfkit';

export const PDF_MARGIN = 64;

export interface PdfOffice {
  name: string;
  address: string;
  phone: string;
  email: string;
}

/** A letter page document; its dates are the caller's, so two renders of one record are the same bytes. */
export function ledgerPdf(info: { title: string; subject: string; author: string; at: Date }): PDFKit.PDFDocument {
  return new PDFDocument({
    size: 'LETTER',
    margin: PDF_MARGIN,
    compress: true,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      Producer: 'Rentfront',
      Creator: 'Rentfront',
      CreationDate: info.at,
      ModDate: info.at,
    },
  });
}

export function contentWidth(doc: PDFKit.PDFDocument): number {
  return doc.page.width - PDF_MARGIN * 2;
}

export function drawLetterhead(doc: PDFKit.PDFDocument, office: PdfOffice): void {
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#000000').text(office.name);
  doc.font('Helvetica').fontSize(9).fillColor('#555555');
  for (const line of [office.address, [office.phone, office.email].filter(Boolean).join('  ·  ')]) if (line) doc.text(line);
  doc.moveDown(1.5);
}

/** Label and value side by side, a hairline under each; `bold` rows are totals. */
export function drawRows(
  doc: PDFKit.PDFDocument,
  rows: readonly [string, string][],
  options: { labelWidth?: number; bold?: ReadonlySet<string> } = {},
) {
  const width = contentWidth(doc);
  const labelWidth = options.labelWidth ?? 170;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000').text(label, PDF_MARGIN, y, { width: labelWidth });
    const labelBottom = doc.y;
    doc
      .font(options.bold?.has(label) ? 'Helvetica-Bold' : 'Helvetica')
      .text(value, PDF_MARGIN + labelWidth, y, { width: width - labelWidth });
    doc.y = Math.max(doc.y, labelBottom) + 6;
    doc
      .moveTo(PDF_MARGIN, doc.y - 3)
      .lineTo(PDF_MARGIN + width, doc.y - 3)
      .lineWidth(0.5)
      .strokeColor('#dddddd')
      .stroke();
  }
}
