import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { AdminApi } from './api';

export interface ApiProperty {
  id: string;
  title: string;
  media: { id: string; url: string }[];
}

/** A plain PNG of one colour, as an upload. */
export async function picture(r: number, g: number, b: number) {
  return sharp({ create: { width: 480, height: 320, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

/** Creates a property through the admin API (test data never depends on the demo seed). */
export async function createProperty(api: AdminApi, fields: Record<string, string | number>, images: Buffer[] = []): Promise<ApiProperty> {
  const form = new FormData();
  const defaults = {
    description: 'A bright home for the browser journeys.',
    property_type: 'apartment',
    status: 'available',
    area_sqft: 900,
    bedrooms: 2,
    bathrooms: 1,
    price: 1500,
    address: '1 Journey Street',
    city: 'Albany',
    state: 'NY',
    pincode: '12207',
  };
  for (const [k, v] of Object.entries({ ...defaults, ...fields })) form.append(k, String(v));
  images.forEach((bytes, i) => form.append('media_files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `p${i}.png`));
  const res = await api.request<{ data: ApiProperty }>('POST', '/api/admin/properties/add', form);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

/** Waits for a heading (the first, where a page repeats it). */
export async function heading(page: Page, name: string | RegExp) {
  await page.getByRole('heading', { name }).first().waitFor();
}
