import { describe, expect, it } from 'vitest';
import { contractors } from './db/schema';
import { TEST_ORIGIN } from './test/context';
import { useTestContext } from './test/app';

// A unique violation quotes the duplicate value in PostgreSQL's `detail` (`Key (lower(email))=(…)
// already exists`) and Drizzle's message carries every parameter: neither may reach the log
// (issue 20 item 7; the select-cast case is in platform/http/text-guard.test.ts).
const EMAIL = 'applicant.duplicate@example.com';
const NAME = 'Priya Applicantsdottir';

describe('a database error with an applicant e-mail in it', () => {
  const logs: string[] = [];
  const t = useTestContext(
    {},
    {
      logs,
      routes: (app) => {
        app.post('/api/test/duplicate', async () => {
          const row = { name: NAME, email: EMAIL, active: true };
          await t.app.ctx.db.insert(contractors).values(row);
          await t.app.ctx.db.insert(contractors).values(row);
          return { success: true };
        });
      },
    },
  );

  it('is a 500 whose log line names the constraint, not the value, the statement or the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/duplicate',
      headers: { origin: TEST_ORIGIN },
      payload: { note: `for ${EMAIL}` },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(EMAIL);
    const errorLines = logs.filter((line) => line.includes('"level":50'));
    expect(errorLines.length).toBeGreaterThan(0);
    const text = logs.join('\n');
    expect(text).toContain('23505');
    expect(text).toContain('contractors_email_live_idx');
    for (const value of [EMAIL, 'applicant.duplicate', NAME, 'insert into', 'Failed query', 'params']) expect(text).not.toContain(value);
  });
});
