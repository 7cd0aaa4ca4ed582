// The lease PDF (issue 32 item 2; ADR 0034), drawn with pdfkit from a snapshot. The render is
// deterministic: the creation and modification dates come from the snapshot and pdfkit derives the
// file ID from them, and the standard fonts are not embedded (no random subset tag), so two
// renders of one snapshot are byte-identical (render.test.ts). The final document is the same pages
// plus a signature certificate page.
import PDFDocument from 'pdfkit';
import { fillMergeFields, longDate, mergeValues, money } from './merge';
import type { CertificateEntry, LeaseSnapshot } from './snapshot';

const MARGIN = 64;
const FOOTER_GAP = 28;

export interface CertificateInput {
  /** Every signing event of the version, in order. */
  entries: CertificateEntry[];
  /** When the certificate was made (the countersignature): the final file's ModDate. */
  completed_at: string;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** "Page n of m" at the foot of every page, written once the page count is known. */
function numberPages(doc: PDFKit.PDFDocument, reference: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin: lift it so pdfkit does not add a page for the footer line.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(`${reference}  ·  Page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN + FOOTER_GAP / 2, {
        width: doc.page.width - MARGIN * 2,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

function drawTerms(doc: PDFKit.PDFDocument, s: LeaseSnapshot): void {
  const rows: [string, string][] = [
    ['Lease', s.reference],
    ['Property', [s.property_title, s.property_address].filter(Boolean).join(', ')],
    ['Residents', s.residents.map((r) => r.full_name).join(', ')],
    ['Term', s.end_date ? `${longDate(s.start_date)} to ${longDate(s.end_date)}` : `Month-to-month from ${longDate(s.start_date)}`],
    ['Monthly rent', money(s.monthly_rent_cents)],
    ['Security deposit', money(s.deposit_cents)],
  ];
  doc.font('Helvetica').fontSize(10).fillColor('#000000');
  for (const [label, value] of rows) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  }
  doc.moveDown(1);
}

function drawSections(doc: PDFKit.PDFDocument, s: LeaseSnapshot): void {
  const values = mergeValues(s);
  s.sections.forEach((section, i) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#000000')
      .text(`${i + 1}. ${fillMergeFields(section.heading, values)}`);
    doc.moveDown(0.3);
    doc.font('Helvetica').fontSize(10).text(fillMergeFields(section.body, values), { align: 'left', lineGap: 2 });
    doc.moveDown(0.8);
  });
}

function drawCertificate(doc: PDFKit.PDFDocument, s: LeaseSnapshot, certificate: CertificateInput): void {
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#000000').text('Signature certificate');
  doc.moveDown(0.5);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(
      `Lease ${s.reference}, document version ${s.version}. Each signature below was made electronically on the document whose SHA-256 is shown; the pages before this one are that document, drawn again from the same record. Times are UTC.`,
    );
  doc.moveDown(1);
  certificate.entries.forEach((e, i) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(`${i + 1}. ${e.full_name} (${e.role === 'office' ? 'office countersignature' : 'resident'})`);
    doc.font('Helvetica').fontSize(9);
    doc.text(
      `Signed: ${e.signed_at
        .replace('T', ' ')
        .replace(/\.\d+Z$/, ' UTC')
        .replace(/Z$/, ' UTC')}`,
    );
    doc.text(`IP address: ${e.ip ?? 'not recorded'}`);
    doc.text(`Device (user agent): ${e.user_agent ?? 'not recorded'}`);
    doc.text(`Document signed: version ${e.document_version}, SHA-256 ${e.document_sha256}`);
    doc.moveDown(0.8);
  });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text(`Certificate completed ${certificate.completed_at.replace(/\.\d+Z$/, 'Z')} (UTC).`);
}

/**
 * The lease PDF of a snapshot; with `certificate`, the final document (the same pages, then the
 * certificate page). Standard fonts only: their WinAnsi encoding covers English text and accents.
 */
export function renderLeasePdf(s: LeaseSnapshot, certificate?: CertificateInput): Promise<Buffer> {
  const created = new Date(s.drawn_at);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    compress: true,
    info: {
      Title: `Residential lease ${s.reference}`,
      Author: s.office_name,
      Subject: certificate ? 'Signed lease with signature certificate' : 'Lease for signature',
      Producer: 'Rentfront',
      Creator: 'Rentfront',
      CreationDate: created,
      ModDate: certificate ? new Date(certificate.completed_at) : created,
    },
  });
  const bytes = collect(doc);
  doc.font('Helvetica-Bold').fontSize(18).text('Residential Lease Agreement', { align: 'center' });
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(10).fillColor('#555555').text(s.office_name, { align: 'center' });
  doc.moveDown(1.2);
  drawTerms(doc, s);
  drawSections(doc, s);
  if (certificate) drawCertificate(doc, s, certificate);
  numberPages(doc, s.reference);
  doc.end();
  return bytes;
}
