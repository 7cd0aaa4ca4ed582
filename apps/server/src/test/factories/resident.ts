// The resident factories of the server tests: a resident row, and a browser signed in to the
// resident portal through the real link and verify routes (the path every resident takes).
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { residents } from '../../db/schema';
import { createResidentSignInLink } from '../../modules/leases/resident-links';
import { hashPassword } from '../../platform/auth/password';
import { TEST_ORIGIN, type TestContext } from '../context';
import { freshIp } from '../http';
import { dbOf, nextSeq, type FactoryTarget } from './db';

export type ResidentInsert = typeof residents.$inferInsert;
export type ResidentRow = typeof residents.$inferSelect;

export const RESIDENT_PASSWORD = 'quiet-garden-lantern';

/** A resident row; the e-mail is unique per call. `password: true` sets RESIDENT_PASSWORD. */
export async function createResident(
  target: FactoryTarget,
  overrides: Partial<ResidentInsert> = {},
  options: { password?: boolean } = {},
): Promise<ResidentRow> {
  const seq = nextSeq();
  const [row] = await dbOf(target)
    .insert(residents)
    .values({
      email: `resident${seq}-${Date.now()}@example.com`,
      fullName: `Resident ${seq}`,
      phone: '518-555-0100',
      passwordHash: options.password ? await hashPassword(RESIDENT_PASSWORD) : null,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A browser signed in to the portal: its resident cookie and CSRF token sent on every call. */
export interface ResidentAgent {
  residentId: string;
  email: string;
  cookie: string;
  csrf: string;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** Signs a resident in by a fresh link through POST /api/resident/auth/verify. */
export async function signInResident(t: TestContext, resident: ResidentRow): Promise<ResidentAgent> {
  const token = await createResidentSignInLink(t.app.ctx.db, resident.id);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/resident/auth/verify',
    headers: { origin: TEST_ORIGIN },
    remoteAddress: freshIp(),
    payload: { token },
  });
  if (res.statusCode !== 200) throw new Error(`resident verify failed: ${res.statusCode} ${res.body}`);
  const set = res.cookies.find((c) => c.name === 'rsid');
  if (!set) throw new Error('no resident cookie');
  const cookie = `rsid=${set.value}`;
  const csrf = res.json().csrf_token as string;
  return {
    residentId: resident.id,
    email: resident.email,
    cookie,
    csrf,
    inject: (options) =>
      t.app.inject({ ...options, headers: { origin: TEST_ORIGIN, cookie, 'x-csrf-token': csrf, ...(options.headers ?? {}) } }),
  };
}
