import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LEASE_TEMPLATE } from './default-template';
import { fillMergeFields, mergeValues, unknownMergeField } from './merge';
import { renderLeasePdf, type CertificateInput } from './render';
import type { LeaseSnapshot } from './snapshot';
import { sha256Hex } from './store';

export const SNAPSHOT: LeaseSnapshot = {
  version: 1,
  drawn_at: '2026-12-03T12:00:00.000Z',
  reference: 'LSE-ABC234',
  office_name: 'Rentfront Property Rentals',
  property_title: 'Lark Street Flat',
  property_address: '12 Lark St, Albany, NY 12207',
  residents: [
    { full_name: 'Ana Díaz', email: 'ana@example.com' },
    { full_name: 'Ben Diaz', email: 'ben@example.com' },
  ],
  start_date: '2027-01-01',
  end_date: '2027-12-31',
  monthly_rent_cents: 150_050,
  deposit_cents: 150_000,
  due_day: 1,
  grace_days: 5,
  late_fee: { type: 'percent', amount: 250, cap_cents: 7_500 },
  charges: [{ category: 'parking', description: 'Space 4', amount_cents: 7_500 }],
  notes: null,
  sections: DEFAULT_LEASE_TEMPLATE,
};

export const CERTIFICATE: CertificateInput = {
  entries: [
    {
      role: 'resident',
      full_name: 'Ana Díaz',
      signed_at: '2026-12-03T13:00:00.000Z',
      ip: '203.0.113.9',
      user_agent: 'Mozilla/5.0 (iPhone)',
      document_version: 1,
      document_sha256: 'a'.repeat(64),
    },
    {
      role: 'office',
      full_name: 'Pat Manager',
      signed_at: '2026-12-04T10:00:00.000Z',
      ip: '198.51.100.7',
      user_agent: 'Office/1.0',
      document_version: 1,
      document_sha256: 'a'.repeat(64),
    },
  ],
  completed_at: '2026-12-04T10:00:00.000Z',
};

/** The text of each page of a PDF, white space collapsed, through poppler's pdftotext (installed by .ci/run). */
function pdfPages(bytes: Buffer): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lease-pdf-'));
  const file = path.join(dir, 'lease.pdf');
  writeFileSync(file, bytes);
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  return text
    .split('\f')
    .map((page) => page.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

describe('the lease PDF', () => {
  it('two renders of one snapshot are byte-identical, draft and final alike', async () => {
    const [a, b] = await Promise.all([renderLeasePdf(SNAPSHOT), renderLeasePdf(SNAPSHOT)]);
    expect(a.equals(b)).toBe(true);
    const [fa, fb] = await Promise.all([renderLeasePdf(SNAPSHOT, CERTIFICATE), renderLeasePdf(SNAPSHOT, CERTIFICATE)]);
    expect(fa.equals(fb)).toBe(true);
    expect(sha256Hex(fa)).not.toBe(sha256Hex(a));
    // Another snapshot (one cent more) is another document.
    expect((await renderLeasePdf({ ...SNAPSHOT, monthly_rent_cents: 150_051 })).equals(a)).toBe(false);
  });

  it('fills the merge fields, numbers the pages, and the final adds a certificate page with every event', async () => {
    const draftPages = pdfPages(await renderLeasePdf(SNAPSHOT));
    const draft = draftPages.join(' ');
    expect(draft).toContain('Ana Díaz and Ben Diaz');
    expect(draft).toContain('$1,500.50 per month');
    expect(draft).toContain('2.5% of the monthly rent, at most $75.00');
    expect(draft).toContain('Parking: Space 4, $75.00 per month');
    expect(draft).toContain('January 1, 2027');
    expect(draft).not.toMatch(/\{\{/);
    const pages = draftPages.length;
    expect(pages).toBeGreaterThan(1);
    draftPages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages}`));
    const finalPages = pdfPages(await renderLeasePdf(SNAPSHOT, CERTIFICATE));
    expect(finalPages).toHaveLength(pages + 1);
    const certificate = finalPages.at(-1)!;
    expect(certificate).toContain(`Page ${pages + 1} of ${pages + 1}`);
    expect(certificate).toContain('Signature certificate');
    for (const text of ['Ana Díaz (resident)', 'Pat Manager (office countersignature)', '2026-12-03 13:00:00 UTC', '203.0.113.9', '198.51.100.7', 'Mozilla/5.0 (iPhone)', 'a'.repeat(64)]) {
      expect(certificate).toContain(text);
    }
  });

  it('merge fields: month-to-month wording, and an unknown field named with where it is', () => {
    const values = mergeValues({ ...SNAPSHOT, end_date: null, charges: [], late_fee: { type: 'flat', amount: 0, cap_cents: null } });
    expect(fillMergeFields('{{term}}; {{end_date}}; {{late_fee}}; {{recurring_charges}}', values)).toBe(
      'month-to-month tenancy from January 1, 2027; month-to-month; none; - None',
    );
    expect(unknownMergeField([{ heading: 'A', body: 'ok {{ resident_names }}' }])).toBeNull();
    expect(unknownMergeField([{ heading: 'A', body: 'x' }, { heading: '{{nope}}', body: 'y' }])).toMatchObject({ field: 'sections.1.heading' });
  });
});
