import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { residents, residentSignInLinks } from '../../db/schema';
import { sha256 } from '../../platform/crypto';
import { useTestContext } from '../../test/app';
import { createResidentSignInLink } from './resident-links';

describe('createResidentSignInLink', () => {
  const t = useTestContext();

  it('returns a 32-byte token, stores only its SHA-256, valid for 30 minutes and unused', async () => {
    const db = t.app.ctx.db;
    const [resident] = await db.insert(residents).values({ email: 'ana@example.com', fullName: 'Ana Diaz' }).returning();
    const now = new Date('2026-12-03T08:00:00Z');
    const token = await createResidentSignInLink(db, resident!.id, { now });

    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await db.select().from(residentSignInLinks).where(eq(residentSignInLinks.residentId, resident!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.expiresAt.toISOString()).toBe('2026-12-03T08:30:00.000Z');
    expect(rows[0]!.usedAt).toBeNull();

    const second = await createResidentSignInLink(db, resident!.id, { now });
    expect(second).not.toBe(token);
  });
});
