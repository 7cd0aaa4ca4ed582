import { eq } from 'drizzle-orm';
import { APPLICATION_MESSAGES } from '@rentfront/shared';
import type { DbOrTx } from '../../db/client';
import { applications } from '../../db/schema';
import { notFound } from '../../platform/http/errors';
import type { ApplicationRow } from './serialize';
import { isUuid } from '../../platform/ids';

/** Malformed ids are answered like unknown ones (404), never as a database error. */

/** The application with this id, or 404. `forUpdate` locks the row for a read-modify-write. */
export async function getApplicationRow(db: DbOrTx, id: string, forUpdate = false): Promise<ApplicationRow> {
  if (!isUuid(id)) throw notFound(APPLICATION_MESSAGES.notFound);
  const query = db.select().from(applications).where(eq(applications.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(APPLICATION_MESSAGES.notFound);
  return row;
}
