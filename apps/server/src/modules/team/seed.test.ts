import { describe, expect, it } from 'vitest';
import { teamMembers } from '../../db/schema';
import { seedTeam } from '../../seed/team';

import { useTestContext } from '../../test/app';

describe('team demo data', () => {
  const t = useTestContext();

  it('adds eight members once, each with a generated portrait served as WebP', async () => {
    await seedTeam(t.app.ctx);
    await seedTeam(t.app.ctx);
    const rows = await t.app.ctx.db.select().from(teamMembers);
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((r) => r.email.toLowerCase())).size).toBe(8);
    expect(rows.every((r) => r.age >= 18 && r.age <= 100)).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: '/api/public/team?limit=20' });
    const members = res.json().data.team_members;
    expect(members).toHaveLength(8);
    expect(members[0].name).toBe('Caroline Whitaker');
    for (const m of members) {
      expect(m.photo).toMatch(/^\/media\/team\/[0-9a-f-]{36}\/800\.webp$/);
    }
    const img = await t.app.inject({ method: 'GET', url: members[0].photo });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
  });
});
