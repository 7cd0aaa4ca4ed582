// The one insert path of a maintenance request with its photos, for the office's form and the
// resident portal alike. Order matters for "nothing half-written": every photo is decoded first,
// then the files are written, then one transaction inserts the request and its photo rows; if that
// fails the files are removed again (recordStoredPhotos).
import type { AppContext } from '../../context';
import { maintenancePhotos, maintenanceRequests } from '../../db/schema';
import type { UploadedFile } from '../../platform/uploads';
import { photoRows, prepareAll, recordStoredPhotos, storePhotos } from './photos';

export type MaintenanceRequestInsert = typeof maintenanceRequests.$inferInsert;

/** Inserts the request (its fields already checked by the caller) and its photos; returns its id. */
export async function insertRequestWithPhotos(ctx: AppContext, values: MaintenanceRequestInsert, files: UploadedFile[]): Promise<string> {
  const prepared = await prepareAll(files);
  const stored = await storePhotos(ctx, prepared);
  return recordStoredPhotos(ctx, stored, () =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(maintenanceRequests).values(values).returning({ id: maintenanceRequests.id });
      if (stored.length) await tx.insert(maintenancePhotos).values(photoRows(row!.id, stored));
      return row!.id;
    }),
  );
}
