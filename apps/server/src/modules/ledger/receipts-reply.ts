// The receipt PDF as an HTTP answer: the office's copy (admin) and the resident's own are the same
// file, drawn from the same facts, so both routes answer through this one function.
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import type { StoredReceipt } from './receipts';
import { receiptFacts } from './receipts';
import { renderReceiptPdf } from './receipts-pdf';

export async function sendReceiptPdf(reply: FastifyReply, ctx: AppContext, receipt: StoredReceipt): Promise<FastifyReply> {
  const { site } = ctx.config;
  const bytes = await renderReceiptPdf({
    office: { name: site.name, address: site.address, phone: site.phone, email: site.email },
    facts: receiptFacts(receipt.entry, receipt.lease),
    recordedAt: receipt.entry.createdAt,
    reversedOn: receipt.reversedOn,
  });
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="receipt-${receipt.entry.receiptNumber ?? receipt.entry.id}.pdf"`)
    .header('content-length', String(bytes.length))
    .type('application/pdf')
    .send(bytes);
}
