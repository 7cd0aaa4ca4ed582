import { asc, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { MaintenancePriority, MaintenanceStatus } from '@rentfront/shared';
import type { AppContext } from '../context';
import { maintenancePhotos, maintenanceRequests, properties } from '../db/schema';
import { photoRows, preparePhoto, storePhotos } from '../modules/maintenance/photos';
import type { Seeder } from './seeder';

const DAY = 24 * 60 * 60 * 1000;

interface DemoRequest {
  status: MaintenanceStatus;
  priority: MaintenancePriority;
  tenant: [name: string, phone: string, email: string];
  unit: string | null;
  title: string;
  description: string;
  contractor: [name: string, phone: string, email: string];
  cost: number | null;
  notes: string | null;
  createdDaysAgo: number;
  sentDaysAgo?: number;
  completedDaysAgo?: number;
  /** Colours of generated "photos" (wall, mark). */
  photos?: [string, string][];
  fallbackAddress: string;
}

const DEMO: DemoRequest[] = [
  {
    status: 'pending',
    priority: 'urgent',
    tenant: ['Maria Lopez', '(518) 555-0131', 'maria.lopez@example.com'],
    unit: '2A',
    title: 'No heat in the bedrooms',
    description: 'Radiators in both bedrooms stay cold since last night. The living room is fine.',
    contractor: ['Capital Heating & Air', '(518) 555-0177', 'service@capitalheating.example'],
    cost: 240,
    notes: 'Tenant has a newborn; please prioritise.',
    createdDaysAgo: 0.2,
    photos: [
      ['#d9d4c7', '#8a8f96'],
      ['#e8e2d4', '#b33a2f'],
    ],
    fallbackAddress: '118 Lark Street, Albany, NY 12210',
  },
  {
    status: 'pending',
    priority: 'medium',
    tenant: ['Kevin Price', '518-555-0144', 'kevin.price@example.com'],
    unit: null,
    title: 'Dripping bathroom faucet',
    description: 'The cold tap in the main bathroom drips constantly, even when closed tight.',
    contractor: ['Hudson Valley Plumbing', '518-555-0190', 'jobs@hvplumbing.example'],
    cost: 95.5,
    notes: null,
    createdDaysAgo: 1.5,
    fallbackAddress: '42 Caroline Street, Saratoga Springs, NY 12866',
  },
  {
    status: 'sent_to_contractor',
    priority: 'high',
    tenant: ['Aisha Khan', '+1 518 555 0158', 'aisha.khan@example.com'],
    unit: '5C',
    title: 'Water stain spreading on kitchen ceiling',
    description: 'A brown stain above the stove has doubled in size this week. Possibly a leak from the unit above.',
    contractor: ['Hudson Valley Plumbing', '518-555-0190', 'jobs@hvplumbing.example'],
    cost: 350,
    notes: 'Check unit 6C as well.',
    createdDaysAgo: 3,
    sentDaysAgo: 2.8,
    photos: [['#f1ede4', '#9c7a4e']],
    fallbackAddress: '7 Division Street, Troy, NY 12180',
  },
  {
    status: 'in_progress',
    priority: 'medium',
    tenant: ['Tom Becker', '(518) 555-0162', 'tom.becker@example.com'],
    unit: '1B',
    title: 'Dishwasher not draining',
    description: 'Standing water after every cycle. Filter has been cleaned by the tenant.',
    contractor: ['Appliance Pros', '(518) 555-0123', 'dispatch@appliancepros.example'],
    cost: 180,
    notes: 'Part ordered, technician returns Thursday.',
    createdDaysAgo: 6,
    sentDaysAgo: 5.5,
    fallbackAddress: '250 State Street, Schenectady, NY 12305',
  },
  {
    status: 'completed',
    priority: 'low',
    tenant: ['Grace Liu', '518-555-0109', 'grace.liu@example.com'],
    unit: null,
    title: 'Loose kitchen cabinet hinge',
    description: 'The upper left cabinet door hangs loose and does not close.',
    contractor: ['Handy Hands Repairs', '518-555-0115', 'hello@handyhands.example'],
    cost: 0,
    notes: 'Fixed under the annual service plan (no charge).',
    createdDaysAgo: 12,
    sentDaysAgo: 11.5,
    completedDaysAgo: 9,
    fallbackAddress: '15 Union Avenue, Saratoga Springs, NY 12866',
  },
  {
    status: 'completed',
    priority: 'high',
    tenant: ['Daniel Ortiz', '(518) 555-0186', 'daniel.ortiz@example.com'],
    unit: '3D',
    title: 'Broken window latch in living room',
    description: 'The latch snapped and the window cannot be locked.',
    contractor: ['Clear View Windows', '(518) 555-0148', 'orders@clearview.example'],
    cost: 135.75,
    notes: null,
    createdDaysAgo: 20,
    sentDaysAgo: 19.8,
    completedDaysAgo: 17,
    photos: [['#cfd8dc', '#37474f']],
    fallbackAddress: '88 Madison Avenue, Albany, NY 12202',
  },
  {
    status: 'cancelled',
    priority: 'low',
    tenant: ['Priya Nair', '518-555-0171', 'priya.nair@example.com'],
    unit: '4A',
    title: 'Hallway light flickering',
    description: 'The ceiling light in the hallway flickers on and off.',
    contractor: ['Bright Spark Electric', '518-555-0133', 'office@brightspark.example'],
    cost: null,
    notes: 'Tenant replaced the bulb; resolved.',
    createdDaysAgo: 8,
    fallbackAddress: '301 River Street, Troy, NY 12180',
  },
];

/** A plain "photo": a wall colour with a blotch, made in code so the seed needs no files. */
async function demoPhoto([wall, mark]: [string, string], index: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720">
    <rect width="960" height="720" fill="${wall}"/>
    <rect y="560" width="960" height="160" fill="#6d5c4b" opacity="0.35"/>
    <ellipse cx="${420 + index * 60}" cy="300" rx="190" ry="120" fill="${mark}" opacity="0.55"/>
    <ellipse cx="${460 + index * 60}" cy="320" rx="90" ry="60" fill="${mark}" opacity="0.7"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A handful of requests in every status, linked to seeded properties when there are any. */
export const seedMaintenance: Seeder = async (ctx: AppContext) => {
  const [existing] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(maintenanceRequests);
  if (Number(existing?.n ?? 0) > 0) return;
  const listed = await ctx.db
    .select({ id: properties.id, address: properties.address, city: properties.city, state: properties.state, pincode: properties.pincode })
    .from(properties)
    .orderBy(asc(properties.createdAt), asc(properties.id))
    .limit(DEMO.length);
  const now = Date.now();
  const ago = (days: number | undefined) => (days === undefined ? null : new Date(now - days * DAY));

  for (const [i, demo] of DEMO.entries()) {
    const property = listed.length ? listed[i % listed.length] : undefined;
    const prepared = await Promise.all(
      (demo.photos ?? []).map(async (colours, n) =>
        preparePhoto({
          field: 'photos',
          filename: `photo-${n + 1}.jpg`,
          mime: 'image/jpeg',
          ext: 'jpg',
          bytes: await demoPhoto(colours, n),
        }),
      ),
    );
    const stored = await storePhotos(ctx, prepared);
    const createdAt = ago(demo.createdDaysAgo)!;
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(maintenanceRequests)
        .values({
          tenantName: demo.tenant[0],
          tenantPhone: demo.tenant[1],
          tenantEmail: demo.tenant[2],
          propertyId: property?.id ?? null,
          propertyAddress: property ? `${property.address}, ${property.city}, ${property.state} ${property.pincode}` : demo.fallbackAddress,
          propertyUnit: demo.unit,
          issueTitle: demo.title,
          issueDescription: demo.description,
          priority: demo.priority,
          contractorName: demo.contractor[0],
          contractorPhone: demo.contractor[1],
          contractorEmail: demo.contractor[2],
          estimatedCost: demo.cost,
          notes: demo.notes,
          status: demo.status,
          createdAt,
          updatedAt: ago(demo.completedDaysAgo ?? demo.sentDaysAgo ?? demo.createdDaysAgo)!,
          sentAt: ago(demo.sentDaysAgo),
          completedAt: ago(demo.completedDaysAgo),
        })
        .returning({ id: maintenanceRequests.id });
      if (stored.length) await tx.insert(maintenancePhotos).values(photoRows(row.id, stored));
    });
  }
};
