import { describe, expect, it } from 'vitest';
import { RENT_SETTINGS_DEFAULTS, RENT_SETTINGS_MESSAGES as M } from '@rentfront/shared/rent-settings';
import { auditLog } from '../../db/schema';
import { useStaffTeam, useTestContext } from '../../test/app';

const URL = '/api/admin/settings/rent';
const good = { late_fee_caps: { ca: { max_cents: 5_000, max_percent_bp: null } }, reminder_days: 5, deposit_statement_days: 21 };

describe('GET/PUT /api/admin/settings/rent', () => {
  const t = useTestContext();
  const staff = useStaffTeam(t);

  it('answers the defaults until saved, then what an owner or manager saved (states upper-cased), with an audit row', async () => {
    const before = await staff.agent.inject({ method: 'GET', url: URL });
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual(RENT_SETTINGS_DEFAULTS);
    const res = await staff.manager.inject({ method: 'PUT', url: URL, payload: good });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.saved,
      data: { late_fee_caps: { CA: { max_cents: 5_000, max_percent_bp: null } }, reminder_days: 5, deposit_statement_days: 21 },
    });
    expect((await staff.agent.inject({ method: 'GET', url: URL })).json().data.reminder_days).toBe(5);
    const audits = (await t.app.ctx.db.select().from(auditLog)).filter((a) => a.action === 'rent_settings.update');
    expect(audits).toHaveLength(1);
  });

  it('is refused to agents (403) and without a session (401)', async () => {
    expect((await staff.agent.inject({ method: 'PUT', url: URL, payload: good })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('names the field of bad input and keeps what was saved', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ ...good, reminder_days: 15 }, M.reminderDays],
      [{ ...good, reminder_days: 1.5 }, M.reminderDays],
      [{ ...good, deposit_statement_days: 0 }, M.depositDays],
      [{ ...good, late_fee_caps: { California: { max_cents: 1 } } }, M.state],
      [{ ...good, late_fee_caps: { NY: { max_cents: -1 } } }, M.capCents],
      [{ ...good, late_fee_caps: { NY: { max_percent_bp: 10_001 } } }, M.capPercent],
    ];
    const saved = (await staff.owner.inject({ method: 'GET', url: URL })).json().data;
    for (const [payload, message] of bad) {
      const res = await staff.owner.inject({ method: 'PUT', url: URL, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect((await staff.owner.inject({ method: 'GET', url: URL })).json().data).toEqual(saved);
  });
});
