import { eq } from 'drizzle-orm';
import { SITE_TEXT_KEYS, SITE_TEXT_MESSAGES, SITE_TEXT_PAGES, isSiteTextKey, type SiteText, type SiteTextKey } from '@rentfront/shared';
import type { DbOrTx } from '../../db/client';
import { siteTexts } from '../../db/schema';
import { notFound } from '../../platform/http/errors';
import { SITE_TEXT_DEFAULTS } from './text-defaults';

type SiteTextRow = typeof siteTexts.$inferSelect;

function toSiteText(key: SiteTextKey, row: SiteTextRow | undefined): SiteText {
  const page = SITE_TEXT_PAGES[key];
  return {
    key,
    title: page.title,
    path: page.path,
    body: row?.body ?? SITE_TEXT_DEFAULTS[key],
    is_default: !row,
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

/** A key the site has, else 404 (an unknown key is a page that does not exist). */
function checkKey(key: string): SiteTextKey {
  if (!isSiteTextKey(key)) throw notFound(SITE_TEXT_MESSAGES.notFound);
  return key;
}

/** One page's text: the admin's, else the built-in default. */
export async function readSiteText(db: DbOrTx, key: string): Promise<SiteText> {
  const checked = checkKey(key);
  const [row] = await db.select().from(siteTexts).where(eq(siteTexts.key, checked));
  return toSiteText(checked, row);
}

/** Every page text, in the order of SITE_TEXT_KEYS (the Settings card). */
export async function listSiteTexts(db: DbOrTx): Promise<SiteText[]> {
  const rows = await db.select().from(siteTexts);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return SITE_TEXT_KEYS.map((key) => toSiteText(key, byKey.get(key)));
}

/** Replaces a page's text (stored as typed: plain text, rendered as text by the page). */
export async function saveSiteText(db: DbOrTx, key: string, body: string, userId: string | null): Promise<SiteText> {
  const checked = checkKey(key);
  const now = new Date();
  const [row] = await db
    .insert(siteTexts)
    .values({ key: checked, body, updatedBy: userId, updatedAt: now })
    .onConflictDoUpdate({ target: siteTexts.key, set: { body, updatedBy: userId, updatedAt: now } })
    .returning();
  return toSiteText(checked, row);
}

/** Goes back to the built-in text. */
export async function resetSiteText(db: DbOrTx, key: string): Promise<SiteText> {
  const checked = checkKey(key);
  await db.delete(siteTexts).where(eq(siteTexts.key, checked));
  return toSiteText(checked, undefined);
}
