import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import type { AdminApi } from './api';
import { MOBILE, newPage } from './browser';
import { waitForHydration } from './page';
import { submitApplication } from './applications';
import { linkIn, waitForMail } from './mail';
import { createProperty } from './properties';

// Lease journeys' helpers: an approved application to build a lease from, and a resident who
// signs through the portal's API (the e-mailed link, then the sign call), as the portal does.

/** Approves an application as the office would (the status change of the admin list). */
export async function approveApplication(api: AdminApi, applicationId: string): Promise<void> {
  const res = await api.request('PUT', `/api/admin/applications/${applicationId}/status/approved`, {});
  if (res.status !== 200) throw new Error(`approve failed: ${res.status} ${JSON.stringify(res.body)}`);
}

interface ResidentLeaseAnswer {
  data: { document: { version: number; sha256: string } | null };
}

/**
 * Signs `leaseId` as the resident `email`: the invitation e-mailed when the lease was sent holds a
 * single-use sign-in link; its token is verified (the page's button), then the current document's
 * version and hash are signed with consent.
 */
export async function signAsResident(email: string, fullName: string, leaseId: string): Promise<void> {
  const base = inject('baseURL');
  const mail = await waitForMail(email, /ready to sign/);
  const token = new URL(linkIn(mail, '/resident/sign-in/')).pathname.split('/').pop()!;
  const verify = await fetch(`${base}/api/resident/auth/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ token }),
  });
  if (!verify.ok) throw new Error(`resident verify failed: ${verify.status} ${await verify.text()}`);
  const { csrf_token } = (await verify.json()) as { csrf_token: string };
  const cookie = (verify.headers.getSetCookie().find((c) => c.includes('rsid=')) ?? '').split(';')[0];
  const headers = { origin: base, cookie, 'x-csrf-token': csrf_token, 'content-type': 'application/json' };
  const lease = (await (await fetch(`${base}/api/resident/leases/${leaseId}`, { headers })).json()) as ResidentLeaseAnswer;
  if (!lease.data.document) throw new Error('the lease has no document to sign');
  const sign = await fetch(`${base}/api/resident/leases/${leaseId}/sign`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      full_name: fullName,
      consent: true,
      document_version: lease.data.document.version,
      document_sha256: lease.data.document.sha256,
    }),
  });
  if (!sign.ok) throw new Error(`resident sign failed: ${sign.status} ${await sign.text()}`);
}

/** An approved household's lease on its own property, with the given terms, signed and countersigned. */
export async function signedLease(api: AdminApi, tag: string, who: string, terms: Record<string, unknown>) {
  const resident = {
    name: `${who} ${tag}`,
    email: `${who.toLowerCase().replace(/\W+/g, '-')}-${tag}@example.com`,
    phone: '(518) 555-0133',
  };
  const property = await createProperty(api, { title: `${who} House ${tag}`, price: 1500, deposit: 1500, lease_term: 12 });
  const app = await submitApplication(property.id, resident);
  await approveApplication(api, app.id);
  const made = await api.request('POST', `/api/admin/applications/${app.id}/lease`, {});
  const draft = (made.body as { data: Record<string, unknown> & { id: string } }).data;
  const put = await api.request('PUT', `/api/admin/leases/${draft.id}`, {
    property_id: draft.property_id,
    application_id: draft.application_id,
    residents: draft.residents,
    end_date: null,
    recurring_charges: [],
    notes: null,
    monthly_rent_cents: 150_000,
    deposit_cents: 150_000,
    due_day: 1,
    grace_days: 3,
    late_fee: { type: 'flat', amount: 5_000, cap_cents: null },
    ...terms,
  });
  if (put.status !== 200) throw new Error(`lease terms: ${put.status} ${JSON.stringify(put.body)}`);
  const sent = await api.request('POST', `/api/admin/leases/${draft.id}/send`, {});
  if (sent.status !== 200) throw new Error(`lease send: ${sent.status}`);
  await signAsResident(resident.email, resident.name, draft.id);
  const countersigned = await api.request('POST', `/api/admin/leases/${draft.id}/countersign`, {});
  if (countersigned.status !== 200) throw new Error(`lease countersign: ${countersigned.status}`);
  const lease = (await api.request('GET', `/api/admin/leases/${draft.id}`)).body as { data: { reference: string } };
  return { id: draft.id, reference: lease.data.reference, resident };
}

/** A phone signed in to the portal as a resident would: the sign-in page, the e-mailed link, its button. */
export async function residentOnPhone(browser: Browser, email: string) {
  const phone = await newPage(browser, MOBILE);
  await phone.page.goto('/resident/sign-in');
  await waitForHydration(phone.page);
  await phone.page.getByLabel('E-mail', { exact: true }).fill(email);
  await phone.page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  const link = linkIn(await waitForMail(email, /sign-in link/), '/resident/sign-in/');
  await phone.page.goto(new URL(link).pathname);
  await waitForHydration(phone.page);
  await phone.page.getByRole('button', { name: 'Sign in' }).click();
  await phone.page.getByRole('heading', { name: 'Your home' }).waitFor();
  return phone;
}
