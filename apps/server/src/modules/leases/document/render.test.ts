import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillMergeFields, mergeValues, unknownMergeField } from './merge';
import { renderLeasePdf } from './render';
import { SAMPLE_CERTIFICATE as CERTIFICATE, SAMPLE_SNAPSHOT as SNAPSHOT } from './sample';
import { sha256Hex } from './store';

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
    for (const text of [
      'Ana Díaz (resident)',
      'Pat Manager (office countersignature)',
      '2026-12-03 13:00:00 UTC',
      '203.0.113.9',
      '198.51.100.7',
      'Mozilla/5.0 (iPhone)',
      'a'.repeat(64),
    ]) {
      expect(certificate).toContain(text);
    }
  });

  it('merge fields: month-to-month wording, and an unknown field named with where it is', () => {
    const values = mergeValues({ ...SNAPSHOT, end_date: null, charges: [], late_fee: { type: 'flat', amount: 0, cap_cents: null } });
    expect(fillMergeFields('{{term}}; {{end_date}}; {{late_fee}}; {{recurring_charges}}', values)).toBe(
      'month-to-month tenancy from January 1, 2027; month-to-month; none; - None',
    );
    expect(unknownMergeField([{ heading: 'A', body: 'ok {{ resident_names }}' }])).toBeNull();
    expect(
      unknownMergeField([
        { heading: 'A', body: 'x' },
        { heading: '{{nope}}', body: 'y' },
      ]),
    ).toMatchObject({ field: 'sections.1.heading' });
  });
});
