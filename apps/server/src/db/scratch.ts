import crypto from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  name: string;
  url: string;
  /** Drops it, closing whatever connections are still open. */
  drop(): Promise<void>;
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const SAFE_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * A fresh PostgreSQL database on the server of `serverUrl`, for a test file or a bench run: empty,
 * or a copy of `template` (a database nobody is connected to, e.g. one migrated once for a test run).
 * The name is random hex behind a fixed prefix, so it is safe to put in the SQL.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string, template?: string): Promise<ScratchDatabase> {
  if (template !== undefined && !SAFE_NAME.test(template)) throw new Error(`not a database name: ${template}`);
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}
