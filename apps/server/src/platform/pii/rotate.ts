import { and, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { piiKeys } from '../../db/schema';
import type { PiiCipher } from './cipher';
import {
  countByKeyId,
  ENCRYPTED_COLUMNS,
  needsRotationSql,
  rowsOf,
  sqlIdentifier as ident,
  type EncryptedColumn,
} from './encrypted-columns';

export interface RotateOptions {
  batchSize?: number;
  /** Called after each batch (the command prints progress). */
  onBatch?: (progress: { table: string; column: string; reencrypted: number }) => void;
}

export interface RotateResult {
  /** Values re-encrypted with the active key in this run. */
  reencrypted: number;
  /** Rows whose values this node could not open (left as they are), by table and key. */
  unreadable: { table: string; key: string }[];
  /** Values still encrypted with another key than the active one, by key id (empty when done). */
  remaining: Map<string, number>;
  /** Key ids marked retired in this run: no value uses them any more, they can be dropped. */
  retired: string[];
}

/** Re-encrypts the values of one stored cell; returns the new cell and how many values changed. */
function reencryptCell(col: EncryptedColumn, cell: unknown, cipher: PiiCipher): { cell: unknown; changed: number } {
  const rotate = (value: unknown) =>
    typeof value === 'string' && cipher.isEncrypted(value) && cipher.keyIdOf(value) !== cipher.activeKeyId
      ? cipher.encrypt(cipher.decrypt(value))
      : value;
  if (!col.jsonPaths) {
    const next = rotate(cell);
    return { cell: next, changed: next === cell ? 0 : 1 };
  }
  const doc = structuredClone(cell) as Record<string, unknown>;
  let changed = 0;
  for (const p of col.jsonPaths) {
    let parent: Record<string, unknown> | undefined = doc;
    for (const part of p.slice(0, -1)) {
      const child: unknown = parent?.[part];
      parent = child && typeof child === 'object' ? (child as Record<string, unknown>) : undefined;
    }
    const leaf = p[p.length - 1];
    if (!parent) continue;
    const next = rotate(parent[leaf]);
    if (next !== parent[leaf]) {
      parent[leaf] = next;
      changed++;
    }
  }
  return { cell: doc, changed };
}

/** One column, in key order, a batch per short transaction (rows locked while rewritten). */
async function rotateColumn(db: Db, col: EncryptedColumn, cipher: PiiCipher, options: RotateOptions, result: RotateResult) {
  const batchSize = options.batchSize ?? 200;
  const table = ident(col.table);
  const key = ident(col.key);
  const column = ident(col.column);
  let last: string | undefined;
  for (;;) {
    const after = last === undefined ? sql`true` : sql`${key} > ${last}`;
    const rows = await db.transaction(async (tx) => {
      const batch = rowsOf<{ k: string; v: unknown }>(
        await tx.execute(
          sql`select ${key}::text as k, ${column} as v from ${table}
              where ${after} and ${needsRotationSql(col, cipher.activeKeyId)}
              order by ${key} limit ${batchSize} for update`,
        ),
      );
      for (const row of batch) {
        let next: { cell: unknown; changed: number };
        try {
          next = reencryptCell(col, row.v, cipher);
        } catch {
          // A key this node does not hold, or a damaged value: reported, never half-rewritten.
          result.unreadable.push({ table: col.table, key: row.k });
          continue;
        }
        if (next.changed === 0) continue;
        const value = col.jsonPaths ? sql`${JSON.stringify(next.cell)}::jsonb` : sql`${next.cell as string}`;
        await tx.execute(sql`update ${table} set ${column} = ${value} where ${key} = ${row.k}`);
        result.reencrypted += next.changed;
      }
      return batch;
    });
    if (rows.length === 0) return;
    last = rows[rows.length - 1].k;
    options.onBatch?.({ table: col.table, column: col.column, reencrypted: result.reencrypted });
  }
}

/**
 * Re-encrypts every PII value that names another key than the active one (`npm run pii:rotate`).
 * Idempotent and resumable: it only touches values of other keys, so a rerun after a stop carries
 * on where the last one got to. When nothing is left, the old key ids are marked retired.
 */
export async function rotatePiiKeys(db: Db, cipher: PiiCipher, options: RotateOptions = {}): Promise<RotateResult> {
  const result: RotateResult = { reencrypted: 0, unreadable: [], remaining: new Map(), retired: [] };
  for (const col of ENCRYPTED_COLUMNS) await rotateColumn(db, col, cipher, options, result);

  const counts = await countByKeyId(db);
  counts.delete(cipher.activeKeyId);
  result.remaining = counts;
  // A key id that no value names any more is retired: it may be dropped from PII_OLD_KEYS.
  const candidates = await db
    .select({ keyId: piiKeys.keyId })
    .from(piiKeys)
    .where(and(ne(piiKeys.keyId, cipher.activeKeyId), isNull(piiKeys.retiredAt)));
  const idle = candidates.map((r) => r.keyId).filter((id) => !counts.has(id));
  if (idle.length > 0) {
    await db
      .update(piiKeys)
      .set({ retiredAt: sql`now()` })
      .where(inArray(piiKeys.keyId, idle));
    result.retired = idle.sort();
  }
  return result;
}
