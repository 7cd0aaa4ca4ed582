import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Every place in the database that holds PII ciphertext. `npm run pii:rotate` re-encrypts exactly
 * these, and the start-up key check samples them: a new encrypted column must be added here (the
 * test next to this file checks the applications' fields against modules/applications/pii.ts).
 */
export interface EncryptedColumn {
  table: string;
  /** Primary key column, used to page through the table in order. */
  key: string;
  column: string;
  /** For a jsonb column: the paths inside the document whose string values are ciphertexts. */
  jsonPaths?: string[][];
}

export const ENCRYPTED_COLUMNS: EncryptedColumn[] = [
  {
    table: 'applications',
    key: 'id',
    column: 'document',
    jsonPaths: [
      ['personal_information', 'date_of_birth'],
      ['personal_information', 'social_security_number'],
      ['personal_information', 'drivers_license_number'],
    ],
  },
  // Saved-search alert addresses ('' once unsubscribed).
  { table: 'saved_searches', key: 'id', column: 'email' },
  // Staff TOTP secrets (issue 20): the authenticator's shared key.
  { table: 'user_totp', key: 'user_id', column: 'secret' },
  // Where and with what a lease was signed (issue 32): opened only to draw the certificate.
  { table: 'lease_signatures', key: 'id', column: 'ip_encrypted' },
  { table: 'lease_signatures', key: 'id', column: 'user_agent_encrypted' },
  // The blind-index key (and any other derived key), kept encrypted with the active PII key.
  { table: 'pii_wrapped_keys', key: 'purpose', column: 'ciphertext' },
];

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function ident(name: string): SQL {
  // The names come from the list above, never from input; checked anyway before going into SQL.
  if (!IDENTIFIER.test(name)) throw new Error(`Not a plain SQL identifier: ${name}`);
  return sql.raw(`"${name}"`);
}

/** SQL expressions of each ciphertext-holding value of a column (one per JSON path). */
export function valueExpressions(col: EncryptedColumn): SQL[] {
  if (!col.jsonPaths) return [ident(col.column)];
  return col.jsonPaths.map((p) => {
    for (const part of p) ident(part);
    return sql`(${ident(col.column)} #>> ${sql.raw(`'{${p.join(',')}}'`)})`;
  });
}

/** The key id of a stored value (`enc:<id>:...`), or null when it is not a ciphertext. */
function keyIdSql(value: SQL): SQL {
  return sql`(case when split_part(${value}, ':', 1) = 'enc' then split_part(${value}, ':', 2) end)`;
}

/** The rows of a `db.execute` result, on either driver (node-postgres and PGlite both give `rows`). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** How many values are encrypted with each key id, over every encrypted column. */
export async function countByKeyId(db: DbOrTx): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const col of ENCRYPTED_COLUMNS) {
    for (const value of valueExpressions(col)) {
      const result = await db.execute(
        sql`select ${keyIdSql(value)} as key_id, count(*)::int as n from ${ident(col.table)} where ${keyIdSql(value)} is not null group by 1`,
      );
      for (const row of rowsOf<{ key_id: string; n: number }>(result)) {
        counts.set(row.key_id, (counts.get(row.key_id) ?? 0) + Number(row.n));
      }
    }
  }
  return counts;
}

/** One stored ciphertext made with `keyId`, if any (to test a key against real data). */
export async function sampleCiphertext(db: DbOrTx, keyId: string): Promise<string | undefined> {
  for (const col of ENCRYPTED_COLUMNS) {
    for (const value of valueExpressions(col)) {
      const result = await db.execute(sql`select ${value} as v from ${ident(col.table)} where ${keyIdSql(value)} = ${keyId} limit 1`);
      const [row] = rowsOf<{ v: string }>(result);
      if (row) return row.v;
    }
  }
  return undefined;
}

/**
 * SQL condition: some value of the column is a ciphertext of another key than `activeKeyId`,
 * i.e. the row still needs re-encrypting.
 */
export function needsRotationSql(col: EncryptedColumn, activeKeyId: string): SQL {
  const conditions = valueExpressions(col).map((value) => sql`${keyIdSql(value)} <> ${activeKeyId}`);
  return sql`(${sql.join(conditions, sql` or `)})`;
}

export { ident as sqlIdentifier };
