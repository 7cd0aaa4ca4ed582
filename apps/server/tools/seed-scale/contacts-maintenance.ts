// Contact messages and maintenance requests at scale: plain rows, newest first over three years,
// with the status mix of an office that answers most messages and closes most jobs.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { contactMessages, maintenancePhotos, maintenanceRequests } from '../../src/db/schema';
import { address, person, prose } from './people';
import { createdAt, insertGenerated, uuidArray, pick, rng, uuid, weighted } from './random';

const DAY = 24 * 60 * 60 * 1000;

export async function fillContacts(db: Db, count: number, now: Date): Promise<void> {
  const r = rng(2701);
  await insertGenerated(db, contactMessages, count, (i) => {
    const who = person(r, i);
    const created = createdAt(r, i, count, now, 3 * 365);
    const recent = i < count * 0.01;
    const status = recent
      ? weighted(r, [
          ['pending', 7],
          ['replied', 3],
        ] as const)
      : weighted(r, [
          ['replied', 60],
          ['resolved', 35],
          ['pending', 5],
        ] as const);
    const replied = status !== 'pending';
    return {
      id: uuid(r),
      fullName: who.name,
      email: who.email,
      phone: who.phone,
      message: prose(r, 30 + Math.floor(r() * 70)),
      status,
      isRead: replied || r() < 0.5,
      adminReply: replied ? prose(r, 25) : null,
      adminReplyDate: replied ? new Date(created.getTime() + DAY) : null,
      createdAt: created,
      updatedAt: created,
    };
  });
}

const ISSUES = [
  'No heat in the bedrooms',
  'Dripping bathroom faucet',
  'Dishwasher does not drain',
  'Front door lock sticks',
  'Water stain on the ceiling',
  'Smoke detector chirping',
  'Garbage disposal jammed',
  'Window will not close',
  'Mould in the shower',
  'Hallway light flickers',
  'Refrigerator not cooling',
  'Clogged kitchen sink',
];
const CONTRACTORS: [string, string, string][] = [
  ['Capital Heating & Air', '(518) 555-0177', 'service@capitalheating.example'],
  ['Hudson Valley Plumbing', '518-555-0190', 'jobs@hvplumbing.example'],
  ['Bright Spark Electric', '(518) 555-0162', 'office@brightspark.example'],
  ['Albany Appliance Repair', '518-555-0155', 'repairs@albanyappliance.example'],
  ['Keystone Locksmiths', '(518) 555-0119', 'help@keystone.example'],
];

/** Requests, and one photo row for about a third of them (rows only; the list never opens files). */
export async function fillMaintenance(db: Db, count: number, now: Date): Promise<void> {
  const r = rng(3301);
  const withPhoto: string[] = [];
  await insertGenerated(db, maintenanceRequests, count, (i) => {
    const who = person(r, i);
    const home = address(r);
    const created = createdAt(r, i, count, now, 3 * 365);
    const recent = i < count * 0.01;
    const status = recent
      ? weighted(r, [
          ['pending', 5],
          ['sent_to_contractor', 3],
          ['in_progress', 2],
        ] as const)
      : weighted(r, [
          ['completed', 80],
          ['cancelled', 12],
          ['in_progress', 4],
          ['sent_to_contractor', 2],
          ['pending', 2],
        ] as const);
    const [contractorName, contractorPhone, contractorEmail] = pick(r, CONTRACTORS);
    const id = uuid(r);
    if (r() < 0.33) withPhoto.push(id);
    const sent = status === 'pending' ? null : new Date(created.getTime() + DAY / 2);
    return {
      id,
      tenantName: who.name,
      tenantPhone: who.phone,
      tenantEmail: r() < 0.8 ? who.email : null,
      propertyAddress: `${home.street}, ${home.city}, ${home.state} ${home.zip}`,
      propertyUnit: r() < 0.6 ? `${1 + Math.floor(r() * 6)}${pick(r, ['A', 'B', 'C', 'D'])}` : null,
      issueTitle: pick(r, ISSUES),
      issueDescription: prose(r, 20 + Math.floor(r() * 40)),
      priority: weighted(r, [
        ['low', 25],
        ['medium', 45],
        ['high', 22],
        ['urgent', 8],
      ] as const),
      contractorEmail,
      contractorName,
      contractorPhone,
      estimatedCost: r() < 0.7 ? Math.round(50 + r() * 900) : null,
      notes: r() < 0.3 ? prose(r, 10) : null,
      status,
      createdAt: created,
      updatedAt: created,
      sentAt: sent,
      completedAt: status === 'completed' ? new Date(created.getTime() + 3 * DAY) : null,
    };
  });
  // One photo row for about a third of the requests, made by the database from the ids.
  await db.execute(sql`
    insert into ${maintenancePhotos} (request_id, storage_prefix, original_filename, width, height, byte_size, position, created_at)
    select m.id, 'maintenance/' || m.id, 'IMG_2041.jpg', 1600, 1200, 240000, 0, m.created_at
    from ${maintenanceRequests} m
    where m.id = any(${uuidArray(withPhoto)}::uuid[])`);
}
