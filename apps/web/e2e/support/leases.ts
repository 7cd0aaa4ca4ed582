import { inject } from 'vitest';
import type { AdminApi } from './api';
import { linkIn, waitForMail } from './mail';

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
