// The "applications" scenario (issue 34 target): saving a step of an application in progress
// (≤ 100 ms p95) among 100,000 drafts, through the service function on a database of its own, the
// way the wizard's PUT /api/applications/drafts/{token} runs it (the sensitive fields sealed, one
// UPDATE by the token's hash).
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { draftSaveSchema } from '@rentfront/shared/application-drafts';
import { openDb } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { createScratchDatabase } from '../../src/db/scratch';
import { properties } from '../../src/db/schema';
import { saveDraft } from '../../src/modules/applications/drafts';
import { sha256 } from '../../src/platform/crypto';
import { createPiiCipher } from '../../src/platform/pii/cipher';
import type { LatencyRow } from './report';
import type { Engine } from './server';
import { timeCalls } from './stats';

export const DRAFT_ROWS = 100_000;
const TARGET_MS = 100;

/** A form as the wizard sends it after step 6: every group filled, a few KB. */
function formValues(n: number) {
  const address = { street_address: `${n} Bench Street`, city: 'Albany', state: 'NY', zip_code: '12207', monthly_rent: '1400' };
  return {
    personal_information: {
      full_name: `Bench Applicant ${n}`,
      email: `bench${n}@example.com`,
      phone_number: '(518) 555-0100',
      date_of_birth: '1990-04-01',
      social_security_number: '123456789',
      drivers_license_number: 'D1234-5678',
      emergency_contact: { name: 'Kin', relationship: 'Sibling', phone_number: '(518) 555-0101' },
    },
    residential_history: {
      current_address: { ...address, move_in_date: '2021-01-01', reason_for_moving: 'More room' },
      previous_addresses: [],
    },
    employment_income: {
      current_employer: { company_name: 'Bench Co', job_title: 'Analyst', monthly_income: '5200', start_date: '2020-02-01' },
    },
    references: { personal_references: [{ name: 'Ref', relationship: 'Friend', phone_number: '', email: '', years_known: '5' }] },
    additional_information: { special_requests: 'x'.repeat(400) },
  };
}

export async function runApplications(engine: Engine, serverUrl: string): Promise<LatencyRow[]> {
  const scratch = engine === 'postgres' ? await createScratchDatabase(serverUrl, 'rf_bench_drafts') : null;
  const handle = await openDb(scratch ? { databaseUrl: scratch.url } : {});
  try {
    await runMigrations(handle);
    const [{ id: propertyId }] = await handle.db
      .insert(properties)
      .values({
        slug: 'bench-draft-home',
        title: 'Bench Draft Home',
        description: 'For the drafts bench.',
        propertyType: 'apartment',
        areaSqft: 800,
        bedrooms: 2,
        bathrooms: 1,
        price: 1500,
        address: '1 Bench Street',
        city: 'Albany',
        state: 'NY',
        pincode: '12207',
      })
      .returning({ id: properties.id });
    // Tokens are their sequence number's hash here: the bench knows each one, the table holds hashes.
    const tokenOf = (n: number) => crypto.createHash('sha256').update(`bench-draft-${n}`).digest('base64url');
    const hashes = Array.from({ length: DRAFT_ROWS }, (_, i) => sha256(tokenOf(i + 1)));
    for (let from = 0; from < DRAFT_ROWS; from += 10_000) {
      const slice = hashes.slice(from, from + 10_000);
      await handle.db.execute(sql`
        insert into application_drafts (token_hash, property_id, email, step, values, expires_at)
        select h, ${propertyId}, 'bench@example.com', 3, '{"personal_information":{"full_name":"Bench"}}'::jsonb, now() + interval '30 days'
        from unnest(${`{${slice.join(',')}}`}::text[]) h`);
    }
    await handle.db.execute(sql`analyze application_drafts`);
    const ctx = { db: handle.db, pii: createPiiCipher(crypto.randomBytes(32).toString('hex')) };
    let n = 0;
    const save = () => {
      n += 1;
      const token = tokenOf(1 + ((n * 7919) % DRAFT_ROWS));
      return saveDraft(ctx, token, draftSaveSchema.parse({ step: 1 + (n % 9), completed: [1, 2], values: formValues(n) }));
    };
    const result = await timeCalls(save, 20, 300);
    const row: LatencyRow = {
      what: 'application draft: save a step',
      engine,
      rows: DRAFT_ROWS,
      ...result,
      note: result.p95 <= TARGET_MS ? '' : `p95 over ${TARGET_MS} ms`,
    };
    console.log(`  ${row.what.padEnd(44)} p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  (${result.requests} timed)`);
    return [row];
  } finally {
    await handle.close();
    await scratch?.drop();
  }
}
