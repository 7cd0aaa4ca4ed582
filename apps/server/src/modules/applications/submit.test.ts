import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES as M, type ApplicationDocument } from '@rentfront/shared';
import { applications, outbox, properties } from '../../db/schema';

import {
  BIRTH_DATE,
  fullApplicationBody,
  LICENSE,
  minimalApplicationBody,
  postApplication,
  SSN,
  submitApplication,
} from '../../test/factories/application';
import { createProperty } from '../../test/factories/property';
import { freshIp } from '../../test/http';
import { useTestContext } from '../../test/app';

describe('POST /api/applications/submit', () => {
  const t = useTestContext();
  let propertyId: string;

  beforeAll(async () => {
    propertyId = (await createProperty(t, { title: 'Riverside Loft', price: 1875.5, address: '12 Maple Court' })).id;
  });

  const rows = (id: string) => t.app.ctx.db.select().from(applications).where(eq(applications.id, id));

  it('stores a full application with the property summary, pending, and a reference', async () => {
    const res = await postApplication(t, fullApplicationBody(propertyId));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: M.submitSuccess, data: { status: 'pending' } });
    expect(body.data.reference).toMatch(/^APP-[A-HJ-NP-Z2-9]{6}$/);
    expect(new Date(body.data.submitted_at).toISOString()).toBe(body.data.submitted_at);
    const [row] = await rows(body.data.application_id);
    expect(row).toMatchObject({
      reference: body.data.reference,
      status: 'pending',
      propertyId,
      propertyTitle: 'Riverside Loft',
      propertyAddress: '12 Maple Court',
      propertyCity: 'Albany',
      propertyState: 'NY',
      propertyPrice: 1875.5,
      fullName: 'Avery Complete',
      email: 'avery.complete@example.com',
    });
    const doc = row.document as unknown as ApplicationDocument;
    // Numbers typed as text arrive as numbers; the blank reference row is dropped.
    expect(doc.residential_history.current_address.monthly_rent).toBe(1200);
    expect(doc.references.personal_references).toHaveLength(1);
    expect(doc.references.professional_references[0].years_known).toBe(3);
    expect(doc.additional_information).toMatchObject({ has_pets: 'yes', pet_type: 'Cat', number_of_pets: 1 });
    expect(doc.signature_acknowledgment.terms_acknowledgment.understand_rental_policies).toBe(true);
  });

  it('accepts the minimal application (step 2 and step 8 only) and dates the signature today', async () => {
    const res = await postApplication(t, minimalApplicationBody(propertyId));
    expect(res.statusCode).toBe(201);
    const [row] = await rows(res.json().data.application_id);
    const doc = row.document as unknown as ApplicationDocument;
    expect(doc.personal_information.social_security_number).toBeNull();
    expect(doc.residential_history).toEqual({
      current_address: {
        street_address: null,
        city: null,
        state: null,
        zip_code: null,
        monthly_rent: null,
        move_in_date: null,
        reason_for_moving: null,
      },
      previous_addresses: [],
    });
    expect(doc.signature_acknowledgment.electronic_signature.signature_date).toBe(new Date().toISOString().slice(0, 10));
    expect(doc.signature_acknowledgment.terms_acknowledgment.understand_rental_policies).toBe(false);
  });

  it('keeps 0 as a value', async () => {
    const body = fullApplicationBody(propertyId);
    const res = await postApplication(t, {
      ...body,
      additional_information: { ...body.additional_information, number_of_vehicles: 0 },
      employment_income: { current_employer: { monthly_income: '0' } },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await rows(res.json().data.application_id);
    const doc = row.document as unknown as ApplicationDocument;
    expect(doc.additional_information.number_of_vehicles).toBe(0);
    expect(doc.employment_income.current_employer.monthly_income).toBe(0);
  });

  it('queues the applicant receipt with the reference and the office copy, without sensitive values', async () => {
    const before = (await t.app.ctx.db.select().from(outbox)).length;
    const { reference } = await submitApplication(t, fullApplicationBody(propertyId, 'Mail Person', 'mail.person@example.com'));
    const queued = await t.app.ctx.db.select().from(outbox);
    expect(queued.length - before).toBe(2);
    await t.flushMail();
    const [receipt] = t.mail.to('mail.person@example.com');
    expect(receipt.subject).toContain(reference);
    expect(receipt.text).toContain(reference);
    expect(receipt.text).toContain('Riverside Loft');
    expect(receipt.text).toContain(`${t.config.publicUrl}/properties/${propertyId}`);
    const office = t.mail.to(t.config.site.email).find((m) => m.subject.includes(reference));
    expect(office?.text).toContain('mail.person@example.com');
    expect(office?.text).toContain(`${t.config.publicUrl}/admin/applications`);
    for (const message of [receipt, office!]) {
      for (const secret of [SSN, '6789', LICENSE, BIRTH_DATE]) {
        expect(message.text).not.toContain(secret);
        expect(message.html).not.toContain(secret);
      }
    }
  });

  it('never stores the SSN, licence number or date of birth in clear', async () => {
    const { id } = await submitApplication(t, fullApplicationBody(propertyId, 'Secret Keeper', 'secret.keeper@example.com'));
    const result = await t.app.ctx.db.execute(sql`select * from applications where id = ${id}`);
    const raw = JSON.stringify((result as unknown as { rows: unknown[] }).rows);
    expect(raw).toContain('Secret Keeper');
    for (const secret of [SSN, SSN.replace(/-/g, ''), '45-6789', LICENSE, 'D12345678', BIRTH_DATE]) {
      expect(raw).not.toContain(secret);
    }
    const doc = await t.app.ctx.db.execute(
      sql`select document->'personal_information'->>'social_security_number' as ssn,
                 document->'personal_information'->>'drivers_license_number' as licence,
                 document->'personal_information'->>'date_of_birth' as dob
          from applications where id = ${id}`,
    );
    const [values] = (doc as unknown as { rows: Record<string, string>[] }).rows;
    for (const value of Object.values(values)) expect(value).toMatch(/^enc:k1:/);
  });

  it('answers the step-2 rules with the spec messages', async () => {
    const res = await postApplication(t, {
      property_id: propertyId,
      personal_information: { full_name: '  ', email: '', phone_number: '' },
      signature_acknowledgment: {
        terms_acknowledgment: { agree_to_lease_terms: true, consent_to_background_credit_checks: true },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      detail: M.fixValidation,
      message: M.fixValidation,
      errors: {
        'personal_information.full_name': M.fullNameRequired,
        'personal_information.email': M.emailRequired,
        'personal_information.phone_number': M.phoneRequired,
      },
    });
  });

  it('refuses an invalid e-mail address', async () => {
    const body = minimalApplicationBody(propertyId, 'Bad Mail', 'not-an-address');
    const res = await postApplication(t, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'personal_information.email': M.emailInvalid });
  });

  it('requires the lease terms and the background check consent (step 8)', async () => {
    const res = await postApplication(t, {
      ...minimalApplicationBody(propertyId),
      signature_acknowledgment: { terms_acknowledgment: { agree_to_lease_terms: false } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'signature_acknowledgment.terms_acknowledgment.agree_to_lease_terms': M.agreeLeaseTerms,
      'signature_acknowledgment.terms_acknowledgment.consent_to_background_credit_checks': M.consentRequired,
    });
    const missing = await postApplication(t, {
      property_id: propertyId,
      personal_information: minimalApplicationBody(propertyId).personal_information,
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toHaveLength(2);
  });

  it('checks formats, options and bounds of the optional fields', async () => {
    const body = fullApplicationBody(propertyId);
    const res = await postApplication(t, {
      ...body,
      personal_information: { ...body.personal_information, social_security_number: '12-34', date_of_birth: '2999-01-01' },
      employment_income: { current_employer: { monthly_income: -10 } },
      credit_background_check: { credit_score_range: 'amazing' },
      references: { personal_references: [{ name: 'X', email: 'nope' }] },
      additional_information: { special_requests: 'x'.repeat(2001) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'personal_information.date_of_birth': M.invalidBirthDate,
      'personal_information.social_security_number': M.invalidSsn,
      'employment_income.current_employer.monthly_income': M.monthlyIncomeNegative,
      'credit_background_check.credit_score_range': M.invalidOption,
      'references.personal_references.0.email': M.emailInvalid,
      'additional_information.special_requests': M.tooLong,
    });
  });

  it('answers 404 for an unknown or malformed property', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      const res = await postApplication(t, minimalApplicationBody(id));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, detail: M.propertyNotFound });
    }
  });

  it('refuses a 200 KB body with 413 and stores nothing', async () => {
    const before = await t.app.ctx.db.select({ id: applications.id }).from(applications);
    const body = minimalApplicationBody(propertyId);
    const res = await postApplication(t, { ...body, padding: 'x'.repeat(200 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false });
    const after = await t.app.ctx.db.select({ id: applications.id }).from(applications);
    expect(after).toHaveLength(before.length);
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await postApplication(t, '{"property_id":', { headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
  });

  it('returns the first result for a retried submit with the same Idempotency-Key', async () => {
    const key = crypto.randomUUID();
    const body = fullApplicationBody(propertyId, 'Retry Person', 'retry.person@example.com');
    const first = await postApplication(t, body, { key });
    const second = await postApplication(t, body, { key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().data).toEqual(first.json().data);
    const stored = await t.app.ctx.db.select().from(applications).where(eq(applications.email, 'retry.person@example.com'));
    expect(stored).toHaveLength(1);
    // Only one receipt was queued.
    const mails = await t.app.ctx.db.select().from(outbox).where(eq(outbox.to, 'retry.person@example.com'));
    expect(mails).toHaveLength(1);
  });

  it('creates one application when two submits with one key race', async () => {
    const key = crypto.randomUUID();
    const body = minimalApplicationBody(propertyId, 'Double Click', 'double.click@example.com');
    const [a, b] = await Promise.all([postApplication(t, body, { key }), postApplication(t, body, { key })]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().data.application_id).toBe(b.json().data.application_id);
    const stored = await t.app.ctx.db.select().from(applications).where(eq(applications.email, 'double.click@example.com'));
    expect(stored).toHaveLength(1);
  });

  it('refuses a different application under a key already used (422), and a bad key (400)', async () => {
    const key = crypto.randomUUID();
    expect((await postApplication(t, minimalApplicationBody(propertyId, 'Key Owner'), { key })).statusCode).toBe(201);
    const other = await postApplication(t, minimalApplicationBody(propertyId, 'Someone Else'), { key });
    expect(other.statusCode).toBe(422);
    expect(other.json().detail).toBe(M.idempotencyMismatch);
    const bad = await postApplication(t, minimalApplicationBody(propertyId), { key: 'short' });
    expect(bad.statusCode).toBe(400);
  });

  it('allows 5 submits per IP per hour, then 429 with Retry-After; a replay does not count', async () => {
    const ip = freshIp();
    const key = crypto.randomUUID();
    for (let i = 0; i < 5; i++) {
      const res = await postApplication(t, minimalApplicationBody(propertyId, `Limit ${i}`), { ip, key: i === 0 ? key : undefined });
      expect(res.statusCode).toBe(201);
    }
    const replay = await postApplication(t, minimalApplicationBody(propertyId, 'Limit 0'), { ip, key });
    expect(replay.statusCode).toBe(201);
    const sixth = await postApplication(t, minimalApplicationBody(propertyId, 'Limit 5'), { ip });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().detail).toBe(M.tooManySubmits);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3000);
    // Another address is not affected.
    expect((await postApplication(t, minimalApplicationBody(propertyId))).statusCode).toBe(201);
  });

  it('refuses a cross-site submit (403)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/applications/submit',
      headers: { origin: 'https://evil.example' },
      payload: minimalApplicationBody(propertyId),
    });
    expect(res.statusCode).toBe(403);
  });

  it('keeps the property summary when the property is deleted', async () => {
    const property = await createProperty(t, { title: 'Soon Gone', price: 0 });
    const { id } = await submitApplication(t, minimalApplicationBody(property.id, 'Kept Copy'));
    await t.app.ctx.db.delete(properties).where(eq(properties.id, property.id));
    const [row] = await rows(id);
    expect(row).toMatchObject({ propertyId: null, propertyTitle: 'Soon Gone', propertyPrice: 0, propertyCity: 'Albany' });
  });
});
