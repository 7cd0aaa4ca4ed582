import { MAINTENANCE_MAX_PHOTOS, MAINTENANCE_MESSAGES, MAINTENANCE_PHOTO_MAX_BYTES } from '@rentfront/shared/maintenance';

export interface PhotoCheck<F> {
  accepted: F[];
  errors: string[];
}

/**
 * The spec's photo rules for a new selection: at most 10 in total (the whole selection is refused
 * when it would pass 10), each an image and at most 5 MB. `alreadyChosen` counts the photos the
 * request has plus the ones picked before.
 */
export function checkNewPhotos<F extends Pick<File, 'name' | 'size' | 'type'>>(alreadyChosen: number, incoming: F[]): PhotoCheck<F> {
  if (alreadyChosen + incoming.length > MAINTENANCE_MAX_PHOTOS) {
    return { accepted: [], errors: [MAINTENANCE_MESSAGES.tooManyPhotos] };
  }
  const accepted: F[] = [];
  const errors: string[] = [];
  for (const file of incoming) {
    if (!file.type.startsWith('image/')) errors.push(MAINTENANCE_MESSAGES.photoNotImage(file.name));
    else if (file.size > MAINTENANCE_PHOTO_MAX_BYTES) errors.push(MAINTENANCE_MESSAGES.photoTooLarge(file.name));
    else accepted.push(file);
  }
  return { accepted, errors };
}
