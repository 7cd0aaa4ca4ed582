// Photos picked for an upload (a maintenance request's, a move-out deduction's), checked before
// they are sent (the server checks them again by content and size, like every upload): at most 6,
// pictures only, 5 MB each.

export const REQUEST_MAX_PHOTOS = 6;
export const REQUEST_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const REQUEST_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface PhotoCheck {
  accepted: File[];
  /** One line per refused file, or for the files over the count. */
  problems: string[];
}

/** Adds `picked` to `current`, keeping what fits and saying why the rest was left out. */
export function addPhotos(current: File[], picked: File[]): PhotoCheck {
  const accepted = [...current];
  const problems: string[] = [];
  let overCount = 0;
  for (const file of picked) {
    if (!(REQUEST_PHOTO_TYPES as readonly string[]).includes(file.type)) {
      problems.push(`${file.name}: only JPEG, PNG or WebP pictures can be attached.`);
    } else if (file.size > REQUEST_PHOTO_MAX_BYTES) {
      problems.push(`${file.name}: a photo can be at most 5 MB.`);
    } else if (accepted.length >= REQUEST_MAX_PHOTOS) {
      overCount += 1;
    } else {
      accepted.push(file);
    }
  }
  if (overCount) problems.push(`At most ${REQUEST_MAX_PHOTOS} photos: ${overCount} left out.`);
  return { accepted, problems };
}
