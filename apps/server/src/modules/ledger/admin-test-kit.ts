// Test helpers of the ledger module: a lease in a given status with its residents, and the calls
// the admin routes take (an optional Idempotency-Key), answering the parsed envelope's data.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LeaseStatus } from '@rentfront/shared/leases';
import type { LedgerAnswer } from '@rentfront/shared/ledger';
import { auditLog, ledgerEntries, outbox } from '../../db/schema';
import type { TestContext } from '../../test/context';
import { createLease } from '../../test/factories/lease';
import { createResident } from '../../test/factories/resident';
import type { Agent } from '../../test/http';

export async function leaseWithResidents(t: TestContext, status: LeaseStatus = 'active', count = 2) {
  const residents = [];
  for (let i = 0; i < count; i++) residents.push(await createResident(t));
  const { lease } = await createLease(t, { status, propertyTitle: 'Maple Court 2B', propertyAddress: '12 Maple St, Albany, NY' }, { residents });
  return { lease, residents };
}

export function postJson(agent: Agent, url: string, payload: unknown, key?: string) {
  return agent.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
}

export async function ledgerOf(agent: Agent, leaseId: string): Promise<LedgerAnswer> {
  const res = await agent.inject({ method: 'GET', url: `/api/admin/leases/${leaseId}/ledger` });
  if (res.statusCode !== 200) throw new Error(`ledger ${res.statusCode} ${res.body}`);
  return res.json().data as LedgerAnswer;
}

/** What a refused write must leave behind: no entry, no mail and no audit row of the ledger. */
export async function writtenFor(t: TestContext, leaseId: string) {
  const db = t.app.ctx.db;
  const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.leaseId, leaseId));
  const audits = (await db.select().from(auditLog)).filter(
    (a) => a.action.startsWith('ledger.') && (a.details as { lease_id?: string }).lease_id === leaseId,
  );
  return { entries, audits };
}

export async function outboxTo(t: TestContext, address: string) {
  return t.app.ctx.db.select().from(outbox).where(eq(outbox.to, address));
}

/** A PDF's page count and text (white space collapsed), through poppler's pdfinfo and pdftotext. */
export function readPdf(bytes: Buffer): { pages: number; text: string; file: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'receipt-pdf-'));
  const file = path.join(dir, 'receipt.pdf');
  writeFileSync(file, bytes);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ').trim();
  return { pages, text, file };
}
