// Demo properties (about 24 across New York towns, every status, some featured) with pictures
// the seed draws itself, plus the visit booking options. Runs before the other seeders, which
// link their rows to these properties.
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { properties } from '../db/schema';
import { createProperty } from '../modules/properties/admin-service';
import type { UploadedFile } from '../platform/uploads';
import { knownAccessibilityFeatures } from '@rentfront/shared/accessibility-features';
import { addDays, officeToday } from '../modules/leases/dates';
import { DEMO, type Demo } from './properties-data';
import { pictureCaption, propertyPicture } from './property-images';

function demoDescription(d: Demo): string {
  const rooms = d.bedrooms === 0 ? 'studio' : `${d.bedrooms}-bedroom ${d.property_type}`;
  const highlights = (d.amenities ?? []).slice(0, 3).map((a) => a.toLowerCase());
  const kind = `${d.furnishing ?? 'well-kept'} ${rooms}`;
  return [
    `${/^[aeiou]/i.test(kind) ? 'An' : 'A'} ${kind} with ${d.bathrooms} bathroom${d.bathrooms === 1 ? '' : 's'} and about ${d.area_sqft.toLocaleString('en-US')} square feet in ${d.city}.`,
    highlights.length ? `Highlights include ${highlights.join(', ')}.` : '',
    `Close to shops, parks and transit. Managed locally by our team, with online rent payments and quick maintenance response.`,
  ]
    .filter(Boolean)
    .join(' ');
}

async function pictures(d: Demo, seed: number): Promise<UploadedFile[]> {
  const count = d.pictures ?? 3;
  const files: UploadedFile[] = [];
  for (let i = 0; i < count; i++) {
    files.push({
      field: 'media_files',
      filename: `demo-${seed}-${i}.png`,
      mime: 'image/png',
      ext: 'png',
      bytes: await propertyPicture(d.property_type, seed, i),
    });
  }
  return files;
}

/** Seeds the demo properties once (an existing catalogue is left alone), then the booking options. */
export async function seedProperties(ctx: AppContext): Promise<void> {
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(properties);
  if (Number(n) === 0) {
    const now = Date.now();
    for (const [i, d] of DEMO.entries()) {
      const { pictures: _p, daysAgo, available_in_days, accessibility, description, featured, ...fields } = d;
      const created = await createProperty(
        ctx,
        {
          ...fields,
          description: description ?? demoDescription(d),
          featured: featured ?? false,
          // Two homes in three go out in the syndication feeds.
          syndicate: i % 3 !== 2,
          accessibility: knownAccessibilityFeatures(accessibility ?? []),
          available_from: available_in_days === undefined ? undefined : addDays(officeToday(), available_in_days),
        },
        await pictures(d, i + 1),
        Array.from({ length: d.pictures ?? 3 }, (_, n) => pictureCaption(n)),
      );
      // Spread the listing dates so "newest first" looks like a real catalogue.
      const at = new Date(now - daysAgo * 24 * 60 * 60 * 1000);
      await ctx.db.update(properties).set({ createdAt: at, updatedAt: at }).where(eq(properties.id, created.id));
    }
    // The dates above were written behind createProperty's back: forget what was cached since.
    ctx.readCaches.clear();
    ctx.logger.info({ count: DEMO.length }, 'demo properties added');
  }
}
