import { imageVariant, type Property } from '@rentfront/shared/properties-core';

/**
 * A home as the contact and tour pages show it beside their form: its name, address and a
 * thumbnail (the smallest stored width of its cover).
 */
export function homeSummary(p: Property) {
  const cover = p.cover_image ?? p.images?.[0] ?? null;
  return { id: p.id, title: p.title, address: p.address, city: p.city, state: p.state, cover_image: cover && imageVariant(cover, 400) };
}
