import { IMAGE_CAPTION_MAX, PROPERTY_IMAGES_MAX, PROPERTY_MESSAGES } from '@rentfront/shared';
import { badRequest } from '../../platform/http/errors';
import { sameImage } from './images';

export interface CurrentMedia {
  id: string;
  url: string;
}

/** The images of a property after an update, in order; the first is the cover. */
export type MediaSlot = { kind: 'existing'; media: CurrentMedia } | { kind: 'new'; index: number };

const EXISTING_IMAGES_ERROR = 'existing_images must be a JSON list of image URLs';

/**
 * A JSON list sent as one form field, checked by `valid`; anything else is a 400 naming the field.
 * Absent is undefined: the caller keeps what is stored.
 */
function jsonListField<T>(raw: string | undefined, field: string, message: string, valid: (list: unknown[]) => boolean): T[] | undefined {
  if (raw === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || !valid(parsed)) throw badRequest(message, { [field]: message });
  return parsed as T[];
}

/** Reads `existing_images`: a JSON list of strings. Absent means "keep every image as it is". */
export function parseExistingImages(raw: string | undefined): string[] | undefined {
  return jsonListField<string>(raw, 'existing_images', EXISTING_IMAGES_ERROR, (list) => list.every((v) => typeof v === 'string'));
}

const CAPTIONS_ERROR = `image_captions must be a JSON list of captions (text of at most ${IMAGE_CAPTION_MAX} characters, or null), one per image in order`;

/**
 * Reads `image_captions`: one caption (or null) per image of the result, in its order (the
 * uploaded files of an add; `existing_images`' order of an update). Absent means "keep the stored
 * captions"; an empty text is no caption.
 */
export function parseImageCaptions(raw: string | undefined, imageCount: number): (string | null)[] | undefined {
  const captions = jsonListField<string | null>(
    raw,
    'image_captions',
    CAPTIONS_ERROR,
    (list) => list.length <= imageCount && list.every((c) => c === null || (typeof c === 'string' && c.trim().length <= IMAGE_CAPTION_MAX)),
  );
  return captions?.map((c) => (c === null || c.trim() === '' ? null : c.trim()));
}

/**
 * Decides the new image order. `existing_images` lists the URLs to keep in order; an entry
 * `new:N` places the N-th uploaded file there (so a new image can become the cover). Uploaded
 * files not placed are appended. Without `existing_images` every current image is kept.
 */
export function planMedia(current: CurrentMedia[], keep: string[] | undefined, newCount: number): MediaSlot[] {
  const slots: MediaSlot[] = [];
  const placedNew = new Set<number>();
  if (keep === undefined) {
    for (const media of current) slots.push({ kind: 'existing', media });
  } else {
    const used = new Set<string>();
    for (const entry of keep) {
      const placeholder = /^new:(\d+)$/.exec(entry);
      if (placeholder) {
        const index = Number(placeholder[1]);
        if (index >= newCount) {
          const message = `existing_images refers to a new image that was not uploaded (${entry})`;
          throw badRequest(message, { existing_images: message });
        }
        if (!placedNew.has(index)) slots.push({ kind: 'new', index });
        placedNew.add(index);
        continue;
      }
      const media = current.find((m) => sameImage(m.url, entry));
      if (!media) {
        const message = 'existing_images lists an image this property does not have';
        throw badRequest(message, { existing_images: message });
      }
      if (used.has(media.id)) continue;
      used.add(media.id);
      slots.push({ kind: 'existing', media });
    }
  }
  for (let index = 0; index < newCount; index++) if (!placedNew.has(index)) slots.push({ kind: 'new', index });
  if (slots.length > PROPERTY_IMAGES_MAX) {
    throw badRequest(PROPERTY_MESSAGES.tooManyImages, { images: PROPERTY_MESSAGES.tooManyImages });
  }
  return slots;
}
