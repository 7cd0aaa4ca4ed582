// What every row factory writes to: a test context's database, or a database opened without an app.
import type { Db } from '../../db/client';
import type { TestContext } from '../context';

export type FactoryTarget = TestContext | Db;

/** The database of a test context, or a database itself (tests that open one without an app). */
export function dbOf(target: FactoryTarget): Db {
  return 'app' in target ? target.app.ctx.db : target;
}

let seq = 0;

/** A number no other factory call of this test file has had (for unique references and names). */
export function nextSeq(): number {
  seq += 1;
  return seq;
}
