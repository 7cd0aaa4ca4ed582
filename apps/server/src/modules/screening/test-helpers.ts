// Shared by the screening test files: homes to screen for, question setup and submits.
import { eq } from 'drizzle-orm';
import type { AdminScreeningQuestion, NewQuestionInput } from '@rentfront/shared';
import { screeningQuestions } from '../../db/schema';
import { TEST_ORIGIN, type TestContext } from '../../test/context';
import { createProperty, type PropertyInsert } from '../../test/factories/property';
import type { Agent } from '../../test/http';

/** A home to screen for (returns its id). */
export async function insertProperty(t: TestContext, overrides: Partial<PropertyInsert> = {}): Promise<string> {
  return (await createProperty(t, { description: 'A home made by a test.', ...overrides })).id;
}

/** Stops asking every question, so a test starts from the questions it creates. */
export async function retireAllQuestions(t: TestContext): Promise<void> {
  await t.app.ctx.db.update(screeningQuestions).set({ isActive: false }).where(eq(screeningQuestions.isActive, true));
}

export async function addQuestions(admin: Agent, questions: NewQuestionInput[]): Promise<AdminScreeningQuestion[]> {
  const res = await admin.inject({ method: 'POST', url: '/api/admin/screening/questions/bulk', payload: { questions } });
  if (res.statusCode !== 201) throw new Error(`bulk create failed: ${res.statusCode} ${res.body}`);
  return res.json().data.created_questions;
}

let ip = 0;
/** A different client address per call, so the 5-per-hour submit limit only bites where a test wants it. */
export function nextIp(): string {
  ip += 1;
  return `192.0.${(ip >> 8) & 255}.${ip & 255}`;
}

export function submit(t: TestContext, payload: unknown, remoteAddress = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/public/screening/responses',
    headers: { origin: TEST_ORIGIN },
    payload: payload as Record<string, unknown>,
    remoteAddress,
  });
}

export const contact = { full_name: 'Jane Renter', email: 'jane.renter@example.com', phone: '(518) 555-0101' };
