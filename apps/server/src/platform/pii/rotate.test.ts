import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { piiKeys } from '../../db/schema';
import { BIRTH_DATE, fullApplicationBody, LICENSE, minimalApplicationBody, SSN, submitApplication } from '../../test/factories/application';
import { createProperty } from '../../test/factories/property';
import type { TestContext } from '../../test/context';
import { ADMIN_PASSWORD, loginAsAdmin, signIn, type Agent } from '../../test/http';
import { countByKeyId, rowsOf } from './encrypted-columns';
import { rotatePiiKeys } from './rotate';
import { newKeyHex, openSharedDb, startNode, type SharedDb } from './test-nodes';

/** The stored ciphertexts of an application's document, as the database holds them. */
async function storedValues(node: TestContext, id: string): Promise<string[]> {
  const rows = rowsOf<{ v: string | null }>(
    await node.app.ctx.db.execute(sql`
      select document #>> '{personal_information,social_security_number}' as v from applications where id = ${id}
      union all select document #>> '{personal_information,drivers_license_number}' from applications where id = ${id}
      union all select document #>> '{personal_information,date_of_birth}' from applications where id = ${id}`),
  );
  return rows.map((r) => r.v).filter((v): v is string => v !== null);
}

async function reveal(admin: Agent, id: string) {
  const res = await admin.inject({ method: 'POST', url: `/api/admin/applications/${id}/reveal` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, string | null>;
}

/** Rotation round trip (docs/security.md "Key handling"), on PGlite and on PostgreSQL. */
describe('PII key rotation', () => {
  let shared: SharedDb;
  beforeAll(async () => {
    shared = await openSharedDb();
  });
  afterAll(() => shared.close());

  it('write with key 1, rotate to key 2: old rows stay readable, pii:rotate re-encrypts them (resumably), then key 1 can go', async () => {
    const [k1, k2] = [newKeyHex(), newKeyHex()];

    // Key 1: five applications with SSN, licence and birth date, and one without any PII.
    const node1 = await startNode(shared.handle, { PII_KEY: k1 });
    const property = await createProperty(node1);
    const written: string[] = [];
    for (let i = 0; i < 5; i++) {
      written.push((await submitApplication(node1, fullApplicationBody(property.id, `Applicant ${i}`, `applicant${i}@example.com`))).id);
    }
    const plain = (await submitApplication(node1, minimalApplicationBody(property.id))).id;
    const admin1 = await loginAsAdmin(node1);
    expect(await reveal(admin1, written[0])).toEqual({
      social_security_number: SSN,
      drivers_license_number: LICENSE,
      date_of_birth: BIRTH_DATE,
    });
    expect((await storedValues(node1, written[0])).every((v) => v.startsWith('enc:k1:'))).toBe(true);
    const indexKey = node1.app.ctx.pii.blindIndexKey();
    await node1.close();

    // Key 2 active, key 1 still read: old rows open, new rows use k2.
    const node2 = await startNode(shared.handle, { PII_KEY: `k2:${k2}`, PII_OLD_KEYS: k1 });
    const admin2 = await signIn(node2, admin1.email, ADMIN_PASSWORD);
    expect((await reveal(admin2, written[4])).social_security_number).toBe(SSN);
    const fresh = (await submitApplication(node2, fullApplicationBody(property.id, 'Applicant New', 'new@example.com'))).id;
    expect((await storedValues(node2, fresh)).every((v) => v.startsWith('enc:k2:'))).toBe(true);
    // 5 applications x 3 values + the wrapped blind-index key under k1; 3 values under k2.
    expect(Object.fromEntries(await countByKeyId(shared.handle.db))).toEqual({ k1: 16, k2: 3 });
    // Dropping k1 now would leave those values unreadable: refused at start.
    await expect(startNode(shared.handle, { PII_KEY: `k2:${k2}` })).rejects.toThrow(/^PII_OLD_KEYS: key id k1 may still encrypt values/);

    // A run stopped after its first batch (2 rows) keeps what it did ...
    const stopAfterFirstBatch = () => {
      throw new Error('stopped');
    };
    await expect(rotatePiiKeys(shared.handle.db, node2.app.ctx.pii, { batchSize: 2, onBatch: stopAfterFirstBatch })).rejects.toThrow(
      'stopped',
    );
    expect(Object.fromEntries(await countByKeyId(shared.handle.db))).toEqual({ k1: 10, k2: 9 });
    // ... and the next run carries on from there and retires k1.
    const result = await rotatePiiKeys(shared.handle.db, node2.app.ctx.pii, { batchSize: 2 });
    expect(result).toMatchObject({ reencrypted: 10, unreadable: [], retired: ['k1'] });
    expect(result.remaining.size).toBe(0);
    expect(Object.fromEntries(await countByKeyId(shared.handle.db))).toEqual({ k2: 19 });
    // Idempotent: nothing left to do.
    expect(await rotatePiiKeys(shared.handle.db, node2.app.ctx.pii, { batchSize: 2 })).toMatchObject({ reencrypted: 0, retired: [] });
    const [k1Row] = await shared.handle.db.select().from(piiKeys).where(eq(piiKeys.keyId, 'k1'));
    expect(k1Row.retiredAt).toBeInstanceOf(Date);
    await node2.close();

    // Key 1 dropped: every application opens with k2 alone, the blind-index key is unchanged.
    const node3 = await startNode(shared.handle, { PII_KEY: `k2:${k2}` });
    const admin3 = await signIn(node3, admin1.email, ADMIN_PASSWORD);
    for (const id of [...written, fresh]) {
      expect(await reveal(admin3, id)).toEqual({ social_security_number: SSN, drivers_license_number: LICENSE, date_of_birth: BIRTH_DATE });
      expect((await storedValues(node3, id)).every((v) => v.startsWith('enc:k2:'))).toBe(true);
    }
    expect(await reveal(admin3, plain)).toEqual({ social_security_number: null, drivers_license_number: null, date_of_birth: null });
    expect(node3.app.ctx.pii.blindIndexKey().equals(indexKey)).toBe(true);
    // Other parts of the documents were left as they were.
    const detail = await admin3.inject({ method: 'GET', url: `/api/admin/applications/${written[2]}` });
    expect(detail.json().data.personal_information).toMatchObject({ full_name: 'Applicant 2', social_security_number: '***-**-6789' });
    await node3.close();
  });
});
