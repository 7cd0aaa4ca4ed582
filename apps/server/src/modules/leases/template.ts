// Settings → Lease template: the office's sections, or the shipped residential template while none
// is saved. A merge field the renderer does not know is refused with the field named.
import { eq } from 'drizzle-orm';
import { LEASE_MERGE_FIELDS, type LeaseTemplate, type LeaseTemplateSection } from '@rentfront/shared/leases';
import type { DbOrTx } from '../../db/client';
import { leaseTemplates } from '../../db/schema';
import { badRequest } from '../../platform/http/errors';
import { DEFAULT_LEASE_TEMPLATE } from './document/default-template';
import { unknownMergeField } from './document/merge';

const SITE = 'site';

const MERGE_FIELDS = Object.entries(LEASE_MERGE_FIELDS).map(([name, description]) => ({ name, description }));

/** The sections a document is drawn from now. */
export async function currentTemplateSections(db: DbOrTx): Promise<LeaseTemplateSection[]> {
  const [row] = await db.select({ sections: leaseTemplates.sections }).from(leaseTemplates).where(eq(leaseTemplates.id, SITE));
  return row?.sections ?? DEFAULT_LEASE_TEMPLATE;
}

export async function readLeaseTemplate(db: DbOrTx): Promise<LeaseTemplate> {
  const [row] = await db.select().from(leaseTemplates).where(eq(leaseTemplates.id, SITE));
  return {
    sections: row?.sections ?? DEFAULT_LEASE_TEMPLATE,
    merge_fields: MERGE_FIELDS,
    is_default: !row,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

export async function saveLeaseTemplate(db: DbOrTx, sections: LeaseTemplateSection[], userId: string): Promise<LeaseTemplate> {
  const unknown = unknownMergeField(sections);
  if (unknown) throw badRequest(unknown.message, { [unknown.field]: unknown.message });
  const now = new Date();
  await db
    .insert(leaseTemplates)
    .values({ id: SITE, sections, updatedAt: now, updatedBy: userId })
    .onConflictDoUpdate({ target: leaseTemplates.id, set: { sections, updatedAt: now, updatedBy: userId } });
  return readLeaseTemplate(db);
}

/** Deletes the office's template; true when there was one (an audit row says so). */
export async function resetLeaseTemplate(db: DbOrTx): Promise<boolean> {
  const deleted = await db.delete(leaseTemplates).where(eq(leaseTemplates.id, SITE)).returning({ id: leaseTemplates.id });
  return deleted.length > 0;
}
