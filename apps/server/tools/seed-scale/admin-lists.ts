// Fills the five admin lists (applications, contact messages, pre-screening responses,
// maintenance requests, chat conversations) with `rows` rows each, and names the requests a
// bench or a timing script should make against them: the first page, each filter and searches
// for values that exist (a surname, one e-mail address, a reference, a phone number) or not.
//
//   const probes = await fillAdminLists(app.ctx.db, app.ctx.pii, { rows: 100_000 });
//   await db.execute(sql`vacuum analyze`);   // measure the steady state, not a fresh bulk load
//   for (const p of probes) await agent.inject({ method: 'GET', url: p.url });
import { desc, sql } from 'drizzle-orm';
import type { PiiCipher } from '../../src/platform/pii/cipher';
import type { Db } from '../../src/db/client';
import { applications, chatConversations, contactMessages, maintenanceRequests, properties, screeningResponses } from '../../src/db/schema';
import { fillApplications, type SeedProperty } from './applications';
import { fillContacts, fillMaintenance } from './contacts-maintenance';
import { fillChatbot, fillScreening } from './screening-chatbot';

export type AdminList = 'applications' | 'contacts' | 'screening' | 'maintenance' | 'chatbot';

export interface AdminListProbe {
  list: AdminList;
  /** Short label for a results table, e.g. "search e-mail". */
  name: string;
  /** GET path with query, to send as a signed-in admin. */
  url: string;
}

export interface FillAdminListsOptions {
  /** Rows per list (default 100,000). */
  rows?: number;
  /** "Now" for the timestamps (default: the current time). */
  now?: Date;
}

/** Rows of the middle of the table, so searches for them are neither first nor last in any order. */
async function sampleOf<T>(query: Promise<T[]>): Promise<T> {
  const [row] = await query;
  if (!row) throw new Error('scale seed: a table is empty after filling it');
  return row;
}

const q = encodeURIComponent;

/** Every list's first page, each filter and several searches; see the file comment. */
export async function adminListProbes(db: Db, rows: number): Promise<AdminListProbe[]> {
  const middle = Math.floor(rows / 2);
  const app = await sampleOf(
    db.select().from(applications).orderBy(desc(applications.createdAt), desc(applications.id)).limit(1).offset(middle),
  );
  const contact = await sampleOf(
    db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(1).offset(middle),
  );
  const response = await sampleOf(
    db.select().from(screeningResponses).orderBy(desc(screeningResponses.createdAt), desc(screeningResponses.id)).limit(1).offset(middle),
  );
  const request = await sampleOf(
    db
      .select()
      .from(maintenanceRequests)
      .orderBy(desc(maintenanceRequests.createdAt), desc(maintenanceRequests.id))
      .limit(1)
      .offset(middle),
  );
  const chat = await sampleOf(
    db
      .select()
      .from(chatConversations)
      .where(sql`${chatConversations.guestEmail} is not null`)
      .orderBy(desc(chatConversations.createdAt), desc(chatConversations.id))
      .limit(1)
      .offset(Math.floor(middle / 3)),
  );
  const surname = (name: string) => name.split(' ').pop() ?? name;
  const A = '/api/admin/applications';
  const C = '/api/admin/contacts';
  const S = '/api/admin/screening/responses';
  const M = '/api/admin/maintenance-requests';
  const B = '/api/admin/chatbot/conversations';
  return [
    { list: 'applications', name: 'first page', url: A },
    { list: 'applications', name: 'status', url: `${A}?status=pending` },
    { list: 'applications', name: 'search surname', url: `${A}?search=${q(surname(app.fullName))}` },
    { list: 'applications', name: 'search e-mail', url: `${A}?search=${q(app.email)}` },
    { list: 'applications', name: 'search reference', url: `${A}?search=${q(app.reference)}` },
    { list: 'applications', name: 'search, no match', url: `${A}?search=qqzx` },
    { list: 'applications', name: 'status + search', url: `${A}?status=approved&search=${q(surname(app.fullName))}` },
    // Hard cases: a search most rows match, and short ones the trigram index serves by word starts.
    { list: 'applications', name: 'search, common text', url: `${A}?search=gmail` },
    { list: 'applications', name: 'two letters, no match', url: `${A}?search=zq` },
    { list: 'applications', name: 'status + one letter', url: `${A}?status=pending&search=k` },
    { list: 'contacts', name: 'first page', url: C },
    { list: 'contacts', name: 'status', url: `${C}?status=pending` },
    { list: 'contacts', name: 'search name', url: `${C}?search=${q(contact.fullName)}` },
    { list: 'contacts', name: 'search e-mail', url: `${C}?search=${q(contact.email)}` },
    { list: 'contacts', name: 'search, no match', url: `${C}?search=qqzx` },
    { list: 'contacts', name: 'status + search', url: `${C}?status=resolved&search=${q(surname(contact.fullName))}` },
    { list: 'contacts', name: 'search, one letter', url: `${C}?search=a` },
    { list: 'screening', name: 'first page', url: S },
    { list: 'screening', name: 'search name', url: `${S}?search=${q(response.fullName)}` },
    { list: 'screening', name: 'search e-mail', url: `${S}?search=${q(response.email)}` },
    { list: 'screening', name: 'search phone digits', url: `${S}?search=${q(response.phone.replace(/\D/g, '').slice(-10))}` },
    { list: 'screening', name: 'search, no match', url: `${S}?search=qqzx` },
    { list: 'maintenance', name: 'first page', url: M },
    { list: 'maintenance', name: 'status + priority', url: `${M}?status=completed&priority=urgent` },
    { list: 'maintenance', name: 'search tenant', url: `${M}?search=${q(request.tenantName)}` },
    { list: 'maintenance', name: 'search issue', url: `${M}?search=${q('mould')}` },
    { list: 'maintenance', name: 'search, no match', url: `${M}?search=qqzx` },
    { list: 'chatbot', name: 'first page', url: B },
    { list: 'chatbot', name: 'status + flow + satisfaction', url: `${B}?status=completed&flow_type=feedback&satisfaction=unsatisfied` },
    { list: 'chatbot', name: 'search name', url: `${B}?search=${q(chat.guestName ?? '')}` },
    { list: 'chatbot', name: 'search e-mail', url: `${B}?search=${q(chat.guestEmail ?? '')}` },
    { list: 'chatbot', name: 'search session id', url: `${B}?search=${q(chat.sessionId)}` },
    { list: 'chatbot', name: 'search, no match', url: `${B}?search=qqzx` },
  ];
}

/** The tables the five lists read (their child tables are filled too, but not searched). */
export const ADMIN_LIST_TABLES = ['applications', 'contact_messages', 'screening_responses', 'maintenance_requests', 'chat_conversations'];

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/**
 * Runs `load` with the trigram indexes of the list tables dropped, then builds them again.
 * Maintaining a GIN index row by row is what makes a bulk load slow (100k rows: about a minute
 * per index, against a second or two to build it afterwards); the definitions are read from the
 * catalogue, so they come back exactly as the migrations made them, also when `load` fails.
 */
async function withTrigramIndexesRebuilt<T>(db: Db, load: () => Promise<T>): Promise<T> {
  const indexes = rowsOf<{ name: string; def: string }>(
    await db.execute(
      sql`select indexname as name, indexdef as def from pg_indexes
          where schemaname = current_schema() and tablename in ${ADMIN_LIST_TABLES} and indexdef like '%gin_trgm_ops%'`,
    ),
  );
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  try {
    return await load();
  } finally {
    for (const index of indexes) await db.execute(sql.raw(index.def));
  }
}

/**
 * Fills the five lists (applications link to up to 200 existing properties, if any) and returns
 * the probes. The trigram indexes are rebuilt after the load rather than kept up row by row.
 */
export async function fillAdminLists(db: Db, cipher: PiiCipher, options: FillAdminListsOptions = {}): Promise<AdminListProbe[]> {
  const rows = options.rows ?? 100_000;
  const now = options.now ?? new Date();
  const homes: SeedProperty[] = await db
    .select({
      id: properties.id,
      title: properties.title,
      address: properties.address,
      city: properties.city,
      state: properties.state,
      price: properties.price,
    })
    .from(properties)
    .limit(200);
  await withTrigramIndexesRebuilt(db, async () => {
    await fillApplications(db, cipher, rows, now, homes);
    await fillContacts(db, rows, now);
    await fillScreening(db, rows, now);
    await fillMaintenance(db, rows, now);
    await fillChatbot(db, rows, now);
  });
  return adminListProbes(db, rows);
}
