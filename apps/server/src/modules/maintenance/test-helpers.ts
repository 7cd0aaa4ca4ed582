// Helpers shared by the maintenance test files (not a test file itself).
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { MaintenanceRequest } from '@rentfront/shared';
import type { TestContext } from '../../test/context';
import { createProperty } from '../../test/factories/property';
import { jpegImage, pngImage } from '../../test/fixtures';
import { multipart, type Agent } from '../../test/http';

export const BASE = '/api/admin/maintenance-requests';

export function validFields(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    tenant_name: 'Jane Tenant',
    tenant_phone: '(518) 555-0100',
    tenant_email: 'jane@example.com',
    property_address: '12 Elm Street, Albany, NY 12203',
    property_unit: '3B',
    issue_title: 'Leaking kitchen faucet',
    issue_description: 'The kitchen faucet drips constantly, even when fully closed.',
    priority: 'high',
    contractor_email: 'fixit@example.com',
    contractor_name: 'Fix It Plumbing',
    contractor_phone: '518-555-0199',
    estimated_cost: '150.50',
    notes: 'Tenant is home after 5 PM.',
    ...overrides,
  };
}

export interface PhotoUpload {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export async function photo(filename = 'leak.png', color = { r: 30, g: 120, b: 200 }): Promise<PhotoUpload> {
  return { field: 'photos', filename, contentType: 'image/png', bytes: await pngImage(64, 48, color) };
}

export async function jpegPhoto(filename = 'leak.jpg'): Promise<PhotoUpload> {
  return { field: 'photos', filename, contentType: 'image/jpeg', bytes: await jpegImage(80, 60) };
}

export function postRequest(agent: Agent, fields: Record<string, string | undefined>, files: PhotoUpload[] = []) {
  return agent.inject({ method: 'POST', url: BASE, ...multipart(fields, files) });
}

/** Creates a request through the API and returns it (fails the test on anything but 201). */
export async function createRequest(
  agent: Agent,
  overrides: Record<string, string | undefined> = {},
  files: PhotoUpload[] = [],
): Promise<MaintenanceRequest> {
  const res = await postRequest(agent, validFields(overrides), files);
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().data as MaintenanceRequest;
}

/** Every file stored under the private maintenance area. */
export function storedPhotoFiles(t: TestContext): string[] {
  const root = path.join(t.dataDir, 'uploads', 'maintenance');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

export async function countRows(t: TestContext, table: 'maintenance_requests' | 'maintenance_photos'): Promise<number> {
  const result = await t.app.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  const rows = (result as unknown as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
  return Number(rows[0].n);
}

/** A listed property to link requests to (the seed test reads its address back). */
export async function insertProperty(t: TestContext, title = 'Maple Court Apartment'): Promise<string> {
  return (await createProperty(t, { title, address: '40 Maple Court', pincode: '12203' })).id;
}
