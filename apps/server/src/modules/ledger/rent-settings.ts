// The office's rent rules (issue 33 item 2): one row, id 'site', read by the due-day run (state
// caps, reminder days) and the deposit statements (deadline); absent until first saved.
import { eq } from 'drizzle-orm';
import { RENT_SETTINGS_DEFAULTS, type RentSettings } from '@rentfront/shared/rent-settings';
import type { DbOrTx } from '../../db/client';
import { rentSettings } from '../../db/schema';

export async function readRentSettings(db: DbOrTx): Promise<RentSettings> {
  const [row] = await db.select().from(rentSettings).where(eq(rentSettings.id, 'site'));
  if (!row) return RENT_SETTINGS_DEFAULTS;
  const caps = Object.fromEntries(
    Object.entries(row.lateFeeCaps).map(([state, cap]) => [
      state.toUpperCase(),
      { max_cents: cap.max_cents ?? null, max_percent_bp: cap.max_percent_bp ?? null },
    ]),
  );
  return { late_fee_caps: caps, reminder_days: row.reminderDays, deposit_statement_days: row.depositStatementDays };
}

export async function saveRentSettings(db: DbOrTx, settings: RentSettings, staffId: string): Promise<RentSettings> {
  const values = {
    lateFeeCaps: settings.late_fee_caps,
    reminderDays: settings.reminder_days,
    depositStatementDays: settings.deposit_statement_days,
    updatedAt: new Date(),
    updatedBy: staffId,
  };
  await db
    .insert(rentSettings)
    .values({ id: 'site', ...values })
    .onConflictDoUpdate({ target: rentSettings.id, set: values });
  return readRentSettings(db);
}
